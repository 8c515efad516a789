import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { EmailRequest } from '@casino/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { EmailInput } from '@/components/ui/email-input';
import { showServerErrors } from '@/lib/notify-error';
import { useResendEmail } from '../api/resend-email';

/** Sends the verification link again (always answered 200, so nothing leaks). */
export function ResendEmailForm({
  defaultEmail = '',
  onSent,
}: {
  defaultEmail?: string;
  onSent?: (email: string) => void;
}) {
  const { t } = useTranslation();
  const resend = useResendEmail();
  const form = useForm<z.input<typeof EmailRequest>, unknown, EmailRequest>({
    resolver: zodResolver(EmailRequest),
    defaultValues: { email: defaultEmail },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resend.mutateAsync(values);
      notify(t('auth.resendSuccess'), 'success');
      onSent?.(values.email);
    } catch (error) {
      showServerErrors(error, form.setError, ['email']);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.resendTitle')}
      data-testid="resend-email-form"
      className="flex flex-col gap-4"
    >
      <EmailInput label={t('auth.email')} error={form.formState.errors.email?.message} {...form.register('email')} />
      <Button type="submit" size="lg" block loading={resend.isPending}>
        {t('auth.resendEmail')}
      </Button>
    </form>
  );
}
