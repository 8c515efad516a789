import { useTranslation } from 'react-i18next';

/** Grey rows shaped like the list while its first page loads. */
export function HistorySkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} data-testid="bonus-history-skeleton" className="flex flex-col">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex items-center justify-between gap-4 border-b border-ink-700 py-4 last:border-0">
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <div className="h-3 w-2/5 animate-pulse rounded bg-ink-800" />
            <div className="h-2.5 w-1/4 animate-pulse rounded bg-ink-800/70" />
          </div>
          <div className="h-4 w-20 animate-pulse rounded bg-ink-800" />
        </div>
      ))}
    </div>
  );
}
