import { type Jackpot, JACKPOT_POLL_MS, type JackpotTier } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useGrowingAmount } from '../hooks/use-growing-amount';

/** Each tier's colours: the card's edge and glow, and its gem. */
const TIER_STYLES: Record<JackpotTier, { card: string; gem: string }> = {
  diamond: { card: 'border-sky-300/40 from-sky-400/15', gem: 'from-sky-200 to-cyan-400' },
  gold: { card: 'border-gold-400/45 from-gold-400/15', gem: 'from-gold-200 to-gold-500' },
  silver: { card: 'border-slate-300/35 from-slate-300/10', gem: 'from-slate-100 to-slate-400' },
  bronze: { card: 'border-orange-400/35 from-orange-500/10', gem: 'from-orange-200 to-orange-600' },
};

function JackpotCard({ jackpot }: { jackpot: Jackpot }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const currency = jackpot.currency ?? '';
  const format = useCallback((amount: number) => formatMoney(amount, currency, locale), [currency, locale]);
  const amount = useGrowingAmount(jackpot.amount, JACKPOT_POLL_MS, format);
  const style = TIER_STYLES[jackpot.name];
  return (
    <li
      data-testid={`jackpot-${jackpot.name}`}
      className={`flex min-w-0 flex-col gap-1 rounded-2xl border bg-gradient-to-b to-ink-850 px-3 py-2.5 shadow-card sm:px-4 ${style.card}`}
    >
      <p className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wider text-fog-300">
        <span aria-hidden="true" className={`size-2.5 rotate-45 rounded-[3px] bg-gradient-to-br ${style.gem}`} />
        {t(`jackpots.tiers.${jackpot.name}`)}
      </p>
      <p className="truncate text-lg font-extrabold tabular-nums text-fog-100 sm:text-xl">
        <span ref={amount} dir="ltr" data-testid="jackpot-amount" />
      </p>
      <p className="truncate text-xs text-fog-400">
        {jackpot.winner ? t('jackpots.lastWinner', { winner: jackpot.winner }) : t('jackpots.noWinnerYet')}
      </p>
    </li>
  );
}

/**
 * The lobby's jackpot ticker (SPEC §1, §9): the pools of the player's currency, silver, gold,
 * diamond and bronze, each growing smoothly between two polls; the last winner masked.
 */
export default function JackpotTicker({ jackpots }: { jackpots: readonly Jackpot[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="jackpots-title" data-testid="jackpot-ticker" className="flex flex-col gap-2">
      <h2 id="jackpots-title" className="text-sm font-bold uppercase tracking-wider text-gold-300">
        {t('jackpots.title')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {jackpots.map((jackpot) => (
          <JackpotCard key={jackpot.name} jackpot={jackpot} />
        ))}
      </ul>
    </section>
  );
}
