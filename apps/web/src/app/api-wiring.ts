import { configureApiClient } from '@casino/api-client';
import { LOCALE_LANG } from '@casino/contracts';
import { endInvalidSession, refreshSession } from '@/features/auth/lib/session';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { currentLocale } from '@/lib/i18n';

/** The API client (packages/api-client) knows nothing of features: the app gives it the session here. */
export function wireApiClient(): void {
  configureApiClient({
    getAccessToken: () => useAuthStore.getState().session?.access,
    refreshSession,
    onSessionInvalid: () => void endInvalidSession(),
    getLanguage: () => LOCALE_LANG[currentLocale()],
    // A session whose account took a break, self-excluded or was closed (in another tab) ends too.
    endsSession: (code) => code === 'account_excluded' || code === 'account_closed',
  });
}
