import type { NormalisedGame } from '@casino/contracts';
import { buttonClasses } from '@casino/ui/button';
import { PlayIcon, StarIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProducerName } from '../hooks/use-producer-name';
import { gamePath } from '../lib/paths';
import { GameImage } from './game-image';

/** A slider banner for one of the top games: its art, name, description and play buttons. */
export function FeaturedSlide({ game }: { game: NormalisedGame }) {
  const { t } = useTranslation();
  const producerName = useProducerName();
  return (
    <section className="relative h-full overflow-hidden rounded-3xl border border-gold-400/15 bg-ink-850 shadow-card">
      {game.imageUrl && (
        <img
          src={game.imageUrl}
          alt=""
          aria-hidden="true"
          className="absolute inset-0 size-full scale-125 object-cover opacity-30 blur-2xl"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-ink-950/70 via-ink-950/80 to-ink-950/95" />
      <div className="relative grid h-full items-center gap-6 p-6 sm:p-10 md:grid-cols-[1fr_auto] lg:p-14">
        <div className="max-w-xl">
          <p className="mb-3 inline-flex items-center gap-2 rounded-full border border-gold-400/30 bg-gold-400/10 px-3 py-1 text-xs font-semibold tracking-wider text-gold-300 uppercase">
            <StarIcon size={14} /> {t('casino.slider.topGame')}
          </p>
          <h2 className="text-3xl leading-tight font-extrabold sm:text-5xl">
            <bdi>{game.gameName}</bdi>
          </h2>
          <p className="mt-4 line-clamp-3 text-base text-fog-300 sm:text-lg" dir="auto">
            {game.description || t('casino.slider.byProducer', { producer: producerName(game.provider) })}
          </p>
          <div className="mt-7 flex flex-wrap gap-3">
            <Link to={gamePath(game)} className={buttonClasses('primary', 'lg')}>
              <PlayIcon size={18} />
              {t('casino.tile.play')}
            </Link>
            {game.hasDemoMode && (
              <Link to={gamePath(game, true)} className={buttonClasses('secondary', 'lg')}>
                {t('casino.tile.demo')}
              </Link>
            )}
          </div>
        </div>
        <div className="mx-auto hidden size-56 overflow-hidden rounded-3xl border border-white/10 shadow-glow sm:block lg:size-64">
          <GameImage src={game.imageUrl} name={game.gameName} className="size-full" />
        </div>
      </div>
    </section>
  );
}
