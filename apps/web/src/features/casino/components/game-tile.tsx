import type { NormalisedGame } from '@casino/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlayIcon } from '@/components/ui/icons';
import { cn } from '@/lib/cn';
import { gamePath } from '../lib/paths';
import { FavouriteStar } from './favourite-star';
import { GameImage } from './game-image';

export interface TileFavourite {
  active: boolean;
  busy: boolean;
  onToggle: (game: NormalisedGame) => void;
}

/**
 * A game in the lobby: its picture (a link to real play), name, producer, the favourite star,
 * and the real and demo buttons, which stay visible on touch screens and appear on hover elsewhere.
 */
interface TileProps {
  game: NormalisedGame;
  favourite: TileFavourite;
  className?: string;
}

export const GameTile = memo(function GameTile({ game, favourite, className }: TileProps) {
  const { t } = useTranslation();
  return (
    <article
      className={cn('group relative flex min-w-0 flex-col gap-2', className)}
      data-testid="game-tile"
      data-game-id={game.gameId}
    >
      <div className="relative aspect-square overflow-hidden rounded-2xl border border-white/5 bg-ink-800 shadow-card">
        <Link to={gamePath(game)} tabIndex={-1} aria-hidden="true" className="block size-full">
          <GameImage
            src={game.imageUrl}
            name={game.gameName}
            className="size-full transition-transform duration-300 group-hover:scale-105"
          />
        </Link>
        <div className="absolute end-2 top-2">
          <FavouriteStar
            active={favourite.active}
            busy={favourite.busy}
            gameName={game.gameName}
            onToggle={() => favourite.onToggle(game)}
          />
        </div>
        <div
          className={cn(
            'pointer-events-none absolute inset-x-0 bottom-0 flex items-end justify-center gap-2 bg-gradient-to-t from-ink-950/95 via-ink-950/60 to-transparent p-2 pt-10',
            'transition-opacity duration-200 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100',
          )}
        >
          <Link
            to={gamePath(game)}
            data-testid="play-real"
            aria-label={t('casino.tile.playGame', { game: game.gameName })}
            className="pointer-events-auto inline-flex h-8 flex-1 items-center justify-center gap-1.5 rounded-lg bg-gradient-to-b from-gold-300 to-gold-500 px-2 text-xs font-bold text-ink-950 shadow-glow"
          >
            <PlayIcon size={14} />
            {t('casino.tile.play')}
          </Link>
          {game.hasDemoMode && (
            <Link
              to={gamePath(game, true)}
              data-testid="play-demo"
              aria-label={t('casino.tile.demoGame', { game: game.gameName })}
              className="pointer-events-auto inline-flex h-8 flex-1 items-center justify-center rounded-lg border border-white/15 bg-ink-900/80 px-2 text-xs font-semibold text-fog-100 hover:border-gold-400/50"
            >
              {t('casino.tile.demo')}
            </Link>
          )}
        </div>
      </div>
      <div className="min-w-0 px-0.5">
        <h3 className="truncate text-sm font-semibold text-fog-100" title={game.gameName}>
          <bdi>{game.gameName}</bdi>
        </h3>
        <p className="truncate text-xs text-fog-500 capitalize">{game.provider}</p>
      </div>
    </article>
  );
}, sameTile);

/** Scrolling re-renders the grid on every frame: a tile whose game and star did not change is skipped. */
function sameTile(a: TileProps, b: TileProps): boolean {
  return (
    a.game === b.game &&
    a.className === b.className &&
    a.favourite.active === b.favourite.active &&
    a.favourite.busy === b.favourite.busy &&
    a.favourite.onToggle === b.favourite.onToggle
  );
}
