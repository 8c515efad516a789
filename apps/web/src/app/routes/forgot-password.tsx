import { useTranslation } from 'react-i18next';
import { LockIcon } from '@/components/ui/page-icons';
import { PasswordResetRequestForm } from '@/features/auth/components/password-reset-request-form';
import { useSettings } from '@/features/settings/api/get-settings';
import { AuthPage } from '../layouts/auth-page';

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <AuthPage title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')} icon={<LockIcon />}>
      <PasswordResetRequestForm mailboxUrl={settings.data?.mailboxUrl} />
    </AuthPage>
  );
}
