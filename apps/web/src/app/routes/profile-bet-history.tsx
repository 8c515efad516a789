import { FullPageSpinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { SportsbookTickets } from '@/features/sportsbook/components/native-sportsbook';
import { usePageTitle } from '@/lib/use-page-title';
import { useNativeSportsbook } from '../hooks/use-native-sportsbook';
import NotFoundPage from './not-found';

/** /profile/bet-history/sft and /profile/bet-detail/sft: the native sportsbook's tickets, or one of them. */
export default function ProfileBetHistoryPage() {
  const { t } = useTranslation();
  const sportsbook = useNativeSportsbook();
  usePageTitle(t('menu.items.betHistory'));
  if (sportsbook.status === 'loading') return <FullPageSpinner />;
  if (sportsbook.status === 'disabled') return <NotFoundPage />;
  return <SportsbookTickets {...sportsbook.wiring} />;
}
