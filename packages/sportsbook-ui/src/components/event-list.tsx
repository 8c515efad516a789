import type { FeedEventSummary } from '../lib/contracts';
import { useEvent } from '../lib/feed-store';
import { t } from '../lib/i18n';
import { columnOrder, shortLabel } from '../lib/markets';
import { navigate } from '../lib/router';
import { ArrowEndIcon, SportIcon } from './icons';
import { hasSides, LiveBadge, ScoreNumber, StartTime, startText } from './live';
import { OddsButton, OddsPlaceholder } from './odds-button';

/** The most outcomes a list row shows of the main market; an outright (a golf winner) is opened instead. */
const MAX_COLUMNS = 3;

export const openEvent = (id: string) => navigate({ page: 'event', event: id });

/** Sports whose main market has a draw (1 X 2): the columns a row keeps while its market is off. */
const THREE_WAY = ['football', 'ice-hockey', 'handball'];

/** The column labels of rows: the main market's outcomes (1 X 2, or 1 2), else the sport's usual ones. */
export function columnsOf(event: FeedEventSummary | undefined): string[] {
  if (!event) return [];
  const outcomes = event.main?.outcomes ?? [];
  if (outcomes.length > MAX_COLUMNS) return [];
  if (outcomes.length > 0) return columnOrder(outcomes).map(shortLabel);
  if (!event.home) return [];
  return THREE_WAY.includes(event.sportKey) ? ['1', 'X', '2'] : ['1', '2'];
}

/** A tournament's heading above its rows, with the columns' labels. */
export function GroupHeading({ event, columns }: { event: FeedEventSummary; columns: string[] }) {
  return (
    <div className="group-heading" style={{ ['--columns' as string]: Math.max(columns.length, 2) }}>
      <span className="group-heading__sport">
        <SportIcon sport={event.sportKey} size={16} />
      </span>
      <span className="group-heading__name">
        <span className="group-heading__category">{event.category}</span>
        <span className="group-heading__sep" aria-hidden="true">
          ·
        </span>
        {event.tournament}
      </span>
      <span className="group-heading__columns" aria-hidden="true">
        {columns.map((label) => (
          <span key={label}>{label}</span>
        ))}
      </span>
      <span className="group-heading__more" aria-hidden="true" />
    </div>
  );
}

function Sides({ event }: { event: FeedEventSummary }) {
  const live = event.state === 'live' ? event.live : undefined;
  if (!hasSides(event)) return <span className="sides__name sides__name--field">{event.name}</span>;
  return (
    <>
      {(['home', 'away'] as const).map((side) => (
        <span key={side} className="sides__line">
          <span className="sides__name">{event[side]}</span>
          {live && live.phase !== 'not-started' && (
            <span className="sides__score">
              <ScoreNumber value={live.score[side]} />
            </span>
          )}
        </span>
      ))}
    </>
  );
}

/** The main market's prices in the list's columns, or a link to the event when it has too many outcomes. */
function MainPrices({
  event,
  columns,
  variant,
}: {
  event: FeedEventSummary;
  columns: number;
  variant: 'cell' | 'compact';
}) {
  const main = event.main;
  if (!main) {
    return (
      <>
        {Array.from({ length: Math.max(columns, 1) }, (_, i) => (
          <OddsPlaceholder key={i} variant={variant} />
        ))}
      </>
    );
  }
  if (main.outcomes.length > MAX_COLUMNS) {
    return (
      <button type="button" className="row-open" onClick={() => openEvent(event.id)}>
        {t('list.allOutcomes')}
      </button>
    );
  }
  const outcomes = columnOrder(main.outcomes);
  const cells = Array.from({ length: Math.max(columns, outcomes.length) }, (_, i) => outcomes[i]);
  return (
    <>
      {cells.map((outcome, i) =>
        outcome ? (
          <OddsButton
            key={outcome.id}
            event={event}
            market={main}
            outcome={outcome}
            variant={variant}
            label={variant === 'compact' ? shortLabel(outcome) : undefined}
          />
        ) : (
          <OddsPlaceholder key={`empty-${i}`} variant={variant} />
        ),
      )}
    </>
  );
}

/** One event of the European list: when, who (and the score), the main market's prices, and how many more. */
export function EventRow({ id, columns }: { id: string; columns: number }) {
  const entry = useEvent(id);
  if (!entry) return null;
  const event = entry.summary;
  const live = event.state === 'live';
  return (
    <div className={`ev-row${live ? ' is-live' : ''}`} style={{ ['--columns' as string]: Math.max(columns, 2) }}>
      <div className="ev-row__when">
        {live ? <LiveBadge live={event.live} compact /> : <StartTime startsAt={event.startsAt} />}
      </div>
      <button type="button" className="ev-row__sides sides" onClick={() => openEvent(event.id)}>
        <Sides event={event} />
      </button>
      <div className="ev-row__odds">
        <MainPrices event={event} columns={columns} variant="cell" />
      </div>
      <button
        type="button"
        className="ev-row__more"
        onClick={() => openEvent(event.id)}
        aria-label={t('list.moreMarkets', { n: event.markets })}
      >
        {event.markets > 0 && `+${event.markets}`}
        <ArrowEndIcon size={14} />
      </button>
    </div>
  );
}

/** One event as a phone shows it: a card with the tournament, the sides and the main prices. */
export function EventCard({ id }: { id: string }) {
  const entry = useEvent(id);
  if (!entry) return null;
  const event = entry.summary;
  const live = event.state === 'live';
  const columns = Math.max(columnsOf(event).length, 1);
  return (
    <article className={`ev-card${live ? ' is-live' : ''}`}>
      <button type="button" className="ev-card__head" onClick={() => openEvent(event.id)}>
        <SportIcon sport={event.sportKey} size={14} />
        <span className="ev-card__tournament">{event.tournament}</span>
        <span className="ev-card__when">
          {live ? <LiveBadge live={event.live} compact /> : startText(event.startsAt)}
        </span>
      </button>
      <button type="button" className="ev-card__sides sides" onClick={() => openEvent(event.id)}>
        <Sides event={event} />
      </button>
      <div className="ev-card__odds" style={{ ['--columns' as string]: columns }}>
        <MainPrices event={event} columns={columns} variant="compact" />
      </div>
      {event.markets > 0 && (
        <button type="button" className="ev-card__more" onClick={() => openEvent(event.id)}>
          {t('list.moreMarkets', { n: event.markets })}
          <ArrowEndIcon size={14} />
        </button>
      )}
    </article>
  );
}
