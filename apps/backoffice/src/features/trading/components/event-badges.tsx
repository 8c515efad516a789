import type { TradingEventSummary, TradingState } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/table';

const TONES: Record<TradingState, 'good' | 'bad' | 'wait' | 'plain'> = {
  upcoming: 'plain',
  live: 'good',
  finished: 'wait',
  settled: 'plain',
  held: 'bad',
};

/** Where the event stands, and what the operator did to it (suspended, postponed, void…). */
export function EventBadges({ event }: { event: TradingEventSummary }) {
  const { t } = useTranslation();
  const { override } = event;
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={TONES[event.state]}>{t(`trading.states.${event.state}`)}</Badge>
      {override.status ? <Badge tone="bad">{t(`trading.statuses.${override.status}`)}</Badge> : null}
      {override.suspended ? <Badge tone="bad">{t('trading.suspended')}</Badge> : null}
      {!override.suspended && override.suspendedMarkets.length > 0 ? (
        <Badge tone="wait">{t('trading.marketsSuspended', { count: override.suspendedMarkets.length })}</Badge>
      ) : null}
    </span>
  );
}
