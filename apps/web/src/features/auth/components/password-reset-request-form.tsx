import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { TextLink } from '@casino/ui/text-link';
import { notify } from '@casino/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { EmailRequest } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { MailboxLink } from '@/components/mailbox-link';
import { EmailInput } from '@/components/ui/email-input';
import { showServerErrors } from '@/lib/notify-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

/** Asks for a reset link; the server answers the same for unknown addresses (no account probing). */
export function PasswordResetRequestForm({ mailboxUrl }: { mailboxUrl: string | null | undefined }) {
  const { t } = useTranslation();
  const reset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof EmailRequest>, unknown, EmailRequest>({
    resolver: zodResolver(EmailRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync(values);
      setSentTo(values.email);
      notify(t('auth.resetEmailSent'), 'success');
    } catch (error) {
      showServerErrors(error, form.setError, ['email']);
    }
  });

  if (sentTo) {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success" testId="reset-sent">
          {t('auth.resetEmailSentTo', { email: sentTo })}
        </Notice>
        <MailboxLink url={mailboxUrl} />
        <TextLink to="/auth/sign-in">{t('auth.backToSignIn')}</TextLink>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.forgotTitle')}
      data-testid="forgot-password-form"
      className="flex flex-col gap-4"
    >
      <EmailInput label={t('auth.email')} error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" block loading={reset.isPending}>
        {t('auth.sendResetLink')}
      </Button>
      <TextLink to="/auth/sign-in" className="text-sm">
        {t('auth.backToSignIn')}
      </TextLink>
    </form>
  );
}
