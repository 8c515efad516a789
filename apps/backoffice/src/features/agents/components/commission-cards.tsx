import { ApiError } from '@casino/api-client/error';
import type { AgentActivity, AgentCommission, AgentCommissionPayment } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePayCommission } from '../api/pay-commission';
import { type CommissionState, commissionState, payableFrom } from '../lib/commission-state';
import { formatRate } from '../lib/format-rate';

/** A refused payment in words: the codes this screen expects first, else the console's text. */
function payFailureText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    if (error.code === 'already_exists' || error.code === 'nothing_to_pay_out')
      return t(`agents.payErrors.${error.code}`);
    if (error.fieldErrors?.to) return t('agents.payErrors.notOver');
    if (error.fieldErrors?.currency) return t('agents.payErrors.otherCurrency');
  }
  return errorText(error);
}

/** What a card says under the amount about its payment; the owner alone is told what stops one. */
function PaymentLine({
  state,
  period,
  username,
  isOwner,
  agentCurrency,
}: {
  state: CommissionState;
  period: { from: string; to: string };
  username: string;
  isOwner: boolean;
  agentCurrency: string | null;
}) {
  const { t } = useTranslation();
  switch (state.kind) {
    case 'paid':
      return (
        <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="commission-paid">
          <Badge tone="good">{t('agents.paid')}</Badge>
          <span className="text-xs text-fog-400">
            {t('agents.paidOn', {
              amount: formatMoney(state.payment.amount, state.payment.currency),
              date: formatDateTime(state.payment.paid_at),
              username: state.payment.paid_by_username,
            })}
          </span>
        </div>
      );
    case 'partlyPaid':
      return (
        <div className="mt-1 flex flex-wrap items-center gap-2" data-testid="commission-paid">
          <Badge tone="wait">{t('agents.paid')}</Badge>
          <span className="text-xs text-fog-400">
            {t('agents.partlyPaid', { from: state.payment.from, to: state.payment.to })}
          </span>
        </div>
      );
    case 'notOver':
      return isOwner ? (
        <p className="text-xs text-fog-400">{t('agents.payWhenOver', { day: payableFrom(period) })}</p>
      ) : null;
    case 'otherCurrency':
      return isOwner ? (
        <p className="text-xs text-fog-400">{t('agents.payOtherCurrency', { username, currency: agentCurrency })}</p>
      ) : null;
    default:
      return null;
  }
}

/**
 * The agent's commission per currency: the rate on their direct players' NGR when positive, and
 * whether the period is paid. The owner pays a payable one after confirming the amount, the
 * agent, the currency and the period; the server computes the amount again and pays it once.
 */
export function CommissionCards({
  activity,
  payments,
  agentCurrency,
  isOwner,
}: {
  activity: AgentActivity;
  /** The payments made to the agent; null while unknown (nothing said, nothing payable). */
  payments: readonly AgentCommissionPayment[] | null;
  /** The currency of the agent's balance, where a payment goes; null while unknown. */
  agentCurrency: string | null;
  isOwner: boolean;
}) {
  const { t } = useTranslation();
  const pay = usePayCommission();
  const [asking, setAsking] = useState<AgentCommission | null>(null);
  const period = { from: activity.from, to: activity.to };
  const username = activity.agent.username;
  if (activity.commission.length === 0) return <p className="text-sm text-fog-400">{t('agents.noCommission')}</p>;

  const confirm = () => {
    if (!asking) return;
    pay.mutate(
      { agentId: activity.agent.id, ...period, currency: asking.currency },
      {
        onSuccess: (paid) => {
          setAsking(null);
          notify(t('agents.payDone', { amount: formatMoney(paid.amount, paid.currency), username }), 'success');
        },
        onError: (error) => {
          setAsking(null);
          notify(payFailureText(error, t), 'error');
        },
      },
    );
  };

  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="commission">
        {activity.commission.map((row) => {
          const state = payments && commissionState({ commission: row, period, payments, agentCurrency });
          return (
            <div key={row.currency} className="card flex flex-col gap-1 p-4">
              <p className="text-xs font-semibold tracking-wide text-fog-400 uppercase">
                {t('agents.commissionIn', { currency: row.currency })}
              </p>
              <p className="text-xl font-bold text-gold-300 tabular-nums">
                <span dir="ltr">{formatMoney(row.amount, row.currency)}</span>
              </p>
              <p className="text-xs text-fog-400">
                {t('agents.commissionRule', { rate: formatRate(row.rate), ngr: formatMoney(row.ngr, row.currency) })}
              </p>
              {state ? (
                <PaymentLine
                  state={state}
                  period={period}
                  username={username}
                  isOwner={isOwner}
                  agentCurrency={agentCurrency}
                />
              ) : null}
              {isOwner && state?.kind === 'payable' ? (
                <Button size="sm" className="mt-2 self-start" onClick={() => setAsking(row)}>
                  {t('agents.pay')}
                </Button>
              ) : null}
            </div>
          );
        })}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={t('agents.payTitle')}
        confirm={t('agents.pay')}
        pending={pay.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={confirm}
      >
        {asking
          ? t('agents.payConfirm', {
              amount: formatMoney(asking.amount, asking.currency),
              username,
              currency: asking.currency,
              from: period.from,
              to: period.to,
            })
          : null}
      </ConfirmDialog>
    </>
  );
}
