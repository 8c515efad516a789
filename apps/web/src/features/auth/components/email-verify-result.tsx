import { Notice } from '@casino/ui/card';
import { Spinner } from '@casino/ui/spinner';
import { TextLink } from '@casino/ui/text-link';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SCOPE } from '@/lib/query-client';
import { useVerifyEmail } from '../api/verify-email';
import { useAuthStore } from '../stores/auth-store';

/** Confirms an e-mail link: a new account's address, or a changed address (purpose). */
export function EmailVerifyResult({ token }: { token: string }) {
  const { t } = useTranslation();
  const isAuth = useAuthStore((s) => s.isAuth);
  const client = useQueryClient();
  const result = useVerifyEmail(token);

  useEffect(() => {
    // A changed address shows up in the header/profile straight away.
    if (result.data?.purpose === 'change_email' && isAuth) {
      void client.invalidateQueries({ queryKey: [USER_SCOPE] });
    }
  }, [result.data, isAuth, client]);

  if (result.isPending) {
    return (
      <div role="status" className="flex items-center gap-3 text-fog-400">
        <Spinner className="text-gold-400" /> {t('auth.verifying')}
      </div>
    );
  }
  if (result.isError) {
    return (
      <div className="flex flex-col gap-4" data-testid="verify-error">
        <Notice tone="error">{t('auth.verifyError')}</Notice>
        <div className="flex flex-wrap gap-4 text-sm">
          <TextLink to="/resend-email">{t('auth.resendEmail')}</TextLink>
          {!isAuth && <TextLink to="/auth/sign-in">{t('auth.signIn')}</TextLink>}
        </div>
      </div>
    );
  }
  const changed = result.data.purpose === 'change_email';
  return (
    <div className="flex flex-col gap-4" data-testid="verify-success">
      <Notice tone="success">
        {changed
          ? t('auth.emailChangeConfirmed', { email: result.data.email })
          : t('auth.verifySuccess', { email: result.data.email })}
      </Notice>
      {isAuth ? (
        <TextLink to={changed ? '/profile/user-info' : '/slots/casino'}>{t('common.continue')}</TextLink>
      ) : (
        <TextLink to="/auth/sign-in">{t('auth.signIn')}</TextLink>
      )}
    </div>
  );
}
