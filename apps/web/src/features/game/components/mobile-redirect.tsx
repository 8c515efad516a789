import { buttonClasses } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSessionStore } from '../stores/game-session-store';

/**
 * The mobile redirect screen (SPEC §2.5): sends the browser itself to the session address, for
 * phones where a game plays better as the whole page than inside a frame.
 */
export function MobileRedirect({ title, onCancel }: { title: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const url = useGameSessionStore((s) => s.url);
  useEffect(() => {
    if (url) window.location.assign(url);
  }, [url]);
  return (
    <div
      className="mx-auto flex max-w-sm flex-col items-center gap-5 py-16 text-center"
      data-testid="mobile-redirect"
      role="status"
    >
      <Spinner size={40} className="text-gold-400" />
      <h1 className="text-xl font-bold">
        <bdi>{title}</bdi>
      </h1>
      <p className="text-fog-400">{t('game.redirecting')}</p>
      {url && (
        <a href={url} className={buttonClasses('primary', 'lg')} data-testid="mobile-redirect-link">
          {t('game.openNow')}
        </a>
      )}
      <button type="button" onClick={onCancel} className={buttonClasses('ghost')}>
        {t('common.cancel')}
      </button>
    </div>
  );
}
