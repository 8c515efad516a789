import type { EmbeddedSportsbook } from '@casino/contracts';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useDeviceKind } from '@/features/embedded-sportsbook/hooks/use-device-kind';
import { frameHost } from '@/features/embedded-sportsbook/lib/provider';
import { useSettings } from '@/features/settings/api/get-settings';
import { useSignInAndReturn } from './use-sign-in-and-return';

/**
 * What an embedded sportsbook's page needs from the rest of the site: the integration's
 * address and whether it is on (settings), the signed-in player, the device, and the way to
 * sign in and come back to this page.
 */
export function useEmbeddedSportsbook(integration: EmbeddedSportsbook) {
  const onLoginRequired = useSignInAndReturn();
  return {
    host: frameHost(useSettings(), integration),
    signedIn: useAuthStore((s) => s.isAuth),
    device: useDeviceKind(),
    onLoginRequired,
  };
}
