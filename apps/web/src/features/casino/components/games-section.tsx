import type { NormalisedGame } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GameGrid } from './game-grid';
import { EmptyList, GridSkeleton, ListError } from './game-list-states';
import type { TileFavourite } from './game-tile';

/** A titled, counted grid of games with its loading, failure and empty states. */
export function GamesSection({
  title,
  icon,
  games,
  loading,
  error,
  onRetry,
  emptyText,
  favouriteOf,
  headingLevel = 2,
}: {
  title: string;
  icon?: ReactNode;
  games: readonly NormalisedGame[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyText: string;
  favouriteOf: (game: NormalisedGame) => TileFavourite;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="flex flex-col gap-4" aria-labelledby="games-section-title">
      <header className="flex items-baseline justify-between gap-3">
        <Heading
          id="games-section-title"
          className="flex items-center gap-2 text-xl font-bold text-fog-100 sm:text-2xl"
        >
          {icon && <span className="text-gold-300">{icon}</span>}
          {title}
        </Heading>
        {!loading && !error && (
          <span className="text-sm text-fog-400 tabular-nums" data-testid="games-count">
            {t('casino.count', { count: games.length })}
          </span>
        )}
      </header>
      {error && games.length === 0 ? (
        <ListError error={error} onRetry={onRetry} />
      ) : loading && games.length === 0 ? (
        <GridSkeleton />
      ) : games.length === 0 ? (
        <EmptyList text={emptyText} />
      ) : (
        <GameGrid games={games} favouriteOf={favouriteOf} />
      )}
    </section>
  );
}
