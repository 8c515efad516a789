import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { usePlayersReport } from '../api/get-players-report';
import { formatCount, formatDay } from '../lib/format-report';
import type { ReportFilters } from '../lib/range';
import { BarChart } from './bar-chart';
import { DownloadButton } from './download-button';
import { NumTh, Section, Stat } from './section';

/** Players who staked real money: per day as a chart and a table, and over the whole range. */
export function PlayersReportSection({ filters, enabled }: { filters: ReportFilters; enabled: boolean }) {
  const { t } = useTranslation();
  const report = usePlayersReport(filters, enabled);
  const data = report.data;
  const title = t('reports.activeChart');
  const peak = data ? Math.max(0, ...data.rows.map((row) => row.active)) : 0;
  return (
    <Section
      id="players-title"
      title={t('reports.activePlayers')}
      actions={<DownloadButton download={{ report: 'players', filters }} disabled={!enabled} />}
    >
      {report.isError ? <p className="text-danger-400">{errorText(report.error)}</p> : null}
      {report.isPending && enabled ? <Spinner /> : null}
      {data ? (
        <div className="grid gap-4 lg:grid-cols-[16rem_1fr]">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-1 lg:content-start">
            <Stat
              label={t('reports.activeTotal')}
              value={formatCount(data.active_total)}
              hint={t('reports.activeTotalHint')}
            />
            <Stat label={t('reports.activePeak')} value={formatCount(peak)} />
          </div>
          <figure className="card flex min-w-0 flex-col gap-3 p-4">
            <figcaption className="font-semibold text-fog-100">{title}</figcaption>
            <BarChart
              title={title}
              labels={data.rows.map((row) => formatDay(row.day))}
              bars={{ label: t('reports.activePlayers'), values: data.rows.map((row) => row.active) }}
              format={formatCount}
              axisFormat={formatCount}
              whole
            />
            <details className="text-sm">
              <summary className="cursor-pointer text-gold-300">{t('reports.showNumbers')}</summary>
              <div className="mt-3 max-h-72 overflow-y-auto">
                <table className="w-full text-sm">
                  <caption className="sr-only">{title}</caption>
                  <thead>
                    <tr>
                      <Th>{t('reports.day')}</Th>
                      <NumTh>{t('reports.activePlayers')}</NumTh>
                    </tr>
                  </thead>
                  <tbody>
                    {data.rows.map((row) => (
                      <tr key={row.day}>
                        <Td>{formatDay(row.day)}</Td>
                        <Td className="text-end tabular-nums">{formatCount(row.active)}</Td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
          </figure>
        </div>
      ) : null}
    </Section>
  );
}
