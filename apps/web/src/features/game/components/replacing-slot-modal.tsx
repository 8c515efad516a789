import { Button } from '@casino/ui/button';
import { ChipsIcon } from '@casino/ui/icons';
import { useId } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/**
 * The replacing-slot modal (SPEC §2.9, no close button): the platform holds this game for
 * another window, perhaps one that died ("parallel running of two or more of the same game
 * unavailable", SPEC §8). The player takes it over here (that window leaves the game) or goes
 * back to the lobby; there is no third way out, so neither Escape nor the backdrop closes it.
 */
export function ReplacingSlotModal({
  title,
  onPlayHere,
  onBack,
}: {
  title: string;
  onPlayHere: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return createPortal(
    <div className="fixed inset-0 z-[70] grid place-items-center p-4" data-testid="replacing-slot-modal">
      <div aria-hidden="true" className="absolute inset-0 bg-ink-950/80 backdrop-blur-sm" />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="card relative flex w-full max-w-md flex-col items-center gap-3 px-6 py-7 text-center"
      >
        <div className="grid size-12 place-items-center rounded-full bg-gold-400/10 text-gold-300" aria-hidden="true">
          <ChipsIcon size={26} />
        </div>
        <h2 id={titleId} className="text-lg font-bold text-fog-100">
          {t('game.replacing.title')}
        </h2>
        <p id={textId} className="text-sm leading-relaxed text-fog-300">
          {t('game.replacing.text', { game: title })}
        </p>
        <p className="text-xs text-fog-400">{t('game.replacing.parallel')}</p>
        <div className="mt-3 flex w-full flex-col gap-2 sm:flex-row-reverse">
          {/* Focus lands in the dialog, on what most players want. */}
          <Button block autoFocus onClick={onPlayHere} data-testid="replacing-slot-play-here">
            {t('game.replacing.playHere')}
          </Button>
          <Button block variant="secondary" onClick={onBack} data-testid="replacing-slot-back">
            {t('game.replacing.backToLobby')}
          </Button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
