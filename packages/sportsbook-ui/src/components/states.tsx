import type { ApiError } from '../lib/api';
import { t } from '../lib/i18n';
import { errorText } from './errors';
import { AlertIcon } from './icons';

/** Rows that shimmer while a list loads. */
export function Skeleton({ rows = 6, variant = 'row' }: { rows?: number; variant?: 'row' | 'card' }) {
  return (
    <div className={`skeleton skeleton--${variant}`} aria-busy="true" aria-label={t('common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton__item" />
      ))}
    </div>
  );
}

export function ErrorState({ error, retry }: { error: ApiError; retry?: () => void }) {
  return (
    <div className="state state--error" role="alert">
      <AlertIcon size={22} />
      <p>{error.code === 'network' || error.code === 'timeout' ? t('error.network') : errorText(error.code)}</p>
      {retry && (
        <button type="button" className="button button--ghost" onClick={retry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  );
}

export function EmptyState({ text, hint }: { text: string; hint?: string }) {
  return (
    <div className="state">
      <p>{text}</p>
      {hint && <small>{hint}</small>}
    </div>
  );
}
