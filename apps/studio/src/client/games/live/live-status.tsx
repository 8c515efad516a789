import { useEffect, useState } from 'react';
import { t } from '../../lib/i18n';
import type { LiveState } from './use-live';

/** Round number, countdown and the committed hash of the shared round. */
export function LiveStatus<R>({ state, serverNow }: { state: LiveState<R>; serverNow: () => number }) {
  const [, redraw] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => redraw((n) => n + 1), 250);
    return () => clearInterval(timer);
  }, []);
  const round = state.round;
  if (!round) return null;
  const left = Math.max(0, Math.ceil((round.closesAt - serverNow()) / 1000));
  const total = (round.closesAt - round.opensAt) / 1000;
  const betting = round.phase === 'betting' && left > 0;
  return (
    <div className="live-status">
      <div className="live-row">
        <span className="live-dot" aria-hidden />
        <strong>{t('roundNo', { n: round.seq })}</strong>
        <span className={betting ? 'open' : 'closed'}>{betting ? t('betsOpen', { s: left }) : t('betsClosed')}</span>
      </div>
      <div className="countdown" aria-hidden>
        <div style={{ width: `${betting ? (left / total) * 100 : 0}%` }} />
      </div>
      <code className="hash" title={round.serverSeedHash}>
        SHA-256 {round.serverSeedHash.slice(0, 16)}…
      </code>
    </div>
  );
}
