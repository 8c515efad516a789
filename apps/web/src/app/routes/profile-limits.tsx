import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { ClockIcon, WalletIcon } from '@/components/ui/page-icons';
import { PlayerLimits } from '@/features/protection/components/player-limits';
import { RealityCheckForm } from '@/features/protection/components/reality-check-form';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/limits (SPEC §2.3, issue #23): the player's limits and reality checks. */
export default function ProfileLimitsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.limits'));
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('protection.limits.title')} icon={<WalletIcon />}>
        <PlayerLimits />
      </Card>
      <Card title={t('protection.realityCheck.title')} icon={<ClockIcon />}>
        <RealityCheckForm />
      </Card>
    </div>
  );
}
