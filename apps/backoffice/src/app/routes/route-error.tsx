import { Button } from '@casino/ui/button';
import { AlertIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';

/** A page that failed to load or render (a new release's chunk, a bug): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div role="alert" className="grid min-h-dvh place-items-center px-4">
      <div className="card flex max-w-md flex-col items-center gap-3 p-8 text-center">
        <AlertIcon size={32} className="text-warning-400" />
        <h1 className="text-xl font-bold text-fog-100">{t('failure.title')}</h1>
        <p className="text-sm text-fog-400">{t('failure.lead')}</p>
        <Button className="mt-2" onClick={() => window.location.reload()}>
          {t('failure.reload')}
        </Button>
      </div>
    </div>
  );
}
