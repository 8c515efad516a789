import { Card } from '@casino/ui/card';
import { HistoryIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@/components/ui/page-icons';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { BalanceOverview } from '@/features/cashier/components/balance-overview';
import { PaymentHistory } from '@/features/cashier/components/payment-history';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/cashier: balances, the ways in and out, and the payment history. */
export default function ProfileCashierPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.cashier'));
  const user = useAuthStore((s) => s.user);
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('menu.items.cashier')} icon={<WalletIcon />}>
        <BalanceOverview balance={user?.balance ?? 0} bonus={user?.bonusBalance ?? 0} currency={user?.currency ?? ''} />
      </Card>
      <Card title={t('cashier.paymentHistory')} icon={<HistoryIcon />} headingLevel={2}>
        <PaymentHistory />
      </Card>
    </div>
  );
}
