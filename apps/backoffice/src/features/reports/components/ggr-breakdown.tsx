import type { GgrRow, ReportGrouping } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/format';
import { useGgrReport } from '../api/get-ggr-report';
import type { ReportFilters } from '../lib/range';
import { nextSort, type Sort, type SortColumn, sortRows } from '../lib/sort';
import { formatCount } from '../lib/format-report';
import { DownloadButton } from './download-button';
import { Section } from './section';

const GROUPINGS = ['game', 'provider', 'sport'] as const satisfies ReportGrouping[];
type Grouping = (typeof GROUPINGS)[number];

function SortHeader({
  column,
  sort,
  onSort,
  children,
  end = true,
}: {
  column: SortColumn;
  sort: Sort;
  onSort: (column: SortColumn) => void;
  children: string;
  end?: boolean;
}) {
  const active = sort.column === column;
  return (
    <Th aria-sort={active ? (sort.descending ? 'descending' : 'ascending') : 'none'}>
      <div className={cn('flex', end && 'justify-end')}>
        <button
          type="button"
          onClick={() => onSort(column)}
          className={cn(
            'inline-flex cursor-pointer items-center gap-1 uppercase hover:text-fog-100',
            active && 'text-gold-300',
          )}
        >
          {children}
          <span aria-hidden className="text-[10px]">
            {active ? (sort.descending ? '▼' : '▲') : ''}
          </span>
        </button>
      </div>
    </Th>
  );
}

/** GGR by game, provider or sport: a table sorted by a column (GGR, biggest first, to start with). */
export function GgrBreakdown({ filters, enabled }: { filters: ReportFilters; enabled: boolean }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<Grouping>('game');
  const [sort, setSort] = useState<Sort>({ column: 'ggr', descending: true });
  const report = useGgrReport(filters, by, enabled);
  const rows: GgrRow[] = report.data ? sortRows(report.data.rows, sort) : [];
  const onSort = (column: SortColumn) => setSort(nextSort(sort, column));
  const money = (row: GgrRow, value: number) => formatMoney(value, row.currency);

  return (
    <Section
      id="breakdown-title"
      title={t('reports.breakdown')}
      actions={<DownloadButton download={{ report: 'ggr', filters, by }} disabled={!enabled} />}
    >
      <div role="tablist" aria-label={t('reports.breakdown')} className="flex flex-wrap gap-2">
        {GROUPINGS.map((grouping) => (
          <button
            key={grouping}
            type="button"
            role="tab"
            aria-selected={by === grouping}
            onClick={() => setBy(grouping)}
            className={cn(
              'cursor-pointer rounded-full border px-4 py-1.5 text-sm font-semibold',
              by === grouping
                ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
                : 'border-white/10 text-fog-300 hover:bg-white/5',
            )}
          >
            {t(`reports.by.${grouping}`)}
          </button>
        ))}
      </div>
      {by === 'sport' ? <p className="text-sm text-fog-400">{t('reports.sportNote')}</p> : null}
      {report.isError ? <p className="text-danger-400">{errorText(report.error)}</p> : null}
      <Table caption={t(`reports.by.${by}`)}>
        <thead>
          <tr>
            <SortHeader column="key" sort={sort} onSort={onSort} end={false}>
              {t(`reports.column.${by}`)}
            </SortHeader>
            {by === 'provider' ? null : <Th>{t('reports.column.provider')}</Th>}
            <Th>{t('reports.currency')}</Th>
            <SortHeader column="bets" sort={sort} onSort={onSort}>
              {t('reports.bets')}
            </SortHeader>
            <SortHeader column="stakes" sort={sort} onSort={onSort}>
              {t('reports.stakes')}
            </SortHeader>
            <SortHeader column="wins" sort={sort} onSort={onSort}>
              {t('reports.wins')}
            </SortHeader>
            <SortHeader column="ggr" sort={sort} onSort={onSort}>
              {t('reports.ggr')}
            </SortHeader>
            <SortHeader column="bonus_stakes" sort={sort} onSort={onSort}>
              {t('reports.bonusStakes')}
            </SortHeader>
          </tr>
        </thead>
        <tbody data-testid="breakdown-rows">
          {rows.map((row) => (
            <tr key={`${row.currency}|${row.provider}|${row.key}`} className="hover:bg-white/[0.03]">
              {by === 'sport' ? (
                <Td className="text-start font-medium whitespace-nowrap">
                  {t(`reports.sport.${row.key}`, { defaultValue: row.key })}
                </Td>
              ) : (
                <Td dir="ltr" className="text-start font-medium whitespace-nowrap">
                  {row.key || '—'}
                </Td>
              )}
              {by === 'provider' ? null : <Td className="text-fog-300">{row.provider}</Td>}
              <Td className="text-fog-300">{row.currency}</Td>
              <Td className="text-end tabular-nums">{formatCount(row.bets)}</Td>
              <Td className="text-end whitespace-nowrap tabular-nums">{money(row, row.stakes)}</Td>
              <Td className="text-end whitespace-nowrap tabular-nums">{money(row, row.wins)}</Td>
              <Td className="text-end whitespace-nowrap tabular-nums">
                <span className={cn('font-semibold', row.ggr < 0 && 'text-danger-400')}>{money(row, row.ggr)}</span>
              </Td>
              <Td className="text-end whitespace-nowrap text-fog-400 tabular-nums">{money(row, row.bonus_stakes)}</Td>
            </tr>
          ))}
          {report.isPending ? (
            <tr>
              <td colSpan={8} className="py-8">
                <Spinner className="mx-auto" />
              </td>
            </tr>
          ) : null}
          {report.data && rows.length === 0 ? <EmptyRow columns={8}>{t('reports.noGames')}</EmptyRow> : null}
        </tbody>
      </Table>
    </Section>
  );
}
