import type { PromoReward } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { formatMoney } from '@/lib/money';

/** What a promo code grants, in one line of the player's language. */
export function rewardText(t: TFunction, reward: PromoReward): string {
  switch (reward.kind) {
    case 'bonus':
      return t('bonus.promo.rewards.bonus', { amount: formatMoney(reward.amount, reward.currency) });
    case 'free_spins':
      return t('bonus.promo.rewards.freeSpins', {
        count: reward.spins,
        game: reward.gameName ?? reward.gameId,
        bet: formatMoney(reward.bet, reward.currency),
      });
    case 'free_bet':
      return t('bonus.promo.rewards.freeBet', { amount: formatMoney(reward.amount, reward.currency) });
  }
}
