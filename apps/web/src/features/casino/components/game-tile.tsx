import type { NormalisedGame } from '@casino/contracts';
import { cn } from '@casino/ui/cn';
import { PlayIcon } from '@casino/ui/icons';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducerName } from '../hooks/use-producer-name';
import { gamePath } from '../lib/paths';
import { FavouriteStar } from './favourite-star';
import { GameImage } from './game-image';

export interface TileFavourite {
  active: boolean;
  busy: boolean;
  onToggle: (game: NormalisedGame) => void;
}

/**
 * A game in the lobby: its picture (a link to real play), its producer's name, the favourite
 * star, and the real and demo buttons. The providers' pictures carry the game's name at their
 * foot, so the tile does not write it a second time (it is the tile's heading for screen
 * readers, and drawn in the picture's place if the picture fails); the buttons never cover it:
 * with a mouse they appear on hover over the picture's upper part, on touch screens they sit
 * under the picture.
 */
interface TileProps {
  game: NormalisedGame;
  favourite: TileFavourite;
  className?: string;
}

export const GameTile = memo(function GameTile({ game, favourite, className }: TileProps) {
  const { t } = useTranslation();
  const producerName = useProducerName();
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
            fallback="name"
            className="size-full transition-transform duration-300 group-hover:scale-105"
          />
        </Link>
      </div>
      <div className="min-w-0 px-0.5">
        <h3 className="sr-only">
          <bdi>{game.gameName}</bdi>
        </h3>
        <p className="truncate text-xs text-fog-400" data-testid="tile-producer">
          {producerName(game.provider)}
        </p>
      </div>
      <div
        data-testid="tile-actions"
        className={cn(
          'flex gap-2',
          // The top 74 % of the square picture: the name band at its foot stays clear.
          'pointer-fine:pointer-events-none pointer-fine:absolute pointer-fine:inset-x-0 pointer-fine:top-0 pointer-fine:aspect-[100/74]',
          'pointer-fine:items-center pointer-fine:justify-center pointer-fine:rounded-t-2xl pointer-fine:px-3',
          'pointer-fine:bg-gradient-to-b pointer-fine:from-ink-950/75 pointer-fine:to-ink-950/40',
          'transition-opacity duration-200 pointer-fine:opacity-0 pointer-fine:group-focus-within:opacity-100 pointer-fine:group-hover:opacity-100',
        )}
      >
        <Link
          to={gamePath(game)}
          data-testid="play-real"
          aria-label={t('casino.tile.playGame', { game: game.gameName })}
          className="pointer-events-auto inline-flex h-8 min-w-0 flex-1 items-center justify-center gap-1.5 rounded-lg bg-gradient-to-b from-gold-300 to-gold-500 px-2 text-xs font-bold text-ink-950 shadow-glow"
        >
          <PlayIcon size={14} className="shrink-0" />
          <span className="truncate">{t('casino.tile.play')}</span>
        </Link>
        {game.hasDemoMode && (
          <Link
            to={gamePath(game, true)}
            data-testid="play-demo"
            aria-label={t('casino.tile.demoGame', { game: game.gameName })}
            className="pointer-events-auto inline-flex h-8 min-w-0 flex-1 items-center justify-center rounded-lg border border-white/15 bg-ink-900/80 px-2 text-xs font-semibold text-fog-100 hover:border-gold-400/50"
          >
            <span className="truncate">{t('casino.tile.demo')}</span>
          </Link>
        )}
      </div>
      {/* After the buttons' layer, so the star stays on top of it. */}
      <div className="absolute end-2 top-2">
        <FavouriteStar
          active={favourite.active}
          busy={favourite.busy}
          gameName={game.gameName}
          onToggle={() => favourite.onToggle(game)}
        />
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
