import { Button } from '@casino/ui/button';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { gridMetrics } from '../lib/grid';

/** Skeleton tiles shaped like the grid while the catalogue loads for the first time. */
export function GridSkeleton({ rows = 2 }: { rows?: number }) {
  const { t } = useTranslation();
  const { columns } = gridMetrics(typeof window === 'undefined' ? 1024 : Math.min(window.innerWidth, 1376));
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      data-testid="grid-skeleton"
      className="grid gap-3 sm:gap-4"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
    >
      {Array.from({ length: columns * rows }, (_, i) => (
        <div key={i} className="flex flex-col gap-2">
          <div className="aspect-square animate-pulse rounded-2xl bg-ink-800" />
          <div className="h-3 w-3/4 animate-pulse rounded bg-ink-800" />
          <div className="h-2.5 w-1/2 animate-pulse rounded bg-ink-800/70" />
        </div>
      ))}
    </div>
  );
}

export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-danger-400/30 bg-danger-500/10 p-6 text-center"
    >
      <p className="text-danger-400">{errorText(error)}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

export function EmptyList({ text }: { text: string }) {
  return (
    <p
      className="rounded-2xl border border-dashed border-white/10 py-14 text-center text-fog-400"
      data-testid="games-empty"
    >
      {text}
    </p>
  );
}
