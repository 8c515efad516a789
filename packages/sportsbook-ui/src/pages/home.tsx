import { EventsView } from '../components/events-view';
import { LiveIcon, ArrowEndIcon, ClockIcon, TrophyIcon } from '../components/icons';
import { SportChips } from '../components/sports-nav';
import { TopTournamentCards } from '../components/top-tournaments';
import { useEventList, useTopTournaments } from '../lib/data';
import { t } from '../lib/i18n';
import type { Layout } from '../lib/params';
import { navigate } from '../lib/router';

/** The start page: what is live now, the top tournaments, then what starts within the day. */
export function HomePage({ layout }: { layout: Layout }) {
  const live = useEventList({ state: 'live', limit: layout === 'mobile' ? 8 : 12 });
  const top = useTopTournaments(undefined, layout === 'mobile' ? 4 : 8);
  const soon = useEventList({ state: 'prematch', hours: 24, limit: layout === 'mobile' ? 12 : 30 });
  return (
    <div className="page page--home">
      {layout === 'mobile' && <SportChips />}
      <section className="section">
        <header className="section__head">
          <h2>
            <span className="section__icon section__icon--live">
              <LiveIcon size={16} />
            </span>
            {t('home.liveNow')}
          </h2>
          <button type="button" className="link" onClick={() => navigate({ page: 'live' })}>
            {t('home.allLive')}
            <ArrowEndIcon size={14} />
          </button>
        </header>
        <EventsView
          events={live.data}
          layout={layout}
          loading={live.loading}
          error={live.error}
          retry={live.reload}
          empty={t('list.noLive')}
        />
      </section>
      {Boolean(top.data?.length) && (
        <section className="section" data-section="top">
          <header className="section__head">
            <h2>
              <span className="section__icon">
                <TrophyIcon size={16} />
              </span>
              {t('nav.top')}
            </h2>
            <button type="button" className="link" onClick={() => navigate({ page: 'top' })}>
              {t('home.allTop')}
              <ArrowEndIcon size={14} />
            </button>
          </header>
          <TopTournamentCards tournaments={top.data!} />
        </section>
      )}
      <section className="section">
        <header className="section__head">
          <h2>
            <span className="section__icon">
              <ClockIcon size={16} />
            </span>
            {t('home.upcoming')}
          </h2>
          <button type="button" className="link" onClick={() => navigate({ page: 'prematch' })}>
            {t('home.allUpcoming')}
            <ArrowEndIcon size={14} />
          </button>
        </header>
        <EventsView
          events={soon.data}
          layout={layout}
          loading={soon.loading}
          error={soon.error}
          retry={soon.reload}
          empty={t('list.noEvents')}
        />
      </section>
    </div>
  );
}
