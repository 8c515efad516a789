import { ArrowStartIcon, SportIcon } from '../components/icons';
import { Scoreboard } from '../components/live';
import { MarketsView } from '../components/markets-view';
import { EmptyState, ErrorState, Skeleton } from '../components/states';
import { feed } from '../lib/api';
import { putEvent, useEvent, useWatch } from '../lib/feed-store';
import { locale, t } from '../lib/i18n';
import { goBack, navigate } from '../lib/router';
import { useAsync } from '../lib/use-async';

/** One event: its scoreboard (live) or kick-off, and every market grouped, kept live by the stream. */
export function EventPage({ id }: { id: string }) {
  const load = useAsync(`event:${id}:${locale()}`, async (signal) => {
    const event = await feed.event(id, locale(), signal);
    putEvent(event);
    return event.id;
  });
  useWatch(load.data ? [id] : []);
  const entry = useEvent(load.data ? id : undefined);

  if (!entry?.markets) {
    if (load.error) {
      return load.error.code === 'event_not_found' || load.error.status === 404 ? (
        <EmptyState text={t('event.notFound')} />
      ) : (
        <ErrorState error={load.error} retry={load.reload} />
      );
    }
    return <Skeleton rows={8} />;
  }
  const event = entry.summary;
  return (
    <div className="page page--event">
      <nav className="crumbs">
        <button type="button" className="icon-button crumbs__back" onClick={goBack} aria-label={t('common.back')}>
          <ArrowStartIcon size={18} />
        </button>
        <SportIcon sport={event.sportKey} size={16} />
        <button
          type="button"
          className="link"
          onClick={() => navigate({ page: event.state === 'live' ? 'live' : 'prematch', sport: String(event.sport) })}
        >
          {event.category}
        </button>
        <span aria-hidden="true">/</span>
        <button
          type="button"
          className="link"
          onClick={() =>
            navigate({
              page: event.state === 'live' ? 'live' : 'prematch',
              sport: String(event.sport),
              tournament: event.tournamentId,
            })
          }
        >
          {event.tournament}
        </button>
      </nav>
      <Scoreboard event={event} />
      {event.state === 'live' || event.state === 'prematch' ? (
        <MarketsView event={event} markets={entry.markets} names={entry.groups} />
      ) : (
        <EmptyState text={t(`event.state.${event.state}`)} />
      )}
    </div>
  );
}
