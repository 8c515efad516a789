import { useState } from 'react';
import { ReceiptIcon, UserIcon } from '../components/icons';
import { EmptyState, ErrorState, Skeleton } from '../components/states';
import { TicketCard } from '../components/ticket-card';
import { accountStore, requireLogin } from '../lib/account';
import { player } from '../lib/api';
import { t } from '../lib/i18n';
import { useStore } from '../lib/store';
import { useAsync } from '../lib/use-async';

const PAGE = 10;
const OPEN_REFRESH_MS = 15_000;

type Filter = 'open' | 'settled' | 'all';

/** The player's tickets: open ones with their cash-out, settled ones with what they paid. */
export function MyBetsPage({ initialFilter = 'open' }: { initialFilter?: Filter | undefined }) {
  const account = useStore(accountStore);
  const [filter, setFilter] = useState<Filter>(initialFilter);
  const [size, setSize] = useState(PAGE);
  const signedIn = account.status === 'player';
  const history = useAsync(
    signedIn ? `bets:${filter}:${size}` : null,
    (signal) => player.history(filter, 1, size, signal),
    filter === 'settled' ? undefined : OPEN_REFRESH_MS,
  );
  const currency = account.balance?.currency ?? 'EUR';

  if (account.status === 'guest') {
    return (
      <div className="page page--bets">
        <div className="state state--signin">
          <UserIcon size={28} />
          <p>{t('bets.signIn')}</p>
          <button type="button" className="button button--primary" onClick={requireLogin}>
            {t('slip.signIn')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="page page--bets">
      <header className="page-head">
        <div className="page-head__title">
          <ReceiptIcon size={22} />
          <h1>{t('nav.myBets')}</h1>
        </div>
        <div className="segmented segmented--small" role="tablist">
          {(['open', 'settled', 'all'] as const).map((value) => (
            <button
              key={value}
              type="button"
              role="tab"
              aria-selected={filter === value}
              className={filter === value ? 'is-active' : undefined}
              onClick={() => {
                setFilter(value);
                setSize(PAGE);
              }}
            >
              {t(`bets.filter.${value}`)}
            </button>
          ))}
        </div>
      </header>
      {!history.data ? (
        history.error ? (
          <ErrorState error={history.error} retry={history.reload} />
        ) : (
          <Skeleton rows={3} variant="card" />
        )
      ) : history.data.results.length === 0 ? (
        <EmptyState text={filter === 'open' ? t('bets.noneOpen') : t('bets.none')} hint={t('bets.noneHint')} />
      ) : (
        <>
          <div className="tickets">
            {history.data.results.map((bet) => (
              <TicketCard key={bet.id} initial={bet} currency={currency} linked />
            ))}
          </div>
          {history.data.count > history.data.results.length && size < 100 && (
            <button
              type="button"
              className="button button--ghost button--block"
              onClick={() => setSize(Math.min(100, size + PAGE))}
            >
              {t('bets.more', { n: history.data.count - history.data.results.length })}
            </button>
          )}
        </>
      )}
    </div>
  );
}
