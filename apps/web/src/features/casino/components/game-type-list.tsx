import type { GameType } from '@casino/contracts';
import { GridIcon, RocketIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { useCatalogue } from '../hooks/use-catalogue';
import { useFavouriteGames } from '../hooks/use-favourite-games';
import { GamesSection } from './games-section';
import { LobbyTabs } from './lobby-tabs';

/** /slots/{gameType} and /virtual-games: every game of one kind (slots, table, live, virtual). */
export function GameTypeList({ gameType, isAuth }: { gameType: GameType; isAuth: boolean }) {
  const { t } = useTranslation();
  const catalogue = useCatalogue();
  const favourites = useFavouriteGames(isAuth);
  return (
    <div className="flex flex-col gap-6">
      <LobbyTabs available={catalogue.available} />
      <GamesSection
        title={t(`casino.gameTypes.${gameType}`)}
        icon={gameType === 'virtual' ? <RocketIcon size={22} /> : <GridIcon size={22} />}
        games={catalogue.games.filter((game) => game.format === gameType)}
        loading={catalogue.loading}
        error={catalogue.error}
        onRetry={catalogue.retry}
        emptyText={t('casino.empty.section')}
        favouriteOf={favourites.favouriteOf}
        headingLevel={1}
      />
    </div>
  );
}
