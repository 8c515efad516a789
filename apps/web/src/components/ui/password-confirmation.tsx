import { isApiError } from '@casino/api-client/error';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-input';
import { notifyError } from '@/lib/notify-error';

/**
 * A form for a step that cannot be undone (a self-exclusion, an account's closure): what it
 * does (`children`), a tick that the player understands, and the password. A wrong password
 * (incorrect_old_password) is said under its field; any other error in a toast.
 */
export function PasswordConfirmation({
  testId,
  children,
  understood: understoodLabel,
  wrongPassword: wrongPasswordText,
  submit,
  confirm,
  onConfirmed,
}: {
  testId: string;
  children: ReactNode;
  understood: string;
  wrongPassword: string;
  submit: string;
  /** Sends the step with the password; rejects as the API does. */
  confirm: (password: string) => Promise<unknown>;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [wrongPassword, setWrongPassword] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <form
      noValidate
      data-testid={testId}
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setWrongPassword(false);
        setPending(true);
        confirm(password)
          .then(onConfirmed, (error: unknown) =>
            isApiError(error) && error.code === 'incorrect_old_password' ? setWrongPassword(true) : notifyError(error),
          )
          .finally(() => setPending(false));
      }}
    >
      {children}
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={wrongPassword ? wrongPasswordText : undefined}
      />
      <Checkbox
        label={understoodLabel}
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      <Button
        type="submit"
        variant="danger"
        disabled={!understood || password === ''}
        loading={pending}
        className="self-start"
      >
        {submit}
      </Button>
    </form>
  );
}
