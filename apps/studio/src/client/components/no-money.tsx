import { askHostPageForCashier } from '../lib/host-page';
import { t } from '../lib/i18n';
import { isEmbedded } from '../lib/shell';
import { Modal } from './modal';

/**
 * A bet refused because the balance does not cover it (the wallet's `not_enough_money`),
 * said in the game rather than in a passing toast. With real money inside the casino's
 * frame it offers the deposit: the site opens its cashier (the game only asks, see
 * host-page.ts). In demo, or opened as the whole page, there is no cashier to open.
 */
export function NoMoneyDialog({ mode, onClose }: { mode: 'real' | 'demo'; onClose: () => void }) {
  const cashier = mode === 'real' && isEmbedded();
  const text = mode === 'demo' ? 'notEnoughDemo' : cashier ? 'notEnoughReal' : 'notEnoughStandalone';
  return (
    <Modal title={t('notEnoughTitle')} onClose={onClose}>
      <div className="no-money" data-testid="no-money">
        <div className="no-money-icon" aria-hidden>
          <svg viewBox="0 0 48 48">
            <rect x="5" y="12" width="38" height="26" rx="5" />
            <path d="M5 19 H43" />
            <circle cx="34" cy="29" r="3" />
          </svg>
        </div>
        <p>{t(text)}</p>
        <div className="no-money-actions">
          {cashier && (
            <button
              className="btn primary"
              data-testid="open-cashier"
              onClick={() => {
                askHostPageForCashier();
                onClose();
              }}
            >
              {t('deposit')}
            </button>
          )}
          <button className="btn" onClick={onClose}>
            {t('close')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
