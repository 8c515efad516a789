import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SearchGames } from '@/features/casino/components/search-games';
import { usePageTitle } from '@/lib/use-page-title';

export default function SearchSlotsPage() {
  const { t } = useTranslation();
  const isAuth = useAuthStore((s) => s.isAuth);
  usePageTitle(t('casino.search.title'));
  return <SearchGames isAuth={isAuth} />;
}
