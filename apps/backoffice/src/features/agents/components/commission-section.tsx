import type { AgentActivity } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useCommissionPayments } from '../api/get-commission-payments';
import { CommissionCards } from './commission-cards';
import { CommissionPaymentsTable } from './commission-payments-table';

/**
 * The commission of the agent looked at and what was paid of it (decision 044). The owner reads
 * any agent's payments and pays; an agent reads their own payments alone (not a sub-agent's).
 */
export function CommissionSection({
  activity,
  isOwner,
  meId,
  agentCurrency,
}: {
  activity: AgentActivity;
  isOwner: boolean;
  meId: number;
  agentCurrency: string | null;
}) {
  const { t } = useTranslation();
  const readable = isOwner || activity.agent.id === meId;
  const payments = useCommissionPayments(activity.agent.id, readable);
  const list = payments.data?.results ?? null;
  return (
    <div className="flex flex-col gap-4">
      <CommissionCards activity={activity} payments={list} agentCurrency={agentCurrency} isOwner={isOwner} />
      {readable ? (
        <section aria-labelledby="payments-title" className="flex flex-col gap-2">
          <h3 id="payments-title" className="text-base font-semibold text-fog-100">
            {t('agents.paymentsTitle')}
          </h3>
          {payments.isError ? <p className="text-danger-400">{errorText(payments.error)}</p> : null}
          {list ? <CommissionPaymentsTable payments={list} /> : null}
        </section>
      ) : null}
    </div>
  );
}
