import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordInput } from '@/components/ui/password-input';
import { notifyError } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useCloseAccount } from '../api/close-account';

/**
 * Closes the account for good (decision 038): a warning, a tick and the password. The balance
 * goes to the method of the last deposit once an operator confirms; the player is signed out.
 */
export function AccountClosureForm({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const close = useCloseAccount();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [wrongPassword, setWrongPassword] = useState(false);
  return (
    <form
      noValidate
      data-testid="account-closure-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setWrongPassword(false);
        close.mutate(
          { password },
          {
            onSuccess: onClosed,
            onError: (error) =>
              isApiError(error) && error.code === 'incorrect_old_password'
                ? setWrongPassword(true)
                : notifyError(error),
          },
        );
      }}
    >
      <p className="text-sm text-fog-300">{t('accountClosure.text')}</p>
      <Notice tone="warning" testId="account-closure-warning">
        {t('accountClosure.warning')}
      </Notice>
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={wrongPassword ? t('accountClosure.wrongPassword') : undefined}
      />
      <Checkbox
        label={t('accountClosure.understood')}
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      <Button
        type="submit"
        variant="danger"
        disabled={!understood || password === ''}
        loading={close.isPending}
        className="self-start"
      >
        {t('accountClosure.submit')}
      </Button>
    </form>
  );
}
