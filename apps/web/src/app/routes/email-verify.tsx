import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MailIcon } from '@/components/ui/page-icons';
import { EmailVerifyResult } from '@/features/auth/components/email-verify-result';
import { AuthPage } from '../layouts/auth-page';

/** /verify/:key (new account) and /email/verify/email/:token (changed address). */
export default function EmailVerifyPage() {
  const { t } = useTranslation();
  const { key, token } = useParams();
  return (
    <AuthPage title={t('auth.verifyTitle')} icon={<MailIcon />}>
      <EmailVerifyResult token={key ?? token ?? ''} />
    </AuthPage>
  );
}
