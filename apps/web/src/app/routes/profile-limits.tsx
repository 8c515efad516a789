import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/card';
import { WalletIcon } from '@/components/ui/page-icons';
import { DepositLimits } from '@/features/protection/components/deposit-limits';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/limits (SPEC §2.3, issue #23): the player's deposit limits. */
export default function ProfileLimitsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.limits'));
  return (
    <Card title={t('protection.limits.title')} icon={<WalletIcon />}>
      <DepositLimits />
    </Card>
  );
}
