import type { EmbeddedSportsbook } from '@casino/contracts';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useDeviceKind } from '@/features/embedded-sportsbook/hooks/use-device-kind';
import { frameHost } from '@/features/embedded-sportsbook/lib/provider';
import { useSettings } from '@/features/settings/api/get-settings';
import { signInReturningTo } from '@/lib/next-path';

/**
 * What an embedded sportsbook's page needs from the rest of the site: the integration's
 * address and whether it is on (settings), the signed-in player, the device, and the way to
 * sign in and come back to this page.
 */
export function useEmbeddedSportsbook(integration: EmbeddedSportsbook) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const onLoginRequired = useCallback(
    () => navigate(signInReturningTo(`${pathname}${search}`)),
    [navigate, pathname, search],
  );
  return {
    host: frameHost(useSettings(), integration),
    signedIn: useAuthStore((s) => s.isAuth),
    device: useDeviceKind(),
    onLoginRequired,
  };
}
