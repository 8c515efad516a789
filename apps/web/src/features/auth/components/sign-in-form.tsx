import { isApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { TextLink } from '@casino/ui/text-link';
import { dismissToasts, notify } from '@casino/ui/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ExcludedAnswer, LoginRequest } from '@casino/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { PasswordInput } from '@/components/ui/password-input';
import { showServerErrors } from '@/lib/notify-error';
import { useLogin } from '../api/login';
import { AccountExcluded } from './account-excluded';
import { EmailNotVerified } from './email-not-verified';

type Values = z.input<typeof LoginRequest>;

/**
 * Username-or-e-mail + password (SPEC §3 Login form). `selfExcludedActions`: what a
 * self-excluded player may still do with the credentials typed (composed by the app).
 */
export function SignInForm({
  onSignedIn,
  selfExcludedActions,
}: {
  onSignedIn: () => void;
  selfExcludedActions?: (credentials: LoginRequest) => ReactNode;
}) {
  const { t } = useTranslation();
  const login = useLogin();
  const [unverified, setUnverified] = useState<string | null>(null);
  const [excluded, setExcluded] = useState<{ answer: ExcludedAnswer; credentials: LoginRequest } | null>(null);
  const form = useForm<Values, unknown, LoginRequest>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;

  // The toasts of failed attempts: a successful sign-in takes them away.
  const failures = useRef(new Set<string>());

  const onSubmit = form.handleSubmit(async (values) => {
    setUnverified(null);
    setExcluded(null);
    try {
      if (await login.mutateAsync(values)) {
        dismissToasts(failures.current);
        failures.current.clear();
        onSignedIn();
      }
    } catch (error) {
      if (isApiError(error) && error.code === 'no_active_account') {
        failures.current.add(notify(t('auth.invalidCredentials'), 'warning'));
      } else if (isApiError(error) && error.code === 'email_not_verified') {
        setUnverified(values.username);
      } else if (isApiError(error) && error.code === 'account_excluded') {
        setExcluded({ answer: error.body as ExcludedAnswer, credentials: values });
      } else {
        showServerErrors(error, form.setError, ['username', 'password']).forEach((id) => failures.current.add(id));
      }
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('auth.signInTitle')}
      data-testid="sign-in-form"
      className="flex flex-col gap-4"
    >
      <Input
        label={t('auth.usernameOrEmail')}
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        error={errors.username?.message}
        {...form.register('username')}
      />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
      {unverified !== null && <EmailNotVerified identifier={unverified} />}
      {excluded && <AccountExcluded {...excluded} selfExcludedActions={selfExcludedActions} />}
      <Button type="submit" size="lg" block loading={login.isPending}>
        {t('auth.signIn')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <TextLink to="/forgot-password">{t('auth.forgotPassword')}</TextLink>
        <span className="text-fog-400">
          {t('auth.noAccount')} <TextLink to="/sign-up">{t('auth.signUp')}</TextLink>
        </span>
      </div>
    </form>
  );
}
