import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { HistoryIcon, StarIcon } from '@/components/ui/icons';
import { GiftIcon, WalletIcon } from '@/components/ui/page-icons';
import { BonusHistory } from '@/features/bonuses/components/bonus-history';
import { BonusOffersPanel } from '@/features/bonuses/components/bonus-offers-panel';
import { CashbackHistory } from '@/features/bonuses/components/cashback-history';
import { ExchangePanel } from '@/features/bonuses/components/exchange-panel';
import { MyBonuses } from '@/features/bonuses/components/my-bonuses';
import { PromoActivations } from '@/features/bonuses/components/promo-activations';
import { PromoCodeForm } from '@/features/bonuses/components/promo-code-form';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * The bonus pages of the profile (SPEC §2.3), in one chunk: the router loads them from one
 * place, which keeps the first page's script as small as one route would.
 */
function BonusPage({
  title,
  subtitle,
  icon,
  children,
}: {
  title: string;
  subtitle?: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  usePageTitle(title);
  return (
    <Card title={title} subtitle={subtitle} icon={icon}>
      {children}
    </Card>
  );
}

/** /profile/exchange-bonus-balance: bonus balance into cash at the operator's rate. */
function ExchangeBonusBalancePage() {
  const { t } = useTranslation();
  return (
    <BonusPage title={t('bonus.exchange.title')} subtitle={t('bonus.exchange.subtitle')} icon={<WalletIcon />}>
      <ExchangePanel />
    </BonusPage>
  );
}

/** /profile/bonus-history. */
function BonusHistoryPage() {
  const { t } = useTranslation();
  return (
    <BonusPage title={t('bonus.history.title')} icon={<HistoryIcon />}>
      <BonusHistory />
    </BonusPage>
  );
}

/** /profile/cashback-history. */
function CashbackHistoryPage() {
  const { t } = useTranslation();
  return (
    <BonusPage title={t('bonus.cashback.title')} icon={<HistoryIcon />}>
      <CashbackHistory />
    </BonusPage>
  );
}

/** /profile/promocode: activate a code, and the codes activated before. */
function PromoCodePage() {
  const { t } = useTranslation();
  return (
    <BonusPage title={t('bonus.promo.title')} subtitle={t('bonus.promo.subtitle')} icon={<GiftIcon />}>
      <div className="flex flex-col gap-8">
        <PromoCodeForm />
        <section className="flex flex-col gap-2" aria-labelledby="promo-activated">
          <h2 id="promo-activated" className="text-sm font-semibold uppercase tracking-wide text-fog-400">
            {t('bonus.promo.activatedList')}
          </h2>
          <PromoActivations />
        </section>
      </div>
    </BonusPage>
  );
}

/** /profile/bonus: every bonus on offer and where the player stands with each. */
function BonusesPage() {
  const { t } = useTranslation();
  return (
    <BonusPage title={t('bonus.offers.title')} subtitle={t('bonus.offers.subtitle')} icon={<StarIcon />}>
      <BonusOffersPanel />
    </BonusPage>
  );
}

/** /profile/user-bonus: what the player holds now. */
function UserBonusPage() {
  const { t } = useTranslation();
  return (
    <BonusPage title={t('bonus.mine.title')} icon={<GiftIcon />}>
      <MyBonuses />
    </BonusPage>
  );
}

export const BONUS_PAGES = {
  exchange: ExchangeBonusBalancePage,
  history: BonusHistoryPage,
  cashback: CashbackHistoryPage,
  promocode: PromoCodePage,
  offers: BonusesPage,
  mine: UserBonusPage,
};
