import { Button } from '@casino/ui/button';
import { CloseIcon } from '@casino/ui/icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { hideNotice, isNoticeDue, isStandalone, noticeReturnsAt, promptInstall } from '../lib/install';

/**
 * SPEC §1: the notice offering to install the app, on browsers that offer an install
 * (`beforeinstallprompt`). Hiding it keeps it away for CACHE.pwaNoticeMs (30 min), across reloads;
 * the installed app never shows it. Mounted by the app layout once the browser has offered.
 */
export default function InstallNotice() {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  const [due, setDue] = useState(() => isNoticeDue());

  useEffect(() => {
    if (due) return;
    // Back on its own once the delay is over, the page still open.
    const timer = setTimeout(() => setDue(true), Math.max(noticeReturnsAt() - Date.now(), 0));
    return () => clearTimeout(timer);
  }, [due]);

  if (!prompt || !due || isStandalone()) return null;
  const hide = () => {
    hideNotice();
    setDue(false);
  };
  return (
    <aside
      aria-labelledby="pwa-notice-title"
      data-testid="pwa-notice"
      className="fixed inset-x-3 bottom-3 z-40 flex items-start gap-3 rounded-2xl border border-gold-400/20 bg-ink-800/95 p-4 shadow-2xl backdrop-blur-md sm:inset-x-auto sm:end-4 sm:bottom-4 sm:w-96"
    >
      <img src="/icons/icon-192.png" alt="" width={44} height={44} className="shrink-0 rounded-xl" />
      <div className="min-w-0 flex-1">
        <h2 id="pwa-notice-title" className="text-sm font-bold text-fog-100">
          {t('pwa.notice.title')}
        </h2>
        <p className="mt-1 text-xs text-fog-300">{t('pwa.notice.text')}</p>
        <div className="mt-3 flex gap-2">
          <Button size="sm" onClick={() => void promptInstall().catch(() => {})}>
            {t('pwa.notice.install')}
          </Button>
          <Button size="sm" variant="ghost" onClick={hide}>
            {t('pwa.notice.later')}
          </Button>
        </div>
      </div>
      <button
        type="button"
        onClick={hide}
        aria-label={t('pwa.notice.hide')}
        className="-m-1 shrink-0 cursor-pointer rounded-lg p-1 text-fog-400 hover:bg-white/5 hover:text-fog-100"
      >
        <CloseIcon size={18} />
      </button>
    </aside>
  );
}
