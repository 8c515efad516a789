import { type Jackpot, JACKPOT_POLL_MS, type JackpotTier } from '@casino/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useGrowingAmount } from '../hooks/use-growing-amount';
import { CARD_CLASSES, JackpotTickerFrame, LINE_CLASSES } from './jackpot-ticker-frame';

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
    <li data-testid={`jackpot-${jackpot.name}`} className={`${CARD_CLASSES} ${style.card}`}>
      <p className={LINE_CLASSES.tier}>
        <span aria-hidden="true" className={`size-2.5 rotate-45 rounded-[3px] bg-gradient-to-br ${style.gem}`} />
        {t(`jackpots.tiers.${jackpot.name}`)}
      </p>
      <p className={LINE_CLASSES.amount}>
        <span ref={amount} dir="ltr" data-testid="jackpot-amount" />
      </p>
      <p className={LINE_CLASSES.winner}>
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
  return (
    <JackpotTickerFrame testId="jackpot-ticker">
      {jackpots.map((jackpot) => (
        <JackpotCard key={jackpot.name} jackpot={jackpot} />
      ))}
    </JackpotTickerFrame>
  );
}
