import { TextArea } from '@casino/ui/text-area';
import { ApiError } from '@casino/api-client/error';
import type { PlayerDetail } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentStaff } from '@/lib/current-staff';
import { formatMoney } from '@/lib/format';
import { useGrantBonus } from '../api/grant-bonus';
import type { FieldCodes } from '../lib/form-errors';
import { serverFieldCodes } from '../lib/form-errors';
import { type BonusGrantDraft, bonusGrantRequest } from '../lib/grants';
import { failureText, fieldText } from '../lib/texts';
import { FormCard, Outcome } from './form-bits';

const EMPTY: BonusGrantDraft = { amount: '', way: 'grant', comment: '' };

/** Bonus money granted by hand to the chosen player, or taken back, with the reason why. */
export function BonusMoneyForm({ player }: { player: PlayerDetail | undefined }) {
  const { t } = useTranslation();
  const staff = useCurrentStaff();
  const mutation = useGrantBonus();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const set = (change: Partial<BonusGrantDraft>) => setDraft((current) => ({ ...current, ...change }));
  const currency = player?.currency ?? '';

  const submit = () => {
    if (!player) return;
    const built = bonusGrantRequest(player.id, draft, staff.role);
    setOutcome(null);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    mutation.mutate(built.data, {
      onSuccess: (answer) => {
        const amount = formatMoney(Math.abs(built.data.amount), answer.currency);
        const text = t(draft.way === 'grant' ? 'bonuses.grants.money.granted' : 'bonuses.grants.money.taken', {
          amount,
          player: player.username,
          balance: formatMoney(answer.bonusBalance, answer.currency),
        });
        setOutcome(text);
        notify(text, 'success');
        setDraft(EMPTY);
      },
      onError: (error) => {
        const fields = serverFieldCodes(error);
        if (fields) setErrors(fields);
        // Taking back more than the bonus balance holds: said under the amount too.
        else if (error instanceof ApiError && error.code === 'insufficient_funds_on_bonus_balance')
          setErrors({ amount: 'exceeds_bonus' });
        notify(failureText(error), 'error');
      },
    });
  };

  return (
    <FormCard
      title={t('bonuses.grants.money.title')}
      lead={t(staff.role === 'O' ? 'bonuses.grants.money.leadOwner' : 'bonuses.grants.money.leadOperator')}
      onSubmit={submit}
      testId="grant-bonus-form"
    >
      <fieldset className="flex flex-wrap gap-x-5 gap-y-2">
        <legend className="sr-only">{t('bonuses.grants.money.way')}</legend>
        {(['grant', 'take'] as const).map((way) => (
          <label key={way} className="flex cursor-pointer items-center gap-2 text-sm text-fog-100">
            <input
              type="radio"
              name="bonus-way"
              checked={draft.way === way}
              onChange={() => set({ way })}
              className="accent-gold-400"
            />
            {t(`bonuses.grants.money.${way}`)}
          </label>
        ))}
      </fieldset>
      <Input
        label={currency ? t('bonuses.amountIn', { currency }) : t('bonuses.amount')}
        inputMode="decimal"
        value={draft.amount}
        onChange={(event) => set({ amount: event.target.value })}
        error={fieldText(errors.amount)}
        className="sm:max-w-xs"
        data-testid="grant-bonus-amount"
      />
      <TextArea
        label={t('bonuses.grants.money.comment')}
        hint={t('bonuses.grants.money.commentHint')}
        value={draft.comment}
        maxLength={500}
        rows={2}
        onChange={(event) => set({ comment: event.target.value })}
        error={fieldText(errors.comment)}
      />
      <Button
        type="submit"
        variant={draft.way === 'take' ? 'danger' : 'primary'}
        disabled={!player}
        loading={mutation.isPending}
        className="self-start"
      >
        {t(draft.way === 'grant' ? 'bonuses.grants.money.submitGrant' : 'bonuses.grants.money.submitTake')}
      </Button>
      {outcome ? <Outcome>{outcome}</Outcome> : null}
    </FormCard>
  );
}
