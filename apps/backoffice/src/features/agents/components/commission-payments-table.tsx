import type { AgentCommissionPayment } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { formatDateTime, formatMoney } from '@/lib/format';
import { formatRate } from '../lib/format-rate';

/** The commissions paid to the agent, latest period first: what was paid, on what, when and by whom. */
export function CommissionPaymentsTable({ payments }: { payments: readonly AgentCommissionPayment[] }) {
  const { t } = useTranslation();
  return (
    <Table caption={t('agents.paymentsTitle')}>
      <thead>
        <tr>
          <Th>{t('agents.period')}</Th>
          <Th>{t('agents.currencyColumn')}</Th>
          <Th numeric>{t('agents.figures.ngr')}</Th>
          <Th numeric>{t('agents.rateColumn')}</Th>
          <Th numeric>{t('agents.amount')}</Th>
          <Th>{t('agents.paidAt')}</Th>
          <Th>{t('agents.paidBy')}</Th>
        </tr>
      </thead>
      <tbody data-testid="commission-payments">
        {payments.map((payment) => (
          <tr key={payment.id}>
            <Td className="font-semibold whitespace-nowrap tabular-nums">
              <span dir="ltr">
                {payment.from} – {payment.to}
              </span>
            </Td>
            <Td>{payment.currency}</Td>
            <Td className="text-end whitespace-nowrap tabular-nums">{formatMoney(payment.ngr, payment.currency)}</Td>
            <Td className="text-end tabular-nums">{formatRate(payment.rate)}</Td>
            <Td className="text-end font-semibold whitespace-nowrap tabular-nums">
              {formatMoney(payment.amount, payment.currency)}
            </Td>
            <Td className="whitespace-nowrap text-fog-400">{formatDateTime(payment.paid_at)}</Td>
            <Td className="text-fog-400">{payment.paid_by_username}</Td>
          </tr>
        ))}
        {payments.length === 0 ? <EmptyRow columns={7}>{t('agents.noPayments')}</EmptyRow> : null}
      </tbody>
    </Table>
  );
}
