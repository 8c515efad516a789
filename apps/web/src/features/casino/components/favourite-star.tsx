import { cn } from '@casino/ui/cn';
import { StarIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';

export function FavouriteStar({
  active,
  busy,
  onToggle,
  gameName,
}: {
  active: boolean;
  busy: boolean;
  onToggle: () => void;
  gameName: string;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onToggle}
      disabled={busy}
      aria-pressed={active}
      aria-label={t(active ? 'casino.favourites.remove' : 'casino.favourites.add', { game: gameName })}
      data-testid="favourite-star"
      className={cn(
        'grid size-9 cursor-pointer place-items-center rounded-full border transition-colors',
        'disabled:cursor-wait disabled:opacity-70',
        active
          ? 'border-gold-400/60 bg-ink-950/80 text-gold-300'
          : 'border-white/10 bg-ink-950/70 text-fog-300 hover:text-gold-300',
      )}
    >
      <StarIcon size={18} fill={active ? 'currentColor' : 'none'} />
    </button>
  );
}
