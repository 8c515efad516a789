import { isApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { TextLink } from '@casino/ui/text-link';
import { notify } from '@casino/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { PasswordResetConfirmRequest } from '@casino/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordInput } from '@/components/ui/password-input';
import { showServerErrors } from '@/lib/notify-error';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';

type Values = z.input<typeof PasswordResetConfirmRequest>;

/** New password form opened from the reset e-mail. */
export function PasswordResetConfirmForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const confirm = useConfirmPasswordReset(token);
  const [state, setState] = useState<'form' | 'done' | 'invalid'>('form');
  const form = useForm<Values, unknown, PasswordResetConfirmRequest>({
    resolver: zodResolver(PasswordResetConfirmRequest),
    defaultValues: { new_password: '', new_password2: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      setState('done');
      notify(t('auth.recoverySuccess'), 'success');
    } catch (error) {
      if (isApiError(error) && error.code === 'token_invalid') setState('invalid');
      showServerErrors(error, form.setError, ['new_password', 'new_password2']);
    }
  });

  if (state === 'done') {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="success" testId="reset-done">
          {t('auth.recoverySuccess')}
        </Notice>
        <TextLink to="/auth/sign-in">{t('auth.signIn')}</TextLink>
      </div>
    );
  }
  if (state === 'invalid') {
    return (
      <div className="flex flex-col gap-4">
        <Notice tone="error">{t('auth.recoveryError')}</Notice>
        <TextLink to="/forgot-password">{t('auth.requestNewLink')}</TextLink>
      </div>
    );
  }

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.newPasswordTitle')}
      data-testid="reset-password-form"
      className="flex flex-col gap-4"
    >
      <PasswordInput
        label={t('auth.newPassword')}
        autoComplete="new-password"
        isNew
        hint={t('auth.passwordHint')}
        error={errors.new_password?.message}
        {...form.register('new_password')}
      />
      <PasswordInput
        label={t('auth.repeatPassword')}
        autoComplete="new-password"
        error={errors.new_password2?.message}
        {...form.register('new_password2')}
      />
      <Button type="submit" size="lg" block loading={confirm.isPending}>
        {t('auth.savePassword')}
      </Button>
    </form>
  );
}
