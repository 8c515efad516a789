import { Notice } from '@casino/ui/card';
import { useTranslation } from 'react-i18next';
import { PasswordConfirmation } from '@/components/ui/password-confirmation';
import { useCloseAccount } from '../api/close-account';

/**
 * Closes the account for good (decision 038): a warning, a tick and the password. The balance
 * goes to the method of the last deposit once an operator confirms; the player is signed out.
 */
export function AccountClosureForm({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  const close = useCloseAccount();
  return (
    <PasswordConfirmation
      testId="account-closure-form"
      understood={t('accountClosure.understood')}
      wrongPassword={t('accountClosure.wrongPassword')}
      submit={t('accountClosure.submit')}
      confirm={(password) => close.mutateAsync({ password })}
      onConfirmed={onClosed}
    >
      <p className="text-sm text-fog-300">{t('accountClosure.text')}</p>
      <Notice tone="warning" testId="account-closure-warning">
        {t('accountClosure.warning')}
      </Notice>
    </PasswordConfirmation>
  );
}
