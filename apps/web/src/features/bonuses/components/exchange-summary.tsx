import type { BonusExchangeTerms } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatMoney } from '@/lib/money';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-white/5 bg-ink-950/40 px-5 py-4">
      <p className="text-xs tracking-wide text-fog-500 uppercase">{label}</p>
      <p className="mt-1 text-xl font-semibold text-fog-100 tabular-nums" dir="ltr" data-testid={testId}>
        {value}
      </p>
    </div>
  );
}

/** Both balances, the rate and the conditions of an exchange (SPEC §5: cash below a threshold, a minimum amount). */
export function ExchangeSummary({ terms }: { terms: BonusExchangeTerms }) {
  const { t } = useTranslation();
  const money = (value: number) => formatMoney(value, terms.currency);
  return (
    <div className="flex flex-col gap-4" data-testid="exchange-summary">
      <div className="grid gap-3 sm:grid-cols-2">
        <Figure label={t('common.balance')} value={money(terms.balance)} testId="exchange-cash" />
        <Figure label={t('common.bonusBalance')} value={money(terms.bonusBalance)} testId="exchange-bonus" />
      </div>
      <div className="rounded-2xl border border-gold-400/20 bg-gold-400/5 px-5 py-4 text-sm">
        <p className="font-semibold text-gold-200" data-testid="exchange-rate">
          {t('bonus.exchange.rate', { rate: formatAmount(terms.rate) })}
        </p>
        <ul className="mt-2 flex list-disc flex-col gap-1 ps-5 text-fog-300">
          <li data-testid="exchange-condition-cash">
            {t('bonus.exchange.conditionCash', { max: money(terms.maxCashBalance) })}
          </li>
          <li data-testid="exchange-condition-min">
            {t('bonus.exchange.conditionMin', { min: money(terms.minAmount) })}
          </li>
        </ul>
      </div>
    </div>
  );
}
