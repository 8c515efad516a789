import { FullPageSpinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { NativeSportsbook } from '@/features/sportsbook/components/native-sportsbook';
import { usePageTitle } from '@/lib/use-page-title';
import { useNativeSportsbook } from '../hooks/use-native-sportsbook';
import NotFoundPage from './not-found';

/** Every /sportsbook/… address (SPEC §2.6): the sportsbook reads the page from the address itself. */
export default function SportsbookRoute() {
  const { t } = useTranslation();
  const sportsbook = useNativeSportsbook();
  usePageTitle(t('nav.sport'));
  if (sportsbook.status === 'loading') return <FullPageSpinner />;
  if (sportsbook.status === 'disabled') return <NotFoundPage />;
  return <NativeSportsbook {...sportsbook.wiring} />;
}
