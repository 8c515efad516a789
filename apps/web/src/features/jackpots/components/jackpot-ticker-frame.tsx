import { JACKPOT_DISPLAY_ORDER } from '@casino/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A pool's card; its three lines keep their height with or without text. */
export const CARD_CLASSES =
  'flex min-w-0 flex-col gap-1 rounded-2xl border bg-gradient-to-b to-ink-850 px-3 py-2.5 shadow-card sm:px-4';
export const LINE_CLASSES = {
  tier: 'flex h-4 items-center gap-2 text-xs font-semibold uppercase tracking-wider text-fog-300',
  amount: 'h-7 truncate text-lg font-extrabold tabular-nums text-fog-100 sm:text-xl',
  winner: 'h-4 truncate text-xs text-fog-400',
} as const;

/** The ticker's title and grid of cards: the live ticker's, and its placeholder's. */
export function JackpotTickerFrame({ children, testId }: { children: ReactNode; testId?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="jackpots-title" data-testid={testId} className="flex flex-col gap-2">
      <h2 id="jackpots-title" className="text-sm font-bold uppercase tracking-wider text-gold-300">
        {t('jackpots.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

/**
 * The ticker's place while the pools (or its script) load, one empty card per tier, so the lobby
 * below does not jump down when they arrive (Lighthouse's layout shift).
 */
export function JackpotTickerPlaceholder() {
  return (
    <div aria-hidden="true">
      <JackpotTickerFrame>
        {JACKPOT_DISPLAY_ORDER.map((tier) => (
          <li key={tier} className={`${CARD_CLASSES} border-white/5 from-ink-800`}>
            <span className={LINE_CLASSES.tier} />
            <span className={LINE_CLASSES.amount} />
            <span className={LINE_CLASSES.winner} />
          </li>
        ))}
      </JackpotTickerFrame>
    </div>
  );
}
