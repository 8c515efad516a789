import { Button } from '@casino/ui/button';
import { AlertIcon } from '@casino/ui/icons';
import { FullPageSpinner } from '@casino/ui/spinner';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { recordFailure, resetFailures, type FailureAction } from './failure-policy';

export interface FailureEffects {
  reload(): void;
  goHome(): void;
}

const browserEffects: FailureEffects = {
  reload: () => window.location.reload(),
  goHome: () => window.location.assign('/'),
};

function describe(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object' && 'statusText' in error) return String(error.statusText);
  return '';
}

/** What a render failure shows: a spinner while reloading/redirecting, else the error screen. */
export function RenderFailure({ error, effects = browserEffects }: { error: unknown; effects?: FailureEffects }) {
  const { t } = useTranslation();
  const [action, setAction] = useState<FailureAction | null>(null);
  const handled = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice in development; count each failure once.
    if (handled.current) return;
    handled.current = true;
    const next = recordFailure().action;
    setAction(next);
    if (next === 'reload') effects.reload();
    else if (next === 'redirect') effects.goHome();
  }, [effects]);

  if (action !== 'show') return <FullPageSpinner />;
  const text = describe(error);
  return (
    <main className="grid min-h-dvh place-items-center p-6" data-testid="error-screen">
      <div className="card flex max-w-lg flex-col items-center gap-4 p-8 text-center">
        <span className="grid size-14 place-items-center rounded-2xl bg-danger-500/15 text-danger-400">
          <AlertIcon size={28} />
        </span>
        <h1 className="text-xl font-bold">{t('errors.default')}</h1>
        {text && (
          <pre
            className="max-w-full overflow-auto rounded-xl bg-ink-950/70 p-3 text-start text-xs whitespace-pre-wrap text-fog-400"
            data-testid="error-text"
          >
            {text}
          </pre>
        )}
        <Button
          onClick={() => {
            resetFailures();
            effects.reload();
          }}
        >
          {t('common.tryAgain')}
        </Button>
      </div>
    </main>
  );
}
