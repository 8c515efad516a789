import type { NormalisedGame } from '@casino/contracts';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';
import { gridMetrics } from '../lib/grid';
import { GameTile, type TileFavourite } from './game-tile';
import { useWidth } from './use-width';

/**
 * The lobby grid for long lists. Only the rows near the viewport are in the DOM, so a
 * catalogue of thousands of games scrolls as smoothly as one of twenty.
 */
export default function VirtualGameGrid({
  games,
  favouriteOf,
  testId = 'game-grid',
}: {
  games: readonly NormalisedGame[];
  favouriteOf: (game: NormalisedGame) => TileFavourite;
  testId?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const width = useWidth(ref);
  // Without a mouse the play buttons sit under the picture: the rows are taller.
  const touch = !useMediaQuery('(pointer: fine)');
  const { columns, rowHeight, gap } = gridMetrics(width || 1024, touch);
  const rows = Math.ceil(games.length / columns);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    // Where the grid starts in the page, so the window's scroll maps onto its rows. Rows and
    // banners above it may arrive later and push it down: the page's size changes then too.
    const measure = () => {
      if (ref.current) setOffset(Math.round(ref.current.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [width, games.length]);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => rowHeight + gap,
    overscan: 3,
    scrollMargin: offset,
  });
  useLayoutEffect(() => virtualizer.measure(), [virtualizer, rowHeight, gap]);

  return (
    <div ref={ref} data-testid={testId} data-count={games.length}>
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            className="absolute inset-x-0 top-0 grid"
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              columnGap: gap,
              height: rowHeight,
            }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game) => (
              <GameTile key={game.gameId} game={game} favourite={favouriteOf(game)} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
