import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { useConfirmEnrolment } from '../api/confirm-enrolment';
import { useStartEnrolment } from '../api/start-enrolment';
import { TotpEnrolmentPanel } from './totp-enrolment';

/** For a cashier or an agent without it: turn on two-factor sign-in (the QR code, then a first code). */
export function TwoFactorSetup() {
  const { t } = useTranslation();
  const start = useStartEnrolment();
  const confirm = useConfirmEnrolment();
  const [code, setCode] = useState('');
  if (!start.data)
    return (
      <Button
        variant="outline"
        size="sm"
        loading={start.isPending}
        onClick={() => start.mutate(undefined, { onError: (error) => notify(errorText(error), 'error') })}
      >
        {t('twoFactor.turnOn')}
      </Button>
    );
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate(code, {
          onSuccess: () => notify(t('twoFactor.on'), 'success'),
          onError: (error) => notify(errorText(error), 'error'),
        });
      }}
    >
      <TotpEnrolmentPanel enrolment={start.data} />
      <Input
        label={t('signIn.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <Button type="submit" size="sm" disabled={code.length !== 6} loading={confirm.isPending} className="self-start">
        {t('twoFactor.confirm')}
      </Button>
    </form>
  );
}
