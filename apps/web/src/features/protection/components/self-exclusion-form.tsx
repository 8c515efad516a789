import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@casino/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordConfirmation } from '@/components/ui/password-confirmation';
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
  return (
    <PasswordConfirmation
      testId="self-exclusion-form"
      understood={t('protection.selfExclusion.understood')}
      wrongPassword={t('protection.selfExclusion.wrongPassword')}
      submit={t('protection.selfExclusion.submit')}
      confirm={(password) => exclude.mutateAsync({ period, password })}
      onConfirmed={onExcluded}
    >
      <p className="text-sm text-fog-300">{t('protection.selfExclusion.text')}</p>
      <PeriodChoice name="exclusion-period" periods={SELF_EXCLUSION_PERIODS} value={period} onChange={setPeriod} />
    </PasswordConfirmation>
  );
}
