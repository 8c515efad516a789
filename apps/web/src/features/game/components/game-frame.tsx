import { cn } from '@casino/ui/cn';
import { ArrowBackIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/spinner';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapseIcon, ExpandIcon, ExternalIcon } from '@/components/ui/page-icons';
import { useFullscreen } from '../hooks/use-fullscreen';
import { asksForCashier } from '../lib/game-messages';
import { useGameSessionStore } from '../stores/game-session-store';

const toolButton =
  'grid size-9 shrink-0 cursor-pointer place-items-center rounded-lg text-fog-300 hover:bg-white/5 hover:text-fog-100';

/**
 * The game frame screen (SPEC §2.5): back to the previous page, the game's name, a full-screen
 * toggle and the iframe with the session address. Messages from the game's origin tell the page
 * that the balance may have changed, or ask it to open the cashier (lib/game-messages.ts); the
 * page takes no message from anywhere else.
 */
export function GameFrame({
  title,
  demo,
  onBack,
  onGameMessage,
  onOpenCashier,
  extra,
  mobile,
  onFullWindow,
}: {
  title: string;
  demo: boolean;
  onBack: () => void;
  onGameMessage?: () => void;
  /** The game asked for the cashier (a bet refused for lack of money). */
  onOpenCashier?: () => void;
  extra?: ReactNode;
  mobile: boolean;
  /** Mobile only: leave the frame for the mobile redirect screen. */
  onFullWindow?: () => void;
}) {
  const { t } = useTranslation();
  const url = useGameSessionStore((s) => s.url);
  const box = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(box);
  const origin = url ? new URL(url, window.location.href).origin : null;

  useEffect(() => {
    if (!origin || (!onGameMessage && !onOpenCashier)) return;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      if (asksForCashier(event.data)) onOpenCashier?.();
      else onGameMessage?.();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [origin, onGameMessage, onOpenCashier]);

  return (
    <div
      ref={box}
      data-testid="game-frame"
      className={cn(
        'flex flex-col overflow-hidden bg-ink-950',
        mobile
          ? // A phone on its side has no height to spare: the game covers the site's header too.
            'fixed inset-x-0 top-header bottom-0 z-40 [@media(orientation:landscape)_and_(max-height:500px)]:top-0 [@media(orientation:landscape)_and_(max-height:500px)]:z-[60]'
          : 'h-[calc(100dvh-var(--spacing-header)-5rem)] min-h-[480px] rounded-2xl border border-white/5 shadow-card',
        fullscreen.active && 'h-dvh rounded-none border-0',
      )}
    >
      {/* The one title bar: the game itself shows none inside the frame (its balance sits in its controls). */}
      <div className="flex h-11 shrink-0 items-center gap-2 border-b border-white/5 bg-ink-900 px-2">
        <button
          type="button"
          onClick={onBack}
          className={toolButton}
          aria-label={t('game.back')}
          data-testid="game-back"
        >
          <ArrowBackIcon size={20} />
        </button>
        <h1 className="min-w-0 truncate text-sm font-semibold text-fog-100 sm:text-base">
          <bdi>{title}</bdi>
        </h1>
        {demo && (
          <span className="shrink-0 rounded-full border border-gold-400/40 bg-gold-400/10 px-2 py-0.5 text-xs font-semibold text-gold-300">
            {t('game.demo')}
          </span>
        )}
        <div className="ms-auto flex items-center gap-1">
          {!mobile && extra}
          {onFullWindow && (
            <button
              type="button"
              onClick={onFullWindow}
              className={toolButton}
              aria-label={t('game.fullWindow')}
              title={t('game.fullWindow')}
              data-testid="open-full-window"
            >
              <ExternalIcon size={19} />
            </button>
          )}
          {fullscreen.supported && (
            <button
              type="button"
              onClick={fullscreen.toggle}
              className={toolButton}
              aria-pressed={fullscreen.active}
              aria-label={t(fullscreen.active ? 'game.exitFullscreen' : 'game.fullscreen')}
              data-testid="game-fullscreen"
            >
              {fullscreen.active ? <CollapseIcon size={20} /> : <ExpandIcon size={20} />}
            </button>
          )}
        </div>
      </div>
      {mobile && extra && (
        // On a phone the toolbar keeps the name; what the game adds gets a bar of its own.
        <div className="flex h-11 shrink-0 items-center justify-end gap-2 border-b border-white/5 bg-ink-900 px-2">
          {extra}
        </div>
      )}
      <div className="relative min-h-0 flex-1">
        {url ? (
          <iframe
            src={url}
            title={title}
            data-testid="game-iframe"
            allow="fullscreen; autoplay; clipboard-write"
            referrerPolicy="origin"
            className="absolute inset-0 size-full border-0 bg-ink-950"
          />
        ) : (
          <div className="absolute inset-0 grid place-items-center" role="status">
            <div className="flex flex-col items-center gap-3 text-gold-400">
              <Spinner size={36} />
              <span className="text-sm text-fog-400">{t('game.starting')}</span>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}
