import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BetHistoryFrame } from '@/features/embedded-sportsbook/components/bet-history-frame';
import { frameHost } from '@/features/embedded-sportsbook/lib/provider';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/**
 * /bet-history-frame/{token}/{lang}/{hostName?}/{styleFile?}: the sportsbook's my-bets page on
 * a page of its own, outside the site's layout (router.tsx). It frames the first embedded
 * sportsbook's client (integration alt), as the profile's bet history does.
 */
export default function BetHistoryFramePage() {
  const { t } = useTranslation();
  const { token = '', lang, hostName, styleFile } = useParams();
  const host = frameHost(useSettings(), 'alt');
  usePageTitle(t('embeddedSportsbook.betHistoryTitle'));
  if (host.kind === 'disabled') return <NotFoundPage />;
  return <BetHistoryFrame host={host} token={token} lang={lang} hostName={hostName} styleFile={styleFile} />;
}
