import { Card } from '@casino/ui/card';
import { HistoryIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@/components/ui/page-icons';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { HelpLimits } from '@/features/cashier/components/help-limits';
import { OwnPayments } from '@/features/cashier/components/payment-history';
import { SystemPicker } from '@/features/cashier/components/system-picker';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/withdraw: the payout methods, and the player's withdrawals with their live status. */
export default function ProfileWithdrawPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.withdraw'));
  const currency = useAuthStore((s) => s.user?.currency ?? '');
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('menu.items.withdraw')} subtitle={t('cashier.choosePayout')} icon={<WalletIcon />}>
        <SystemPicker direction="payout" currency={currency} />
      </Card>
      <HelpLimits direction="payout" />
      <Card title={t('cashier.myPayouts')} icon={<HistoryIcon />} headingLevel={2}>
        <OwnPayments direction="payout" />
      </Card>
    </div>
  );
}
