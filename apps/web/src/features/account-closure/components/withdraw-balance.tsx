import { isApiError } from '@casino/api-client/error';
import type { BalancePayout, LoginRequest } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { formatMoney } from '@/lib/money';
import { useRequestBalancePayout } from '../api/request-balance-payout';

/**
 * "Withdraw my balance" for a player who cannot sign in (self-excluded), with the credentials
 * just typed: the whole balance waits for an operator, to the method of the last deposit.
 */
export function WithdrawBalance({ credentials }: { credentials: LoginRequest }) {
  const { t } = useTranslation();
  const ask = useRequestBalancePayout();
  const [outcome, setOutcome] = useState<BalancePayout | 'nothing' | null>(null);

  const onAsk = () =>
    ask.mutate(credentials, {
      onSuccess: setOutcome,
      onError: (error) =>
        isApiError(error) && error.code === 'nothing_to_pay_out' ? setOutcome('nothing') : notifyError(error),
    });

  if (outcome !== null) {
    return (
      <p className="mt-2 font-semibold" data-testid="balance-payout-asked">
        {outcome === 'nothing'
          ? t('accountClosure.payout.nothing')
          : t('accountClosure.payout.queued', { amount: formatMoney(outcome.amount, outcome.currency) })}
      </p>
    );
  }
  return (
    <Button variant="outline" size="sm" className="mt-3" onClick={onAsk} loading={ask.isPending}>
      {t('accountClosure.payout.ask')}
    </Button>
  );
}
