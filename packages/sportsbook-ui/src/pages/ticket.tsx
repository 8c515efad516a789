import { ReceiptIcon } from '../components/icons';
import { EmptyState, ErrorState, Skeleton } from '../components/states';
import { TicketCard } from '../components/ticket-card';
import { accountStore } from '../lib/account';
import { player } from '../lib/api';
import { t } from '../lib/i18n';
import { navigate } from '../lib/router';
import { useStore } from '../lib/store';
import { useAsync } from '../lib/use-async';

/** One ticket with its events and outcomes (SPEC §3 Sub-bet): the player's own only. */
export function TicketPage({ id }: { id: string }) {
  const account = useStore(accountStore);
  const ticket = useAsync(account.status === 'player' ? `ticket:${id}` : null, (signal) => player.ticket(id, signal));
  const currency = account.balance?.currency ?? 'EUR';
  const found = ticket.data?.state === 'accepted' ? ticket.data.bet : null;
  return (
    <div className="page page--bets">
      <header className="page-head">
        <div className="page-head__title">
          <ReceiptIcon size={22} />
          <h1>{t('bets.ticket')}</h1>
        </div>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => navigate({ page: 'my-bets' })}
        >
          {t('nav.myBets')}
        </button>
      </header>
      {found ? (
        <div className="tickets">
          <TicketCard initial={found} currency={currency} />
        </div>
      ) : ticket.error ? (
        ticket.error.status === 404 ? (
          <EmptyState text={t('bets.notFound')} hint={t('bets.noneHint')} />
        ) : (
          <ErrorState error={ticket.error} retry={ticket.reload} />
        )
      ) : ticket.data ? (
        <EmptyState text={t('bets.notFound')} hint={t('bets.noneHint')} />
      ) : (
        <Skeleton rows={1} variant="card" />
      )}
    </div>
  );
}
