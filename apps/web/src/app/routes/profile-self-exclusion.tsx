import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LockIcon } from '@/components/ui/page-icons';
import { AccountClosureForm } from '@/features/account-closure/components/account-closure-form';
import { logout } from '@/features/auth/lib/session';
import { ExclusionHistory } from '@/features/protection/components/exclusion-history';
import { SelfExclusionForm } from '@/features/protection/components/self-exclusion-form';
import { TakeBreakForm } from '@/features/protection/components/take-break-form';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /profile/self-exclusion (SPEC §2.3, issue #23): a break, or a self-exclusion; either signs the
 * player out at once. Apart, closing the account for good (decision 038).
 */
export default function ProfileSelfExclusionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(t('menu.items.selfExclusion'));
  const onExcluded = async () => {
    await logout({ message: t('protection.signedOut'), type: 'info', callServer: false });
    navigate('/');
  };
  const onClosed = async () => {
    await logout({ message: t('accountClosure.signedOut'), type: 'info', callServer: false });
    navigate('/');
  };
  return (
    <div className="flex flex-col gap-6">
      <Card title={t('protection.break.title')} icon={<LockIcon />}>
        <TakeBreakForm onExcluded={onExcluded} />
      </Card>
      <Card title={t('protection.selfExclusion.title')} icon={<LockIcon />} headingLevel={2}>
        <SelfExclusionForm onExcluded={onExcluded} />
      </Card>
      <ExclusionHistory />
      <Card title={t('accountClosure.title')} icon={<LockIcon />} headingLevel={2}>
        <AccountClosureForm onClosed={onClosed} />
      </Card>
    </div>
  );
}
