import type { FeedEventSummary, FeedMarket } from '../lib/contracts';
import { useEvent, type EventEntry } from '../lib/feed-store';
import { formatLine } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { HANDICAP_TYPES, mainLine, TOTAL_TYPES } from '../lib/markets';
import { openEvent } from './event-list';
import { ArrowEndIcon, SportIcon } from './icons';
import { hasSides, LiveBadge, StartTime } from './live';
import { OddsButton, OddsPlaceholder } from './odds-button';

/**
 * The Asian layout's table: one block per event, a line per side, with the full-time
 * handicap, the over/under and the 1X2 side by side in compact cells. The handicap's line
 * stands on the side that gives it, quarter lines written the Asian way ("0/0.5").
 */

/** An Asian line: 0.25 is "0/0.5", 0.75 is "0.5/1"; whole and half lines as they are. */
export function asianLine(line: number): string {
  const abs = Math.abs(line);
  const lang = locale();
  if (Math.abs(((abs * 4) % 2) - 1) < 1e-9) return `${formatLine(abs - 0.25, lang)}/${formatLine(abs + 0.25, lang)}`;
  return formatLine(abs, lang);
}

function Price({
  event,
  market,
  outcome,
}: {
  event: FeedEventSummary;
  market: FeedMarket | undefined;
  outcome: string;
}) {
  const found = market?.outcomes.find((o) => o.id === outcome);
  if (!market || !found) return <OddsPlaceholder variant="compact" />;
  return <OddsButton event={event} market={market} outcome={found} variant="compact" />;
}

function EventBlock({ entry, striped }: { entry: EventEntry; striped: boolean }) {
  const event = entry.summary;
  const markets = entry.markets ?? (event.main ? [event.main] : []);
  const handicap = mainLine(markets, HANDICAP_TYPES);
  const total = mainLine(markets, TOTAL_TYPES);
  const threeWay = event.main && event.main.outcomes.some((o) => o.id === 'draw') ? event.main : undefined;
  const twoWay = event.main && !threeWay && event.main.outcomes.length === 2 ? event.main : undefined;
  const live = event.state === 'live';
  const line = handicap?.line ?? 0;
  const rows = threeWay ? (['home', 'away', 'draw'] as const) : (['home', 'away'] as const);
  if (!hasSides(event)) {
    return (
      <tbody className={`asian__event${striped ? ' is-striped' : ''}`}>
        <tr>
          <td className="asian__when">
            {live ? <LiveBadge live={event.live} compact /> : <StartTime startsAt={event.startsAt} />}
          </td>
          <td className="asian__team" colSpan={7}>
            <button type="button" className="asian__name" onClick={() => openEvent(event.id)}>
              {event.name}
            </button>
          </td>
          <td className="asian__more">
            <button type="button" onClick={() => openEvent(event.id)}>
              +{event.markets}
            </button>
          </td>
        </tr>
      </tbody>
    );
  }
  return (
    <tbody className={`asian__event${striped ? ' is-striped' : ''}${live ? ' is-live' : ''}`}>
      {rows.map((side, i) => (
        <tr key={side} className={i === 0 ? 'asian__first' : undefined}>
          {i === 0 && (
            <td className="asian__when" rowSpan={rows.length}>
              {live ? (
                <>
                  <span className="asian__score">
                    {event.live?.score.home ?? 0}-{event.live?.score.away ?? 0}
                  </span>
                  <LiveBadge live={event.live} compact />
                </>
              ) : (
                <StartTime startsAt={event.startsAt} />
              )}
            </td>
          )}
          <td className={`asian__team${side === 'draw' ? ' is-draw' : ''}`}>
            {side === 'draw' ? (
              <span className="asian__draw">{t('asian.draw')}</span>
            ) : (
              <button
                type="button"
                className={`asian__name${(side === 'home' ? line < 0 : line > 0) ? ' is-giving' : ''}`}
                onClick={() => openEvent(event.id)}
              >
                {event[side]}
              </button>
            )}
          </td>
          <td className="asian__line">
            {side !== 'draw' && handicap && (side === 'home' ? line <= 0 : line > 0) ? asianLine(line) : ''}
          </td>
          <td className="asian__price">
            {side !== 'draw' && <Price event={event} market={handicap} outcome={side} />}
          </td>
          <td className="asian__line">
            {side === 'home' && total?.line !== undefined && formatLine(total.line, locale())}
            {side === 'away' && total && <span className="asian__u">{t('asian.underShort')}</span>}
          </td>
          <td className="asian__price">
            {side !== 'draw' && <Price event={event} market={total} outcome={side === 'home' ? 'over' : 'under'} />}
          </td>
          <td className="asian__price">
            {threeWay ? (
              <Price event={event} market={threeWay} outcome={side} />
            ) : side !== 'draw' ? (
              <Price event={event} market={twoWay} outcome={side} />
            ) : null}
          </td>
          {i === 0 && <td className="asian__gap" rowSpan={rows.length} />}
          {i === 0 && (
            <td className="asian__more" rowSpan={rows.length}>
              <button
                type="button"
                onClick={() => openEvent(event.id)}
                aria-label={t('list.moreMarkets', { n: event.markets })}
              >
                {event.markets > 0 ? `+${event.markets}` : <ArrowEndIcon size={14} />}
              </button>
            </td>
          )}
        </tr>
      ))}
    </tbody>
  );
}

function EventRows({ id, striped }: { id: string; striped: boolean }) {
  const entry = useEvent(id);
  return entry ? <EventBlock entry={entry} striped={striped} /> : null;
}

/** One tournament's events in the Asian table. */
export function AsianTable({ groups }: { groups: { id: string; events: FeedEventSummary[] }[] }) {
  return (
    <div className="asian-wrap">
      <table className="asian">
        <colgroup>
          <col className="asian__c-when" />
          <col className="asian__c-team" />
          <col className="asian__c-line" />
          <col className="asian__c-price" />
          <col className="asian__c-line" />
          <col className="asian__c-price" />
          <col className="asian__c-price" />
          <col className="asian__c-gap" />
          <col className="asian__c-more" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">{t('asian.time')}</th>
            <th scope="col">{t('asian.event')}</th>
            <th scope="col" colSpan={2}>
              {t('asian.handicap')}
            </th>
            <th scope="col" colSpan={2}>
              {t('asian.overUnder')}
            </th>
            <th scope="col">{t('asian.oneXTwo')}</th>
            <th scope="col" />
            <th scope="col" />
          </tr>
        </thead>
        {groups.map((group) => (
          <GroupBody key={group.id} group={group} />
        ))}
      </table>
    </div>
  );
}

function GroupBody({ group }: { group: { id: string; events: FeedEventSummary[] } }) {
  const first = group.events[0]!;
  return (
    <>
      <tbody className="asian__band">
        <tr>
          <th colSpan={9} scope="rowgroup">
            <SportIcon sport={first.sportKey} size={14} />
            <span>
              {first.category} · {first.tournament}
            </span>
          </th>
        </tr>
      </tbody>
      {group.events.map((event, i) => (
        <EventRows key={event.id} id={event.id} striped={i % 2 === 1} />
      ))}
    </>
  );
}
