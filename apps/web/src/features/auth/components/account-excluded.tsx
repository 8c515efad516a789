import type { ExcludedAnswer, LoginRequest } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { formatDateTime } from '@/lib/date';
import { useRequestReactivation } from '../api/request-reactivation';

/**
 * Shown when sign-in answers account_excluded (issue #23): a break until its end, or a
 * self-exclusion (its period's end, or permanent); once its period is over, the player may ask
 * an operator to reactivate the account, with the credentials just typed. `selfExcludedActions`
 * is what else a self-excluded player may do with them (the app puts the balance payout there).
 */
export function AccountExcluded({
  answer,
  credentials,
  selfExcludedActions,
}: {
  answer: ExcludedAnswer;
  credentials: LoginRequest;
  selfExcludedActions?: ((credentials: LoginRequest) => ReactNode) | undefined;
}) {
  const { t } = useTranslation();
  const ask = useRequestReactivation();
  const [asked, setAsked] = useState(false);
  const until = answer.until === null ? null : formatDateTime(answer.until);
  const text =
    answer.kind === 'break'
      ? t('protection.signIn.onBreak', { until })
      : until === null
        ? t('protection.signIn.selfExcludedPermanently')
        : t('protection.signIn.selfExcluded', { until });

  const onAsk = () =>
    ask.mutate(credentials, {
      onSuccess: () => setAsked(true),
      onError: (error) => notifyError(error),
    });

  return (
    <Notice tone="warning" testId="account-excluded">
      <p>{text}</p>
      {asked ? (
        <p className="mt-2 font-semibold" data-testid="reactivation-asked">
          {t('protection.signIn.reactivationAsked')}
        </p>
      ) : (
        answer.canRequestReactivation && (
          <Button variant="outline" size="sm" className="mt-3" onClick={onAsk} loading={ask.isPending}>
            {t('protection.signIn.askReactivation')}
          </Button>
        )
      )}
      {answer.kind === 'self_exclusion' && selfExcludedActions?.(credentials)}
    </Notice>
  );
}
