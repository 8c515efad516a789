import { useCallback, useEffect, useRef, useState, type CSSProperties } from 'react';
import { t } from '../../lib/i18n';
import { formatMoney } from '../../lib/money';
import { countUp, countUpMs, type BigWinTier } from './win-show';

const COINS = 16;
/** How long the final amount stays before the celebration closes by itself. */
const HOLD_MS = 2200;
const REDUCED_HOLD_MS = 3500;

/**
 * The celebration of a win over 20 times the stake: over the whole game, its name, the
 * amount counting up, coins raining. A click (or Enter, Space, Escape) skips to the amount,
 * a second one closes. With reduced motion the amount is shown at once and nothing moves.
 */
export function BigWin(props: {
  tier: BigWinTier;
  amount: number;
  currency: string;
  reduced: boolean;
  onDone: () => void;
}) {
  const { tier, amount, reduced, onDone } = props;
  const [shown, setShown] = useState(reduced ? amount : 0);
  const [counted, setCounted] = useState(reduced);
  const frame = useRef(0);

  useEffect(() => {
    if (reduced) return;
    const start = performance.now();
    const duration = countUpMs(tier);
    const tick = (now: number) => {
      const value = countUp(amount, now - start, duration);
      setShown(value);
      if (value >= amount) setCounted(true);
      else frame.current = requestAnimationFrame(tick);
    };
    frame.current = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame.current);
  }, [amount, tier, reduced]);

  useEffect(() => {
    if (!counted) return;
    const timer = setTimeout(onDone, reduced ? REDUCED_HOLD_MS : HOLD_MS);
    return () => clearTimeout(timer);
  }, [counted, reduced, onDone]);

  const skip = useCallback(() => {
    if (counted) return onDone();
    cancelAnimationFrame(frame.current);
    setShown(amount);
    setCounted(true);
  }, [counted, amount, onDone]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'Escape') return;
      event.preventDefault();
      event.stopImmediatePropagation();
      skip();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [skip]);

  return (
    <div
      className={`big-win ${tier}${reduced ? ' still' : ''}`}
      role="dialog"
      aria-modal="true"
      aria-label={t(tier)}
      data-testid="big-win"
      onClick={skip}
    >
      <div className="big-win-rays" aria-hidden />
      {!reduced && (
        <div className="big-win-coins" aria-hidden>
          {Array.from({ length: COINS }, (_, i) => (
            <span
              key={i}
              className="coin"
              style={
                {
                  '--x': `${(i * 61) % 100}%`,
                  '--delay': `${(i * 0.37) % 2.2}s`,
                  '--spin': `${0.8 + (i % 5) * 0.25}s`,
                } as CSSProperties
              }
            />
          ))}
        </div>
      )}
      <div className="big-win-card">
        <div className="big-win-title">{t(tier)}</div>
        <div className="big-win-amount" data-testid="big-win-amount">
          {formatMoney(shown, props.currency)}
        </div>
        <div className="big-win-hint">{t('tapToContinue')}</div>
      </div>
    </div>
  );
}
