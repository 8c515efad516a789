import { DEFAULT_ROUTE } from '@casino/contracts';
import { UserIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { safeNextPath } from '@/lib/next-path';
import { AuthPage } from '../layouts/auth-page';
import { AppSignInForm } from '../sign-in-form';

export default function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A guest sent here to place a bet comes back to the bet (?next=), else to the lobby.
  const next = safeNextPath(useLocation().search) ?? DEFAULT_ROUTE;
  return (
    <AuthPage title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')} icon={<UserIcon />}>
      <AppSignInForm onSignedIn={() => navigate(next, { replace: true })} />
    </AuthPage>
  );
}
