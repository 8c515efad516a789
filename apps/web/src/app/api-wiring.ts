import { LOCALE_LANG } from '@casino/contracts';
import { endInvalidSession, refreshSession } from '@/features/auth/lib/session';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { configureApiClient } from '@/lib/api-client';
import { currentLocale } from '@/lib/i18n';

/** lib/api-client knows nothing of features: the app gives it the session here. */
export function wireApiClient(): void {
  configureApiClient({
    getAccessToken: () => useAuthStore.getState().session?.access,
    refreshSession,
    onSessionInvalid: () => void endInvalidSession(),
    getLanguage: () => LOCALE_LANG[currentLocale()],
  });
}
