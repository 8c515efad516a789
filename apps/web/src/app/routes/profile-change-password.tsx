import { Card } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/page-icons';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ChangePasswordForm } from '@/features/profile/components/change-password-form';
import { usePageTitle } from '@/lib/use-page-title';

export default function ProfileChangePasswordPage() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  usePageTitle(t('menu.items.changePassword'));
  return (
    <Card title={t('menu.items.changePassword')} icon={<LockIcon />}>
      <ChangePasswordForm personal={user ? [user.username, user.email, user.firstName, user.lastName] : []} />
    </Card>
  );
}
