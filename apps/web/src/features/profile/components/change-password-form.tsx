import { isApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequest, anyPassword, resemblesPersonalData } from '@casino/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordInput } from '@/components/ui/password-input';
import { showServerErrors } from '@/lib/notify-error';
import { fieldErrorText } from '@/lib/error-text';
import { useChangePassword } from '../api/change-password';

// The repeat is a form-only field: the mismatch is reported by toast (SPEC §5), not by zod.
const FormSchema = ChangePasswordRequest.extend({ new_password2: anyPassword });
type Values = z.input<typeof FormSchema>;

/** Old, new and repeated password; `personal` holds the username, e-mail and names to keep out. */
export function ChangePasswordForm({ personal }: { personal: readonly string[] }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<Values>({
    resolver: zodResolver(FormSchema),
    defaultValues: { old_password: '', new_password: '', new_password2: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ old_password, new_password, new_password2 }) => {
    if (new_password !== new_password2) {
      form.setError('new_password2', { type: 'client', message: 'password_mismatch' });
      notify(fieldErrorText('password_mismatch'), 'error');
      return;
    }
    if (resemblesPersonalData(new_password, personal)) {
      form.setError('new_password', { type: 'client', message: 'password_personal_data' });
      notify(fieldErrorText('password_personal_data'), 'error');
      return;
    }
    try {
      await change.mutateAsync({ old_password, new_password });
      notify(t('profile.passwordChanged'), 'success');
      form.reset();
    } catch (error) {
      if (isApiError(error) && error.code === 'incorrect_old_password') {
        form.setError('old_password', { type: 'server', message: t('errors.incorrect_old_password') });
      }
      showServerErrors(error, form.setError, ['old_password', 'new_password']);
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('menu.items.changePassword')}
      data-testid="change-password-form"
      className="flex max-w-md flex-col gap-4"
    >
      <PasswordInput
        label={t('profile.oldPassword')}
        autoComplete="current-password"
        error={errors.old_password?.message}
        {...form.register('old_password')}
      />
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
      <Button type="submit" loading={change.isPending} className="self-start">
        {t('auth.savePassword')}
      </Button>
    </form>
  );
}
