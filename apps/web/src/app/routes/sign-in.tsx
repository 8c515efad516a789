import { DEFAULT_ROUTE } from '@casino/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { UserIcon } from '@/components/ui/icons';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { AuthPage } from '../layouts/auth-page';

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthPage title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')} icon={<UserIcon />}>
      <SignInForm onSignedIn={() => navigate(DEFAULT_ROUTE)} />
    </AuthPage>
  );
}
