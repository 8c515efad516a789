import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SportsbookFrame } from '@/features/embedded-sportsbook/components/sportsbook-frame';
import { useDeviceKind } from '@/features/embedded-sportsbook/hooks/use-device-kind';
import { altRoute } from '@/features/embedded-sportsbook/lib/alt-route';
import { europeanLayoutFor } from '@/features/embedded-sportsbook/lib/device';
import { frameHost } from '@/features/embedded-sportsbook/lib/provider';
import { useSettings } from '@/features/settings/api/get-settings';
import { signInReturningTo } from '@/lib/next-path';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /sport/alt/{page?}: the first embedded sportsbook (`bets` is the profile's bet history). */
export default function SportAltPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.isAuth);
  const host = frameHost(useSettings(), 'alt');
  const device = useDeviceKind();
  const title = t('embeddedSportsbook.title');
  usePageTitle(title);
  const onLoginRequired = useCallback(
    () => navigate(signInReturningTo(`${pathname}${search}`)),
    [navigate, pathname, search],
  );
  if (host.kind === 'disabled') return <NotFoundPage />;
  return (
    <SportsbookFrame
      integration="alt"
      host={host}
      signedIn={signedIn}
      layout={europeanLayoutFor(device)}
      route={altRoute(page)}
      title={title}
      onLoginRequired={onLoginRequired}
    />
  );
}
