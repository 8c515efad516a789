import { REPORT_MAX_DAYS } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { Spinner } from '@casino/ui/spinner';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { useCurrencies } from './api/get-currencies';
import { useGgrReport } from './api/get-ggr-report';
import { DownloadButton } from './components/download-button';
import { GgrBreakdown } from './components/ggr-breakdown';
import { GgrByDay } from './components/ggr-by-day';
import { PaymentsReportSection } from './components/payments-report';
import { PlayersReportSection } from './components/players-report';
import { Section } from './components/section';
import { defaultFilters, type ReportFilters, rangeProblem } from './lib/range';

/** The owner's reports: GGR and NGR (by day as a chart, by game, provider and sport), payments, active players; each as CSV. */
export default function ReportsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.reports.title'));
  const [draft, setDraft] = useState<ReportFilters>(defaultFilters);
  const filters = useDeferredValue(draft);
  const problem = rangeProblem(draft);
  const enabled = !problem && !!filters.from && !!filters.to;
  const currencies = useCurrencies();
  const byDay = useGgrReport(filters, 'day', enabled);
  const set = (field: keyof ReportFilters) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [field]: event.target.value });
  const errorOf = (field: 'from' | 'to') =>
    problem?.field === field ? t(`reports.range.${problem.reason}`, { days: REPORT_MAX_DAYS }) : undefined;

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8">
      <PageHeader title={t('screens.reports.title')} lead={t('screens.reports.description')} />
      <form
        className="card grid gap-3 p-4 sm:grid-cols-3"
        aria-label={t('reports.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Input
          type="date"
          label={t('reports.from')}
          value={draft.from}
          max={draft.to}
          onChange={set('from')}
          error={errorOf('from')}
          required
        />
        <Input
          type="date"
          label={t('reports.to')}
          value={draft.to}
          min={draft.from}
          onChange={set('to')}
          error={errorOf('to')}
          required
        />
        <Select
          label={t('reports.currency')}
          value={draft.currency}
          onChange={set('currency')}
          options={[
            { value: '', label: t('reports.allCurrencies') },
            ...(currencies.data ?? []).map((code) => ({ value: code, label: code })),
          ]}
        />
        <p className="text-xs text-fog-400 sm:col-span-3">{t('reports.utcNote', { days: REPORT_MAX_DAYS })}</p>
      </form>

      <div className={cn('flex flex-col gap-8 transition-opacity', problem && 'opacity-50')} aria-busy={!!problem}>
        <Section
          id="ggr-title"
          title={t('reports.ggrByDay')}
          actions={<DownloadButton download={{ report: 'ggr', filters, by: 'day' }} disabled={!enabled} />}
        >
          <p className="text-sm text-fog-400">{t('reports.definitions')}</p>
          {byDay.isError ? <p className="text-danger-400">{errorText(byDay.error)}</p> : null}
          {byDay.isPending && enabled ? <Spinner /> : null}
          {byDay.data ? <GgrByDay report={byDay.data} /> : null}
        </Section>

        <GgrBreakdown filters={filters} enabled={enabled} />
        <PaymentsReportSection filters={filters} enabled={enabled} />
        <PlayersReportSection filters={filters} enabled={enabled} />
      </div>
    </div>
  );
}
