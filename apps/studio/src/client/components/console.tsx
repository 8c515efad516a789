import type { ReactNode } from 'react';
import { t } from '../lib/i18n';
import { formatMoney } from '../lib/money';
import { useShell } from '../lib/shell';

/**
 * A game's console, docked at the bottom (at the side on a phone held sideways): the info
 * button and the balance, then the game's own controls (bet, spin or deal, win).
 */
export function Console({ children, className = '' }: { children: ReactNode; className?: string }) {
  const { state, openInfo } = useShell();
  return (
    <div className={`console ${className}`}>
      <div className="console-meta">
        <button className="icon-btn info" onClick={openInfo} aria-label={t('info')} title={t('info')}>
          i
        </button>
        <div className="balance" data-testid="balance">
          <span className="label">{t('balance')}</span>
          <strong>{formatMoney(state.balance, state.currency)}</strong>
        </div>
      </div>
      <div className="console-controls">{children}</div>
    </div>
  );
}
