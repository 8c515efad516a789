import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { HistoryIcon } from '@/components/ui/icons';
import { WalletIcon } from '@/components/ui/page-icons';
import { BonusHistory } from '@/features/bonuses/components/bonus-history';
import { CashbackHistory } from '@/features/bonuses/components/cashback-history';
import { ExchangePanel } from '@/features/bonuses/components/exchange-panel';
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

export const BONUS_PAGES = {
  exchange: ExchangeBonusBalancePage,
  history: BonusHistoryPage,
  cashback: CashbackHistoryPage,
};
