import type { GgrReport, GgrRow } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { Table, Td, Th } from '@/components/table';
import { formatMoney } from '@/lib/format';
import { formatCompact, formatDay } from '../lib/format-report';
import { BarChart, ChartLegend } from './bar-chart';
import { NumTh, Stat } from './section';

/** An amount in a cell: red below zero (a span: the cell's own colour would compete with it). */
function Amount({ value, currency, strong }: { value: number | null; currency: string; strong?: boolean }) {
  return (
    <Td className="text-end whitespace-nowrap tabular-nums">
      <span className={cn(strong && 'font-semibold', value !== null && value < 0 && 'text-danger-400')}>
        {value === null ? '—' : formatMoney(value, currency)}
      </span>
    </Td>
  );
}

/** One currency's GGR and NGR over the range: its totals, the chart by day, and the same numbers in a table. */
function CurrencyBlock({ currency, days, total }: { currency: string; days: GgrRow[]; total: GgrRow }) {
  const { t } = useTranslation();
  const money = (value: number | null) => (value === null ? '—' : formatMoney(value, currency));
  const title = t('reports.chartTitle', { currency });
  return (
    <div className="flex flex-col gap-4" data-testid={`ggr-${currency}`}>
      <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-5">
        <Stat label={t('reports.ggr')} value={money(total.ggr)} tone={total.ggr < 0 ? 'bad' : undefined} />
        <Stat label={t('reports.ngr')} value={money(total.ngr)} tone={(total.ngr ?? 0) < 0 ? 'bad' : undefined} />
        <Stat label={t('reports.bonusCost')} value={money(total.bonus_cost)} />
        <Stat
          label={t('reports.stakes')}
          value={money(total.stakes)}
          hint={t('reports.betsCount', { count: total.bets })}
        />
        <Stat label={t('reports.wins')} value={money(total.wins)} />
      </div>
      <figure className="card flex flex-col gap-3 p-4">
        <figcaption className="flex flex-wrap items-center justify-between gap-2">
          <span className="font-semibold text-fog-100">{title}</span>
          <ChartLegend bars={t('reports.ggr')} line={t('reports.ngr')} />
        </figcaption>
        <BarChart
          title={title}
          labels={days.map((row) => formatDay(row.key))}
          bars={{ label: t('reports.ggr'), values: days.map((row) => row.ggr) }}
          line={{ label: t('reports.ngr'), values: days.map((row) => row.ngr ?? 0) }}
          format={(value) => formatMoney(value, currency)}
          axisFormat={formatCompact}
        />
      </figure>
      <div className="max-h-96 overflow-y-auto rounded-2xl">
        <Table caption={t('reports.byDayTable', { currency })}>
          <thead className="sticky top-0">
            <tr>
              <Th>{t('reports.day')}</Th>
              <NumTh>{t('reports.stakes')}</NumTh>
              <NumTh>{t('reports.wins')}</NumTh>
              <NumTh>{t('reports.ggr')}</NumTh>
              <NumTh>{t('reports.bonusStakes')}</NumTh>
              <NumTh>{t('reports.bonusCost')}</NumTh>
              <NumTh>{t('reports.ngr')}</NumTh>
            </tr>
          </thead>
          <tbody>
            {days.map((row) => (
              <tr key={row.key} className="hover:bg-white/[0.03]">
                <Td className="whitespace-nowrap">{formatDay(row.key)}</Td>
                <Amount value={row.stakes} currency={currency} />
                <Amount value={row.wins} currency={currency} />
                <Amount value={row.ggr} currency={currency} strong />
                <Amount value={row.bonus_stakes} currency={currency} />
                <Amount value={row.bonus_cost} currency={currency} />
                <Amount value={row.ngr} currency={currency} strong />
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </div>
  );
}

/** GGR and NGR by day, a block per currency (never summed across currencies). */
export function GgrByDay({ report }: { report: GgrReport }) {
  const { t } = useTranslation();
  if (report.totals.length === 0) return <p className="card p-6 text-center text-fog-400">{t('reports.noGames')}</p>;
  return (
    <div className="flex flex-col gap-8">
      {report.totals.map((total) => (
        <CurrencyBlock
          key={total.currency}
          currency={total.currency}
          total={total}
          days={report.rows.filter((row) => row.currency === total.currency)}
        />
      ))}
    </div>
  );
}
