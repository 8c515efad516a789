import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useParams } from 'react-router';
import { SportsbookFrame } from '@/features/embedded-sportsbook/components/sportsbook-frame';
import { resolveDgtRoute } from '@/features/embedded-sportsbook/lib/dgt-route';
import { usePageTitle } from '@/lib/use-page-title';
import { useEmbeddedSportsbook } from '../hooks/use-embedded-sportsbook';
import NotFoundPage from './not-found';

/**
 * /sport/dgt/{view}/{page?}/{id?}: the second embedded sportsbook. The address is checked
 * against the view and page rules first (lib/dgt-route.ts) and replaced when they say so.
 */
export default function SportDgtPage() {
  const { t } = useTranslation();
  const { view, page, id } = useParams();
  const { search, key } = useLocation();
  const { host, signedIn, device, onLoginRequired } = useEmbeddedSportsbook('dgt');
  const title = t('nav.sport2');
  usePageTitle(title);
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
