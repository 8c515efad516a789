import { accountStore, dismissNotice, requireLogin } from '../lib/account';
import { useSports } from '../lib/data';
import { showMoney } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { navigate, useRoute, type Page } from '../lib/router';
import { useStore } from '../lib/store';
import { CloseIcon, GiftIcon, UserIcon } from './icons';

/** The player's balance (and free bets), or the way to sign in for a guest. */
export function BalanceChip() {
  const account = useStore(accountStore);
  if (account.status === 'connecting') return <span className="balance balance--loading" aria-busy="true" />;
  if (account.status !== 'player' || !account.balance) {
    return (
      <button type="button" className="button button--primary button--small" onClick={requireLogin}>
        <UserIcon size={15} />
        {t('slip.signIn')}
      </button>
    );
  }
  const { balance, currency, free_bets: freeBets } = account.balance;
  return (
    <div className="balance" aria-label={t('account.balance')}>
      {freeBets.length > 0 && (
        <span className="balance__gift" title={t('account.freeBets', { n: freeBets.length })}>
          <GiftIcon size={14} />
          {freeBets.length}
        </span>
      )}
      <span className="balance__label">{t('account.balance')}</span>
      <span className="balance__amount">{showMoney(balance, currency, locale())}</span>
    </div>
  );
}

/** Why the player is a guest, when it is news: a sign-in is needed, the session expired, the launch failed. */
export function AccountNotice() {
  const notice = useStore(accountStore, (account) => account.notice);
  if (!notice) return null;
  return (
    <div className="banner" role="status">
      <UserIcon size={16} />
      <span>{t(`account.notice.${notice}`)}</span>
      <button type="button" className="icon-button" onClick={dismissNotice} aria-label={t('common.close')}>
        <CloseIcon size={14} />
      </button>
    </div>
  );
}

const TABS: { page: Page; key: 'nav.home' | 'nav.live' | 'nav.upcoming' | 'nav.myBets' }[] = [
  { page: 'home', key: 'nav.home' },
  { page: 'live', key: 'nav.live' },
  { page: 'prematch', key: 'nav.upcoming' },
  { page: 'my-bets', key: 'nav.myBets' },
];

/** The desktop layouts' top bar: the pages, and the balance at the end. */
export function TopBar() {
  const route = useRoute();
  const sports = useSports();
  const live = sports.data?.reduce((sum, sport) => sum + sport.live, 0);
  return (
    <header className="topbar">
      <nav className="topbar__tabs" aria-label={t('nav.main')}>
        {TABS.map((tab) => (
          <button
            key={tab.page}
            type="button"
            className={`topbar__tab${route.page === tab.page ? ' is-active' : ''}`}
            onClick={() => navigate({ page: tab.page })}
          >
            {t(tab.key)}
            {tab.page === 'live' && live ? <span className="topbar__live">{live}</span> : null}
          </button>
        ))}
      </nav>
      <BalanceChip />
    </header>
  );
}
