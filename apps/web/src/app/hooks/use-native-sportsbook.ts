import { NATIVE_SPORTSBOOK } from '@casino/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSettings } from '@/features/settings/api/get-settings';
import type { SportsbookWiring } from '@/features/sportsbook/hooks/use-sportsbook-wiring';
import { useLocale } from '@/lib/i18n';
import { signInReturningTo } from '@/lib/next-path';
import { USER_SCOPE } from '@/lib/query-client';

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
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
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
      onLoginRequired: () => navigate(signInReturningTo(`${pathname}${search}`)),
      onBalanceMoved: () => void client.invalidateQueries({ queryKey: [USER_SCOPE] }),
    },
  };
}
