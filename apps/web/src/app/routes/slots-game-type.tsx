import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { GameTypeList } from '@/features/casino/components/game-type-list';
import { isGameType } from '@/features/casino/lib/sections';
import { usePageTitle } from '@/lib/use-page-title';
import NotFoundPage from './not-found';

/** /slots/{gameType} (slot, table, live, virtual) and /virtual-games. */
export default function SlotsGameTypePage() {
  const { t } = useTranslation();
  const { gameType = 'virtual' } = useParams();
  const isAuth = useAuthStore((s) => s.isAuth);
  usePageTitle(isGameType(gameType) ? t(`casino.gameTypes.${gameType}`) : '');
  if (!isGameType(gameType)) return <NotFoundPage />;
  return <GameTypeList key={gameType} gameType={gameType} isAuth={isAuth} />;
}
