import type { FeedEventSummary, FeedLive } from '../lib/contracts';
import { formatDate, formatDayMonth, formatTime, sameDay } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { useFlash } from './odds-button';

/** The live clock's text: the feed's label ("2nd half 81'", "Set 3"), "Finished", or "Starting". */
export function clockText(live: FeedLive | undefined): string {
  if (!live || live.phase === 'not-started') return t('live.starting');
  if (live.phase === 'finished') return t('live.finished');
  return live.clock;
}

/** A red LIVE pill with the clock. */
export function LiveBadge({ live, compact = false }: { live: FeedLive | undefined; compact?: boolean }) {
  return (
    <span className={`live-badge${compact ? ' live-badge--compact' : ''}`}>
      <span className="live-badge__dot" aria-hidden="true" />
      {compact ? clockText(live) : `${t('live.badge')} · ${clockText(live)}`}
    </span>
  );
}

/** When an event starts: the time today, "Tomorrow 19:45", or "24/05 19:45". */
export function startText(startsAt: string, now = Date.now()): string {
  const at = Date.parse(startsAt);
  const time = formatTime(at, locale());
  if (sameDay(at, now)) return time;
  if (sameDay(at, now + 86_400_000)) return `${t('time.tomorrow')} ${time}`;
  return `${formatDayMonth(at)} ${time}`;
}

/** When an event starts, on two lines: the time, then the day ("Today", "Tomorrow", "24/05"). */
export function StartTime({ startsAt }: { startsAt: string }) {
  const at = Date.parse(startsAt);
  const now = Date.now();
  const day = sameDay(at, now)
    ? t('time.today')
    : sameDay(at, now + 86_400_000)
      ? t('time.tomorrow')
      : formatDayMonth(at);
  return (
    <span className="start">
      <b>{formatTime(at, locale())}</b>
      <small>{day}</small>
    </span>
  );
}

export const startDateText = (startsAt: string): string => `${formatDate(startsAt)} ${formatTime(startsAt, locale())}`;

/** A score that pulses when it changes. */
export function ScoreNumber({ value }: { value: number }) {
  const flash = useFlash(value);
  return <span className={`score-number${flash ? ' is-changed' : ''}`}>{value}</span>;
}

/** Whether the event has two sides whose score means something (a golf field has none). */
export const hasSides = (event: FeedEventSummary): boolean => Boolean(event.home && event.away);

/** The event page's scoreboard: the two sides, the score, the clock and each period's score. */
export function Scoreboard({ event }: { event: FeedEventSummary }) {
  const live = event.live;
  const periods = live?.periods ?? [];
  if (!hasSides(event)) {
    return (
      <div className="scoreboard scoreboard--field">
        <div className="scoreboard__title">{event.name}</div>
        {event.state === 'live' ? (
          <LiveBadge live={live} />
        ) : (
          <div className="scoreboard__when">{startDateText(event.startsAt)}</div>
        )}
      </div>
    );
  }
  return (
    <div className={`scoreboard${event.state === 'live' ? ' is-live' : ''}`}>
      <div className="scoreboard__side scoreboard__side--home">
        <span className="scoreboard__crest" aria-hidden="true">
          {initials(event.home!)}
        </span>
        <span className="scoreboard__name">{event.home}</span>
      </div>
      <div className="scoreboard__centre">
        {event.state === 'live' && live ? (
          <>
            <div className="scoreboard__score" aria-label={`${live.score.home} - ${live.score.away}`}>
              <ScoreNumber value={live.score.home} />
              <span className="scoreboard__dash">:</span>
              <ScoreNumber value={live.score.away} />
            </div>
            <LiveBadge live={live} compact />
            {live.suspended && <span className="scoreboard__hold">{t('live.suspended')}</span>}
          </>
        ) : (
          <>
            <div className="scoreboard__vs">{startText(event.startsAt)}</div>
            <div className="scoreboard__when">{formatDate(event.startsAt)}</div>
          </>
        )}
      </div>
      <div className="scoreboard__side scoreboard__side--away">
        <span className="scoreboard__crest scoreboard__crest--away" aria-hidden="true">
          {initials(event.away!)}
        </span>
        <span className="scoreboard__name">{event.away}</span>
      </div>
      {event.state === 'live' && periods.length > 0 && (
        <table className="periods">
          <thead>
            <tr>
              <th scope="col">
                <span className="sr-only">{t('live.periods')}</span>
              </th>
              {periods.map((_, i) => (
                <th key={i} scope="col" className={i === live!.period ? 'is-current' : undefined}>
                  {i + 1}
                </th>
              ))}
              <th scope="col" className="periods__total">
                {t('live.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {(['home', 'away'] as const).map((side) => (
              <tr key={side}>
                <th scope="row">{event[side]}</th>
                {periods.map((period, i) => (
                  <td key={i} className={i === live!.period ? 'is-current' : undefined}>
                    {period[side]}
                  </td>
                ))}
                <td className="periods__total">{live!.score[side]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Two letters for a side's crest ("Stanburg United" → "SU", "D. Larini" → "DL"). */
export function initials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0]!.slice(0, 2).toUpperCase();
  return (words[0]![0]! + words[words.length - 1]![0]!).toUpperCase();
}
