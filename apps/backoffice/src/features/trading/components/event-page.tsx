import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePageTitle } from '@/lib/use-page-title';
import { useEvent } from '../api/get-event';
import { failureText, formatAmount } from '../lib/texts';
import { EventActions } from './event-actions';
import { EventBadges } from './event-badges';
import { LiabilityTable } from './liability-table';
import { MarketsPanel } from './markets-panel';
import { ResultForm } from './result-form';

/** One event for the trader: its state and score, its markets, its result, and what it may cost. */
export function EventPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const event = useEvent(id, lang);
  usePageTitle(event.data?.name ?? t('screens.trading.title'));
  if (event.isPending) return <Spinner />;
  if (event.isError)
    return (
      <p role="alert" className="text-danger-400">
        {failureText(event.error)}
      </p>
    );
  const e = event.data;
  const score = e.scoreboard;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6" data-testid="trading-event">
      <Link to="/trading" className="text-sm text-fog-400 hover:text-fog-100">
        {t('trading.back')}
      </Link>
      <PageHeader title={e.name} lead={`${e.sportName} · ${e.category} · ${e.league} · ${formatDateTime(e.startsAt)}`}>
        <EventBadges event={e} />
      </PageHeader>
      <div className="grid gap-4 md:grid-cols-3">
        <div className="card p-5">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('trading.liability')}</p>
          <p className="mt-1 text-2xl font-bold text-fog-100 tabular-nums" data-testid="event-liability">
            {formatAmount(e.liability)}
          </p>
        </div>
        <div className="card p-5 md:col-span-2">
          <p className="text-xs tracking-wide text-fog-400 uppercase">{t('trading.score')}</p>
          <p className="mt-1 text-2xl font-bold text-fog-100 tabular-nums" dir="ltr">
            {score ? `${score.score.home} – ${score.score.away}` : '—'}
          </p>
          {score?.clock ? <p className="text-sm text-fog-400">{score.clock}</p> : null}
        </div>
      </div>
      <EventActions event={e} />
      <MarketsPanel event={e} />
      <ResultForm key={JSON.stringify(e.result)} event={e} />
      <LiabilityTable markets={e.liabilityByMarket} />
    </div>
  );
}
