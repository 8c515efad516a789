import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SportsbookFrame } from '@/features/embedded-sportsbook/components/sportsbook-frame';
import { bbyRoute } from '@/features/embedded-sportsbook/lib/bby-route';
import { europeanLayoutFor } from '@/features/embedded-sportsbook/lib/device';
import { usePageTitle } from '@/lib/use-page-title';
import { useEmbeddedSportsbook } from '../hooks/use-embedded-sportsbook';
import NotFoundPage from './not-found';

/** /sport/bby/?path=football/live: the third embedded sportsbook, its page and sport from `path`. */
export default function SportBbyPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { host, signedIn, device, onLoginRequired } = useEmbeddedSportsbook('bby');
  const title = t('embeddedSportsbook.title');
  usePageTitle(title);
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
