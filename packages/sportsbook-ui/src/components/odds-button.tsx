import { useEffect, useState } from 'react';
import { selectionKey, slipStore, toggleSelection } from '../lib/betslip';
import type { FeedEventSummary, FeedMarket, FeedOutcome } from '../lib/contracts';
import { formatOdds } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { useStore } from '../lib/store';
import { LockIcon } from './icons';

/** How long a changed price stays green (up) or red (down). */
const FLASH_MS = 2_600;

/** 'up' or 'down' for a while after the value changed, else null. */
export function useFlash(value: number | undefined): 'up' | 'down' | null {
  const [previous, setPrevious] = useState(value);
  const [direction, setDirection] = useState<'up' | 'down' | null>(null);
  const [at, setAt] = useState(0);
  if (value !== previous) {
    setPrevious(value);
    if (value !== undefined && previous !== undefined) {
      setDirection(value > previous ? 'up' : 'down');
      setAt((n) => n + 1);
    }
  }
  useEffect(() => {
    if (!direction) return;
    const timer = setTimeout(() => setDirection(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [direction, at]);
  return direction;
}

interface OddsButtonProps {
  event: FeedEventSummary;
  market: FeedMarket;
  outcome: FeedOutcome;
  /** A short label shown with the price (1, X, 2, an outcome's name). */
  label?: string;
  variant?: 'cell' | 'wide' | 'compact';
}

/** One price: tap to add it to the slip (or take it off); flashes on a change; a lock while its market is suspended. */
export function OddsButton({ event, market, outcome, label, variant = 'cell' }: OddsButtonProps) {
  const key = selectionKey(event.id, market.id, outcome.id);
  const selected = useStore(slipStore, (slip) => slip.selections.some((s) => s.key === key));
  const flash = useFlash(outcome.odds);
  const locked = market.status !== 'open' || (event.state !== 'prematch' && event.state !== 'live');
  const odds = formatOdds(outcome.odds, locale());
  return (
    <button
      type="button"
      className={`odds odds--${variant}${selected ? ' is-selected' : ''}${flash ? ` is-${flash}` : ''}${locked ? ' is-locked' : ''}`}
      disabled={locked}
      aria-pressed={selected}
      aria-label={locked ? `${label ?? outcome.name}: ${t('market.suspended')}` : `${label ?? outcome.name} ${odds}`}
      title={outcome.name}
      onClick={() => toggleSelection(event, market, outcome)}
    >
      {label !== undefined && <span className="odds__label">{label}</span>}
      {locked ? (
        <LockIcon size={14} className="odds__lock" />
      ) : (
        <span className="odds__value">
          {flash && <span className={`odds__arrow odds__arrow--${flash}`} aria-hidden="true" />}
          {odds}
        </span>
      )}
    </button>
  );
}

/** An empty cell where a market has no price. */
export function OddsPlaceholder({ variant = 'cell' }: { variant?: 'cell' | 'wide' | 'compact' }) {
  return (
    <span className={`odds odds--${variant} is-empty`} aria-hidden="true">
      —
    </span>
  );
}
