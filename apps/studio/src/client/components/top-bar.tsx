import type { ClientState } from '../lib/api';
import { t } from '../lib/i18n';
import { formatMoney } from '../lib/money';

export function TopBar({ state, onInfo }: { state: ClientState; onInfo: () => void }) {
  return (
    <header className="topbar">
      <div className="title">
        <span className="game-name">{state.game.name}</span>
        {state.mode === 'demo' && <span className="badge">{t('demo')}</span>}
      </div>
      <div className="topbar-end">
        <div className="balance" data-testid="balance">
          <span className="label">{t('balance')}</span>
          <strong>{formatMoney(state.balance, state.currency)}</strong>
        </div>
        <button className="icon-btn info" onClick={onInfo} aria-label={t('info')} title={t('info')}>
          i
        </button>
      </div>
    </header>
  );
}
