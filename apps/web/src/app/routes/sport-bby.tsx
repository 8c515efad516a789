import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SportsbookFrame } from '@/features/embedded-sportsbook/components/sportsbook-frame';
import { useDeviceKind } from '@/features/embedded-sportsbook/hooks/use-device-kind';
import { bbyRoute } from '@/features/embedded-sportsbook/lib/bby-route';
import { europeanLayoutFor } from '@/features/embedded-sportsbook/lib/device';
import { frameHost } from '@/features/embedded-sportsbook/lib/provider';
import { useSettings } from '@/features/settings/api/get-settings';
import { signInReturningTo } from '@/lib/next-path';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /sport/bby/?path=football/live: the third embedded sportsbook, its page and sport from `path`. */
export default function SportBbyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useAuthStore((s) => s.isAuth);
  const host = frameHost(useSettings(), 'bby');
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
      integration="bby"
      host={host}
      signedIn={signedIn}
      layout={europeanLayoutFor(device)}
      route={bbyRoute(params.get('path'))}
      title={title}
      onLoginRequired={onLoginRequired}
    />
  );
}
