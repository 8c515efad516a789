import { buttonClasses } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import { useTranslation } from 'react-i18next';
import { useInstallPrompt } from '../hooks/use-install-prompt';
import { isStandalone, promptInstall } from '../lib/install';
import { isAndroidOutsideWebview } from '../lib/user-agent';
import { DownloadIcon } from './download-icon';

/**
 * SPEC §1: the Android download button, on Android outside webviews. It installs the app when
 * the browser offers it (the saved `beforeinstallprompt`), or else downloads the configured APK;
 * with neither, or in the installed app, there is no button.
 */
export default function AndroidAppButton({ className, onDone }: { className?: string; onDone?: () => void }) {
  const { t } = useTranslation();
  const prompt = useInstallPrompt();
  // The Android app's package, when the operator publishes one (README: VITE_ANDROID_APK_URL).
  const apkUrl = import.meta.env.VITE_ANDROID_APK_URL as string | undefined;
  if (typeof navigator === 'undefined' || !isAndroidOutsideWebview(navigator.userAgent) || isStandalone()) return null;
  const classes = cn(buttonClasses('outline', 'sm'), className);
  const label = (
    <>
      <DownloadIcon size={16} />
      {t('pwa.android')}
    </>
  );
  if (prompt) {
    return (
      <button
        type="button"
        className={classes}
        data-testid="android-app"
        onClick={() => {
          onDone?.();
          void promptInstall().catch(() => {});
        }}
      >
        {label}
      </button>
    );
  }
  if (!apkUrl) return null;
  return (
    <a href={apkUrl} download className={classes} data-testid="android-app" onClick={onDone}>
      {label}
    </a>
  );
}
