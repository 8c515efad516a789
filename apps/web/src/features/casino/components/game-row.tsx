import type { NormalisedGame } from '@casino/contracts';
import { ChevronEndIcon } from '@casino/ui/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollRow } from '@/components/ui/scroll-row';
import { useProgressiveList } from '../hooks/use-progressive-list';
import { GameTile, type TileFavourite } from './game-tile';

/** A phone's strip and a little more; the rest follow (useProgressiveList). */
const FIRST_TILES = 4;

/** A titled strip of games (top, new, favourites) that scrolls sideways (arrows, swipe), with a link to all of them. */
export function GameRow({
  title,
  icon,
  games,
  moreTo,
  favouriteOf,
  testId,
}: {
  title: string;
  icon: ReactNode;
  games: readonly NormalisedGame[];
  moreTo: string;
  favouriteOf: (game: NormalisedGame) => TileFavourite;
  testId: string;
}) {
  const { t } = useTranslation();
  const shown = useProgressiveList(games, FIRST_TILES);
  if (games.length === 0) return null;
  return (
    // Below the fold on a phone: the browser lays out and paints a row only as it nears the screen.
    <section
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
      className="flex flex-col gap-3 [contain-intrinsic-size:auto_16rem] [content-visibility:auto]"
    >
      <header className="flex items-center justify-between gap-3">
        <h2 id={`${testId}-title`} className="flex items-center gap-2 text-lg font-bold text-fog-100 sm:text-xl">
          <span className="text-gold-300">{icon}</span>
          {title}
        </h2>
        <Link
          to={moreTo}
          className="inline-flex items-center gap-1 text-sm font-semibold text-gold-300 hover:text-gold-200"
        >
          {t('casino.rows.seeAll')}
          <ChevronEndIcon size={16} />
        </Link>
      </header>
      <ScrollRow backLabel={t('casino.rows.back')} forwardLabel={t('casino.rows.forward')}>
        {shown.map((game) => (
          <li key={game.gameId} className="w-36 shrink-0 snap-start sm:w-44 lg:w-48">
            <GameTile game={game} favourite={favouriteOf(game)} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
