import { isApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { AlertIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';

/** Over the frame's area while the sportsbook opens. */
export function FrameLoading({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="sportsbook-loading"
      className={
        overlay
          ? 'pointer-events-none absolute inset-0 grid place-items-center bg-ink-950'
          : 'absolute inset-0 grid place-items-center'
      }
    >
      <div className="flex flex-col items-center gap-3 text-gold-400">
        <Spinner size={36} />
        <span className="text-sm text-fog-400">{t('embeddedSportsbook.loading')}</span>
      </div>
    </div>
  );
}

/** The player's words for why the sportsbook did not open (the platform's codes first). */
function failureText(error: unknown, t: (key: string) => string): string {
  if (isApiError(error) && error.code === 'integration_disabled') return t('embeddedSportsbook.unavailable');
  if (isApiError(error) && error.code === 'provider_unavailable') return t('embeddedSportsbook.providerUnavailable');
  return errorText(error);
}

/** The sportsbook could not be opened: why, and a way to try again. */
export function FrameFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 grid place-items-center p-6" role="alert" data-testid="sportsbook-error">
      <div className="flex max-w-sm flex-col items-center gap-3 text-center">
        <span className="text-danger-400">
          <AlertIcon size={32} />
        </span>
        <p className="font-semibold text-fog-100">{t('embeddedSportsbook.failed')}</p>
        <p className="text-sm text-fog-400">{failureText(error, t)}</p>
        <Button variant="secondary" onClick={onRetry} data-testid="sportsbook-retry">
          {t('common.tryAgain')}
        </Button>
      </div>
    </div>
  );
}
