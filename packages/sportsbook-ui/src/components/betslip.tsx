import { accountStore, requireLogin } from '../lib/account';
import { clearSlip, slipStore, summarize } from '../lib/betslip';
import { t } from '../lib/i18n';
import { useStore } from '../lib/store';
import { SlipFooter } from './betslip-footer';
import { ModeTabs, SelectionCard } from './betslip-legs';
import { Receipt } from './betslip-receipt';
import { SlipStake } from './betslip-stake';
import { CloseIcon, TicketIcon, TrashIcon } from './icons';

export { systemLabel } from './betslip-stake';

/** The betslip: selections, ticket type, stakes, the odds-change setting, and placement with its live countdown. */
export function Betslip({ onClose }: { onClose?: () => void }) {
  const slip = useStore(slipStore);
  const account = useStore(accountStore);
  const currency = account.balance?.currency ?? 'EUR';
  const freeBets = account.balance?.free_bets ?? [];
  const summary = summarize(slip, account.balance?.balance ?? null, freeBets);
  const n = slip.selections.length;
  const placing = slip.phase.kind === 'placing';

  return (
    <section className="slip" aria-label={t('slip.title')}>
      <header className="slip__head">
        <TicketIcon size={18} />
        <h2>{t('slip.title')}</h2>
        {n > 0 && <span className="count-badge">{n}</span>}
        <span className="slip__spacer" />
        {n > 0 && slip.phase.kind !== 'placed' && (
          <button
            type="button"
            className="icon-button"
            onClick={clearSlip}
            aria-label={t('slip.clear')}
            title={t('slip.clear')}
            disabled={placing}
          >
            <TrashIcon size={16} />
          </button>
        )}
        {onClose && (
          <button type="button" className="icon-button" onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon size={18} />
          </button>
        )}
      </header>

      {slip.phase.kind === 'placed' ? (
        <Receipt slip={slip} currency={currency} />
      ) : n === 0 ? (
        <div className="slip__empty">
          <div className="slip__empty-icon">
            <TicketIcon size={28} />
          </div>
          <p>{t('slip.empty')}</p>
          {account.status === 'guest' ? (
            <>
              <small>{t('slip.guestHint')}</small>
              <button type="button" className="button button--primary button--small" onClick={requireLogin}>
                {t('slip.signIn')}
              </button>
            </>
          ) : (
            <small>{t('slip.emptyHint')}</small>
          )}
        </div>
      ) : (
        <div className="slip__body">
          <div className="slip__scroll">
            {n > 1 && <ModeTabs slip={slip} summary={summary} />}
            {summary.repeated.size > 0 && slip.mode === 'single' && n > 1 && (
              <p className="slip__note">{t('slip.sameEventSingles')}</p>
            )}
            <ul className="slip__list">
              {slip.selections.map((selection) => (
                <SelectionCard
                  key={selection.key}
                  selection={selection}
                  slip={slip}
                  repeated={summary.repeated.has(selection.eventId)}
                  currency={currency}
                />
              ))}
            </ul>

            <SlipStake slip={slip} summary={summary} currency={currency} freeBets={freeBets} />
          </div>

          <SlipFooter slip={slip} summary={summary} currency={currency} player={account.status === 'player'} />
        </div>
      )}
    </section>
  );
}
