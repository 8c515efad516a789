import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { MailIcon } from '@/components/ui/page-icons';
import { ResendEmailForm } from '@/features/auth/components/resend-email-form';
import { AuthPage } from '../layouts/auth-page';

export default function ResendEmailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <AuthPage title={t('auth.resendTitle')} subtitle={t('auth.resendSubtitle')} icon={<MailIcon />}>
      <ResendEmailForm
        defaultEmail={params.get('email') ?? ''}
        onSent={(email) => navigate(`/verify-email?email=${encodeURIComponent(email)}`)}
      />
    </AuthPage>
  );
}
