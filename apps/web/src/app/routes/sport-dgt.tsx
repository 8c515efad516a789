import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SportsbookFrame } from '@/features/embedded-sportsbook/components/sportsbook-frame';
import { useDeviceKind } from '@/features/embedded-sportsbook/hooks/use-device-kind';
import { resolveDgtRoute } from '@/features/embedded-sportsbook/lib/dgt-route';
import { frameHost } from '@/features/embedded-sportsbook/lib/provider';
import { useSettings } from '@/features/settings/api/get-settings';
import { signInReturningTo } from '@/lib/next-path';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/**
 * /sport/dgt/{view}/{page?}/{id?}: the second embedded sportsbook. The address is checked
 * against the view and page rules first (lib/dgt-route.ts) and replaced when they say so.
 */
export default function SportDgtPage() {
  const { t } = useTranslation();
  const { view, page, id } = useParams();
  const { pathname, search, key } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.isAuth);
  const host = frameHost(useSettings(), 'dgt');
  const device = useDeviceKind();
  const title = t('nav.sport2');
  usePageTitle(title);
  const onLoginRequired = useCallback(
    () => navigate(signInReturningTo(`${pathname}${search}`)),
    [navigate, pathname, search],
  );
  if (host.kind === 'disabled') return <NotFoundPage />;
  const resolved = resolveDgtRoute({ view, page, id, search, device });
  if (resolved.kind === 'redirect') return <Navigate to={resolved.to} replace />;
  return (
    <SportsbookFrame
      integration="dgt"
      host={host}
      signedIn={signedIn}
      layout={resolved.layout}
      route={resolved.route}
      // ?unique=1: every visit (each navigation here, even to the same address) is a new session.
      {...(resolved.unique ? { session: key } : {})}
      title={title}
      onLoginRequired={onLoginRequired}
    />
  );
}
