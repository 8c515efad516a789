import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { WalletIcon } from '@/components/ui/page-icons';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { HelpLimits } from '@/features/cashier/components/help-limits';
import { SystemPicker } from '@/features/cashier/components/system-picker';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/DEPOSIT: the deposit methods offered to the player's currency. */
export default function ProfileDepositPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.deposit'));
  const currency = useAuthStore((s) => s.user?.currency ?? '');
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('menu.items.deposit')} subtitle={t('cashier.chooseDeposit')} icon={<WalletIcon />}>
        <SystemPicker direction="deposit" currency={currency} />
      </Card>
      <HelpLimits direction="deposit" />
    </div>
  );
}
