import { fromMinor, toMinor } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { TextLink } from '@casino/ui/text-link';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatMoney } from '@/lib/money';
import { usePayments } from '../api/get-payments';
import { isFinalStatus } from '../lib/status';

/** Open payouts are few; one page of them is enough to add up what is on hold. */
const OPEN_PAYOUTS_PAGE = 100;

function Figure({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <div className="rounded-2xl border border-white/5 bg-ink-950/40 px-5 py-4">
      <p className="text-xs tracking-wide text-fog-500 uppercase">{label}</p>
      <p
        className={
          strong
            ? 'mt-1 text-3xl font-bold text-gold-300 tabular-nums'
            : 'mt-1 text-xl font-semibold text-fog-100 tabular-nums'
        }
        dir="ltr"
        data-testid={testId}
      >
        {value}
      </p>
    </div>
  );
}

/**
 * Cash, bonus and the amount held by withdrawals in progress, with the ways in and out, and
 * the bonus pages: its history always, the exchange only while the operator offers it.
 */
export function BalanceOverview({
  balance,
  bonus,
  currency,
  canExchange = false,
}: {
  balance: number;
  bonus: number;
  currency: string;
  canExchange?: boolean;
}) {
  const { t } = useTranslation();
  const payouts = usePayments('payout', 1, OPEN_PAYOUTS_PAGE);
  const held = (payouts.data?.results ?? [])
    .filter((p) => !isFinalStatus(p.status))
    .reduce((sum, p) => sum + toMinor(p.amount), 0);
  return (
    <div className="flex flex-col gap-5" data-testid="balance-overview">
      <div className="grid gap-3 sm:grid-cols-3">
        <Figure label={t('common.balance')} value={formatMoney(balance, currency)} testId="balance-cash" strong />
        <Figure label={t('common.bonusBalance')} value={formatMoney(bonus, currency)} testId="balance-bonus" />
        <Figure label={t('cashier.onHold')} value={formatMoney(fromMinor(held), currency)} testId="balance-held" />
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to="/profile/DEPOSIT" className={buttonClasses('primary', 'lg')} data-testid="go-deposit">
          {t('cashier.depositAction')}
        </Link>
        <Link to="/profile/withdraw" className={buttonClasses('outline', 'lg')} data-testid="go-withdraw">
          {t('cashier.payoutAction')}
        </Link>
      </div>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {canExchange && (
          <TextLink to="/profile/exchange-bonus-balance" data-testid="go-bonus-exchange">
            {t('bonus.exchange.title')}
          </TextLink>
        )}
        <TextLink to="/profile/bonus-history" data-testid="go-bonus-history">
          {t('bonus.history.title')}
        </TextLink>
      </p>
    </div>
  );
}
