import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SportsbookFrame } from '@/features/embedded-sportsbook/components/sportsbook-frame';
import { altRoute } from '@/features/embedded-sportsbook/lib/alt-route';
import { europeanLayoutFor } from '@/features/embedded-sportsbook/lib/device';
import { usePageTitle } from '@/lib/use-page-title';
import { useEmbeddedSportsbook } from '../hooks/use-embedded-sportsbook';
import NotFoundPage from './not-found';

/** /sport/alt/{page?}: the first embedded sportsbook (`bets` is the profile's bet history). */
export default function SportAltPage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { host, signedIn, device, onLoginRequired } = useEmbeddedSportsbook('alt');
  const title = t('embeddedSportsbook.title');
  usePageTitle(title);
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
