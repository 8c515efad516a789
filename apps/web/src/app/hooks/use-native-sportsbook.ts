import { NATIVE_SPORTSBOOK } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSettings } from '@/features/settings/api/get-settings';
import type { SportsbookWiring } from '@/features/sportsbook/hooks/use-sportsbook-wiring';
import { useLocale } from '@/lib/i18n';
import { USER_SCOPE } from '@/lib/query-client';
import { useSignInAndReturn } from './use-sign-in-and-return';

export type NativeSportsbookState =
  { status: 'loading' } | { status: 'disabled' } | { status: 'ready'; wiring: SportsbookWiring };

/**
 * What the native sportsbook needs from the rest of the site: the provider's address and
 * whether the operator has it on (settings), the signed-in player, the language, the way
 * to sign in (and come back), and the balance to refresh after a bet.
 */
export function useNativeSportsbook(): NativeSportsbookState {
  const settings = useSettings();
  const signedIn = useAuthStore((s) => s.isAuth);
  const locale = useLocale();
  const onLoginRequired = useSignInAndReturn();
  const client = useQueryClient();
  const integration = settings.data?.sportsbooks.find((sportsbook) => sportsbook.id === NATIVE_SPORTSBOOK);
  if (!settings.data) return { status: 'loading' };
  if (!integration?.enabled) return { status: 'disabled' };
  return {
    status: 'ready',
    wiring: {
      feedUrl: integration.url,
      signedIn,
      locale,
      onLoginRequired,
      onBalanceMoved: () => void client.invalidateQueries({ queryKey: [USER_SCOPE] }),
    },
  };
}
