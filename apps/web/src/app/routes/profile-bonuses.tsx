import { Card } from '@casino/ui/card';
import { HistoryIcon, StarIcon } from '@casino/ui/icons';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GiftIcon, WalletIcon } from '@/components/ui/page-icons';
import { BonusHistory } from '@/features/bonuses/components/bonus-history';
import { BonusOffersPanel } from '@/features/bonuses/components/bonus-offers-panel';
import { CashbackHistory } from '@/features/bonuses/components/cashback-history';
import { ExchangePanel } from '@/features/bonuses/components/exchange-panel';
import { MyBonuses } from '@/features/bonuses/components/my-bonuses';
import { PromoCodePanel } from '@/features/bonuses/components/promo-code-panel';
import { usePageTitle } from '@/lib/use-page-title';

/** A bonus page: its card with a title (also the document's), an optional subtitle, an icon and its body. */
function bonusPage(body: ComponentType, icon: ReactNode, titleKey: string, subtitleKey?: string) {
  const Body = body;
  return function BonusPage() {
    const { t } = useTranslation();
    const title = t(titleKey);
    usePageTitle(title);
    return (
      <Card title={title} subtitle={subtitleKey && t(subtitleKey)} icon={icon}>
        <Body />
      </Card>
    );
  };
}

/**
 * The bonus pages of the profile (SPEC §2.3), in one chunk: the router loads them from one
 * place, which keeps the first page's script as small as one route would.
 */
export const BONUS_PAGES = {
  /** /profile/exchange-bonus-balance: bonus balance into cash at the operator's rate. */
  exchange: bonusPage(ExchangePanel, <WalletIcon />, 'bonus.exchange.title', 'bonus.exchange.subtitle'),
  /** /profile/bonus-history. */
  history: bonusPage(BonusHistory, <HistoryIcon />, 'bonus.history.title'),
  /** /profile/cashback-history. */
  cashback: bonusPage(CashbackHistory, <HistoryIcon />, 'bonus.cashback.title'),
  /** /profile/promocode. */
  promocode: bonusPage(PromoCodePanel, <GiftIcon />, 'bonus.promo.title', 'bonus.promo.subtitle'),
  /** /profile/bonus: every bonus on offer and where the player stands with each. */
  offers: bonusPage(BonusOffersPanel, <StarIcon />, 'bonus.offers.title', 'bonus.offers.subtitle'),
  /** /profile/user-bonus: what the player holds now. */
  mine: bonusPage(MyBonuses, <GiftIcon />, 'bonus.mine.title'),
};
