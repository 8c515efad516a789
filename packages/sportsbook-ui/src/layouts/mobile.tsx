import { useEffect, useState } from 'react';
import { Betslip } from '../components/betslip';
import { AccountNotice, BalanceChip } from '../components/chrome';
import { GridIcon, LiveIcon, ReceiptIcon, TicketIcon } from '../components/icons';
import { slipStore } from '../lib/betslip';
import { accumulatorOdds } from '../lib/betslip-math';
import { formatOdds } from '../lib/format';
import { locale, t } from '../lib/i18n';
import { navigate, useRoute } from '../lib/router';
import { useStore } from '../lib/store';
import { PageView } from './pages';

/** The phone: one column, a tab bar at the bottom (sports, live, betslip with its count, my bets), the betslip as a sheet. */
export function MobileLayout({ hosted }: { hosted: boolean }) {
  const route = useRoute();
  const [sheet, setSheet] = useState(false);
  const selections = useStore(slipStore, (slip) => slip.selections);
  const placed = useStore(slipStore, (slip) => slip.phase.kind === 'placed' || slip.phase.kind === 'placing');
  const count = selections.length;

  useEffect(() => {
    if (!sheet) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setSheet(false);
    window.addEventListener('keydown', close);
    document.body.classList.add('no-scroll');
    return () => {
      window.removeEventListener('keydown', close);
      document.body.classList.remove('no-scroll');
    };
  }, [sheet]);

  const tab = route.page === 'live' ? 'live' : route.page === 'my-bets' ? 'bets' : 'sports';
  const odds = accumulatorOdds(selections.map((s) => s.odds));
  return (
    <div className="mob">
      {!hosted && (
        <header className="mob__head">
          <span className="mob__brand">{t('brand')}</span>
          <BalanceChip />
        </header>
      )}
      <AccountNotice />
      <main className="mob__main">
        <PageView route={route} layout="mobile" />
      </main>
      {(count > 0 || placed) && !sheet && (
        <button type="button" className="slip-bar" onClick={() => setSheet(true)}>
          <span className="count-badge">{count}</span>
          <span className="slip-bar__title">{t('slip.title')}</span>
          {count > 1 && <span className="slip-bar__odds">{formatOdds(odds, locale())}</span>}
          <span className="slip-bar__open">{t('slip.open')}</span>
        </button>
      )}
      <nav className="tabbar" aria-label={t('nav.main')}>
        <button
          type="button"
          className={tab === 'sports' && !sheet ? 'is-active' : undefined}
          onClick={() => navigate({ page: 'home' })}
        >
          <GridIcon size={22} />
          <span>{t('nav.sports')}</span>
        </button>
        <button
          type="button"
          className={tab === 'live' && !sheet ? 'is-active' : undefined}
          onClick={() => navigate({ page: 'live' })}
        >
          <LiveIcon size={22} />
          <span>{t('nav.live')}</span>
        </button>
        <button
          type="button"
          className={sheet ? 'is-active' : undefined}
          onClick={() => setSheet(!sheet)}
          aria-expanded={sheet}
        >
          <span className="tabbar__icon">
            <TicketIcon size={22} />
            {count > 0 && <span className="count-badge count-badge--float">{count}</span>}
          </span>
          <span>{t('slip.title')}</span>
        </button>
        <button
          type="button"
          className={tab === 'bets' && !sheet ? 'is-active' : undefined}
          onClick={() => navigate({ page: 'my-bets' })}
        >
          <ReceiptIcon size={22} />
          <span>{t('nav.myBets')}</span>
        </button>
      </nav>
      {sheet && (
        <div className="sheet" role="dialog" aria-modal="true" aria-label={t('slip.title')}>
          <button
            type="button"
            className="sheet__backdrop"
            aria-label={t('common.close')}
            onClick={() => setSheet(false)}
          />
          <div className="sheet__panel">
            <div className="sheet__grip" aria-hidden="true" />
            <Betslip onClose={() => setSheet(false)} />
          </div>
        </div>
      )}
    </div>
  );
}
