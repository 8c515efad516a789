import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { LockIcon } from '@/components/ui/page-icons';
import { PasswordResetConfirmForm } from '@/features/auth/components/password-reset-confirm-form';
import { AuthPage } from '../layouts/auth-page';

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  return (
    <AuthPage title={t('auth.newPasswordTitle')} icon={<LockIcon />}>
      <PasswordResetConfirmForm token={token} />
    </AuthPage>
  );
}
