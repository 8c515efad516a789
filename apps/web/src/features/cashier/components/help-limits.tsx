import type { PaymentSystemKind } from '@casino/contracts';
import { AlertIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money';
import { HELP_LIMITS as H } from '../lib/help-limits';

/** The help text on limits and timings, beside every deposit and withdrawal form. */
export function HelpLimits({
  direction,
  kind,
}: {
  direction: 'deposit' | 'payout';
  kind?: PaymentSystemKind | undefined;
}) {
  const { t } = useTranslation();
  // On one system's page only what applies to it; on the pickers, everything.
  const card = kind === undefined || kind === 'card';
  const lines =
    direction === 'deposit'
      ? [
          ...(card
            ? [
                t('cashier.help.cardDepositMin', { amount: formatMoney(H.cardDepositMin, H.currency) }),
                t('cashier.help.cardFunds', { minutes: H.cardFundsMinutes }),
              ]
            : []),
          t('cashier.help.depositConfirm', { hours: H.depositConfirmHours }),
        ]
      : [
          t('cashier.help.withdrawalMin', { amount: formatMoney(H.withdrawalMin, H.currency) }),
          t('cashier.help.payoutConfirm', { hours: H.payoutConfirmHours }),
          t('cashier.help.closedLoop'),
        ];
  return (
    <aside className="card p-5" data-testid="help-limits">
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-fog-100">
        <AlertIcon size={16} className="text-gold-300" />
        {t('cashier.help.title')}
      </h2>
      <ul className="flex flex-col gap-2 text-sm text-fog-400">
        {lines.map((line) => (
          <li key={line} className="flex gap-2">
            <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-gold-400/70" />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
