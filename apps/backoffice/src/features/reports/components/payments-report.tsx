import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { usePaymentsReport } from '../api/get-payments-report';
import { formatCount, formatDay } from '../lib/format-report';
import type { ReportFilters } from '../lib/range';
import { DownloadButton } from './download-button';
import { NumTh, Section, Stat } from './section';

/** Successful deposits and withdrawals per day and currency, their totals, and what waits now. */
export function PaymentsReportSection({ filters, enabled }: { filters: ReportFilters; enabled: boolean }) {
  const { t } = useTranslation();
  const report = usePaymentsReport(filters, enabled);
  const data = report.data;
  return (
    <Section
      id="payments-title"
      title={t('reports.payments')}
      actions={<DownloadButton download={{ report: 'payments', filters }} disabled={!enabled} />}
    >
      {report.isError ? <p className="text-danger-400">{errorText(report.error)}</p> : null}
      {report.isPending && enabled ? <Spinner /> : null}
      {data ? (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="payments-totals">
            {data.totals.flatMap((total) => [
              <Stat
                key={`${total.currency}-deposits`}
                label={t('reports.depositsIn', { currency: total.currency })}
                value={formatMoney(total.deposits_sum, total.currency)}
                hint={t('reports.paymentsCount', { count: total.deposits_count })}
              />,
              <Stat
                key={`${total.currency}-payouts`}
                label={t('reports.payoutsIn', { currency: total.currency })}
                value={formatMoney(total.payouts_sum, total.currency)}
                hint={t('reports.paymentsCount', { count: total.payouts_count })}
              />,
            ])}
            {data.totals.length === 0 ? (
              <p className="card col-span-full p-6 text-center text-fog-400">{t('reports.noPayments')}</p>
            ) : null}
          </div>
          <div className="flex flex-wrap items-center gap-2 text-sm" data-testid="payments-pending">
            <span className="text-fog-400">{t('reports.pendingNow')}</span>
            {data.pending.map((row) => (
              <Badge key={`${row.direction}-${row.currency}`} tone="wait">
                {t(`reports.pending.${row.direction}`, {
                  count: row.count,
                  amount: formatMoney(row.sum, row.currency),
                })}
              </Badge>
            ))}
            {data.pending.length === 0 ? <Badge tone="plain">{t('reports.nonePending')}</Badge> : null}
          </div>
          <div className="max-h-96 overflow-y-auto rounded-2xl">
            <Table caption={t('reports.payments')}>
              <thead className="sticky top-0">
                <tr>
                  <Th>{t('reports.day')}</Th>
                  <Th>{t('reports.currency')}</Th>
                  <NumTh>{t('reports.deposits')}</NumTh>
                  <NumTh>{t('reports.depositsSum')}</NumTh>
                  <NumTh>{t('reports.payouts')}</NumTh>
                  <NumTh>{t('reports.payoutsSum')}</NumTh>
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr key={`${row.day}-${row.currency}`} className="hover:bg-white/[0.03]">
                    <Td className="whitespace-nowrap">{formatDay(row.day)}</Td>
                    <Td className="text-fog-300">{row.currency}</Td>
                    <Td className="text-end tabular-nums">{formatCount(row.deposits_count)}</Td>
                    <Td className="text-end whitespace-nowrap tabular-nums">
                      {formatMoney(row.deposits_sum, row.currency)}
                    </Td>
                    <Td className="text-end tabular-nums">{formatCount(row.payouts_count)}</Td>
                    <Td className="text-end whitespace-nowrap tabular-nums">
                      {formatMoney(row.payouts_sum, row.currency)}
                    </Td>
                  </tr>
                ))}
                {data.rows.length === 0 ? <EmptyRow columns={6}>{t('reports.noPayments')}</EmptyRow> : null}
              </tbody>
            </Table>
          </div>
        </>
      ) : null}
    </Section>
  );
}
