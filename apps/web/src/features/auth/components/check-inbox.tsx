import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { TextLink } from '@casino/ui/text-link';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import { MailboxLink } from '@/components/mailbox-link';
import { notifyError } from '@/lib/notify-error';
import { useResendEmail } from '../api/resend-email';
import { ResendEmailForm } from './resend-email-form';

/** "Check your inbox" after sign-up: the account works once the e-mail link is opened. */
export function CheckInbox({ email, mailboxUrl }: { email: string | null; mailboxUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const resend = useResendEmail();

  return (
    <div className="flex flex-col gap-5" data-testid="check-inbox">
      <Notice tone="success">{email ? t('auth.verifyLinkSentTo', { email }) : t('auth.verifyLinkSent')}</Notice>
      <p className="text-sm text-fog-400">{t('auth.checkSpam')}</p>
      <MailboxLink url={mailboxUrl} />
      {email ? (
        <Button
          variant="outline"
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(
              { email },
              {
                onSuccess: () => notify(t('auth.resendSuccess'), 'success'),
                onError: (error) => notifyError(error),
              },
            )
          }
        >
          {t('auth.resendEmail')}
        </Button>
      ) : (
        <ResendEmailForm />
      )}
      <TextLink to="/auth/sign-in" className="text-sm">
        {t('auth.backToSignIn')}
      </TextLink>
    </div>
  );
}
