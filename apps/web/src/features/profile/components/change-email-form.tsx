import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
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
import { useChangeEmail } from '../api/change-email';

/** Requests an address change; it takes effect when the link sent to the new address is opened. */
export function ChangeEmailForm({
  currentEmail,
  mailboxUrl,
}: {
  currentEmail: string;
  mailboxUrl: string | null | undefined;
}) {
  const { t } = useTranslation();
  const change = useChangeEmail();
  const [pending, setPending] = useState<string | null>(null);
  const form = useForm<z.input<typeof EmailRequest>, unknown, EmailRequest>({
    resolver: zodResolver(EmailRequest),
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    if (email === currentEmail.toLowerCase()) {
      form.setError('email', { type: 'client', message: t('profile.sameEmail') });
      return;
    }
    try {
      await change.mutateAsync({ email });
      setPending(email);
      form.reset();
      notify(t('profile.emailChangeSent', { email }), 'success');
    } catch (error) {
      showServerErrors(error, form.setError, ['email']);
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-fog-400">
        {t('profile.currentEmail')}:{' '}
        <span className="font-medium text-fog-100" dir="ltr">
          {currentEmail}
        </span>
      </p>
      {pending && (
        <Notice tone="success" testId="email-change-pending">
          {t('profile.emailChangeSent', { email: pending })}
          <div className="mt-2">
            <MailboxLink url={mailboxUrl} />
          </div>
        </Notice>
      )}
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('profile.changeEmail')}
        data-testid="change-email-form"
        className="flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <EmailInput
          label={t('profile.newEmail')}
          className="flex-1"
          error={form.formState.errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" loading={change.isPending} className="sm:mt-7">
          {t('profile.changeEmail')}
        </Button>
      </form>
    </div>
  );
}
