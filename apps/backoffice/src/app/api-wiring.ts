import { configureApiClient } from '@casino/api-client';
import { LOCALE_LANG } from '@casino/contracts';
import { endInvalidSession, refreshSession } from '@/features/auth/lib/session';
import { sessionStore } from '@/features/auth/stores/session-store';
import { currentLocale } from '@/lib/i18n';

/** The shared API client (packages/api-client) with the console's own session. */
export function wireApiClient(): void {
  configureApiClient({
    getAccessToken: () => sessionStore.get().tokens?.access,
    refreshSession,
    onSessionInvalid: () => void endInvalidSession(),
    getLanguage: () => LOCALE_LANG[currentLocale()],
  });
}
