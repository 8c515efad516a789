import type { NormalisedGame } from '@casino/contracts';
import { lazy, Suspense, useRef } from 'react';
import { useProgressiveList } from '../hooks/use-progressive-list';
import { gridMetrics } from '../lib/grid';
import { GameTile, type TileFavourite } from './game-tile';
import { useWidth } from './use-width';

/**
 * Up to this many games are simply laid out; a longer list is virtualised. The virtualiser is
 * fetched only then, so a lobby of a few dozen games does not pay for it on its first page.
 */
export const VIRTUALISE_FROM = 60;

/** A phone's first rows of the grid; the rest follow (useProgressiveList). */
const FIRST_TILES = 6;

const VirtualGameGrid = lazy(() => import('./virtual-game-grid'));

interface GridProps {
  games: readonly NormalisedGame[];
  favouriteOf: (game: NormalisedGame) => TileFavourite;
  testId?: string;
}

function PlainGameGrid({ games, favouriteOf, testId = 'game-grid' }: GridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { columns, gap } = gridMetrics(useWidth(ref) || 1024);
  const shown = useProgressiveList(games, FIRST_TILES);
  return (
    <div
      ref={ref}
      data-testid={testId}
      data-count={games.length}
      className="grid"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`, gap }}
    >
      {shown.map((game) => (
        <GameTile key={game.gameId} game={game} favourite={favouriteOf(game)} />
      ))}
    </div>
  );
}

/** The lobby grid: as many columns as fit, tiles at least 150-180 px wide. */
export function GameGrid(props: GridProps) {
  if (props.games.length < VIRTUALISE_FROM) return <PlainGameGrid {...props} />;
  return (
    <Suspense fallback={<PlainGameGrid {...props} games={props.games.slice(0, VIRTUALISE_FROM)} />}>
      <VirtualGameGrid {...props} />
    </Suspense>
  );
}
