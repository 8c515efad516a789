import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { PasswordInput } from '@/components/ui/password-input';
import { notifyError } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useSelfExclude } from '../api/self-exclude';
import { PeriodChoice } from './period-choice';

/**
 * A self-exclusion (6 months to permanent): confirmed by a tick and the password, effective at
 * once; it stands until an operator ends it at the player's request after its period.
 */
export function SelfExclusionForm({ onExcluded }: { onExcluded: () => void }) {
  const { t } = useTranslation();
  const exclude = useSelfExclude();
  const [period, setPeriod] = useState<SelfExclusionPeriod>('6m');
  const [password, setPassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [wrongPassword, setWrongPassword] = useState(false);
  return (
    <form
      noValidate
      data-testid="self-exclusion-form"
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        setWrongPassword(false);
        exclude.mutate(
          { period, password },
          {
            onSuccess: onExcluded,
            onError: (error) =>
              isApiError(error) && error.code === 'incorrect_old_password'
                ? setWrongPassword(true)
                : notifyError(error),
          },
        );
      }}
    >
      <p className="text-sm text-fog-300">{t('protection.selfExclusion.text')}</p>
      <PeriodChoice name="exclusion-period" periods={SELF_EXCLUSION_PERIODS} value={period} onChange={setPeriod} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={wrongPassword ? t('protection.selfExclusion.wrongPassword') : undefined}
      />
      <Checkbox
        label={t('protection.selfExclusion.understood')}
        checked={understood}
        onChange={(event) => setUnderstood(event.target.checked)}
      />
      <Button
        type="submit"
        variant="danger"
        disabled={!understood || password === ''}
        loading={exclude.isPending}
        className="self-start"
      >
        {t('protection.selfExclusion.submit')}
      </Button>
    </form>
  );
}
