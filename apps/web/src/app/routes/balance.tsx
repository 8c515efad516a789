import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@/components/ui/page-icons';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { BalanceOverview } from '@/features/cashier/components/balance-overview';
import { useSettings } from '@/features/settings/api/get-settings';
import { usePageTitle } from '@/lib/use-page-title';

/** /balance (SPEC §2.2): the player's money at a glance. */
export default function BalancePage() {
  const { t } = useTranslation();
  usePageTitle(t('cashier.balanceTitle'));
  const user = useAuthStore((s) => s.user);
  const settings = useSettings();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <Card title={t('cashier.balanceTitle')} icon={<WalletIcon />}>
        <BalanceOverview
          balance={user?.balance ?? 0}
          bonus={user?.bonusBalance ?? 0}
          currency={user?.currency ?? ''}
          canExchange={settings.data?.isTransferToBonusBalanceOn ?? false}
        />
      </Card>
    </div>
  );
}
