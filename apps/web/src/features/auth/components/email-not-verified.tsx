import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '@/lib/notify-error';
import { useResendEmail } from '../api/resend-email';

/** Shown when sign-in answers email_not_verified: one click sends the link again. */
export function EmailNotVerified({ identifier }: { identifier: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const resend = useResendEmail();
  const isEmail = identifier.includes('@');

  const onResend = () => {
    // With a username we do not know the address: ask for it on the resend page.
    if (!isEmail) {
      navigate('/resend-email');
      return;
    }
    resend.mutate(
      { email: identifier.trim().toLowerCase() },
      {
        onSuccess: () => notify(t('auth.resendSuccess'), 'success'),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Notice tone="warning" testId="email-not-verified">
      <p>{t('errors.email_not_verified')}</p>
      <Button variant="outline" size="sm" className="mt-3" onClick={onResend} loading={resend.isPending}>
        {t('auth.resendEmail')}
      </Button>
    </Notice>
  );
}
