import type { PlayerDetail } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useGrantFreeBet } from '../api/grant-free-bet';
import { type FieldCodes, isoToLocal, serverFieldCodes } from '../lib/form-errors';
import { type FreeBetDraft, freeBetRequest } from '../lib/grants';
import { failureText, fieldText } from '../lib/texts';
import { FormCard, Outcome } from './form-bits';

/** The sportsbook's seamless provider code: where a free bet is played (a provider's code may be typed instead). */
const SPORTSBOOK = 'sportsbook';
const inAWeek = () => isoToLocal(new Date(Date.now() + 7 * 86_400_000).toISOString());

/** A free bet for the chosen player: its stake, with the provider whose bet may use it, until a moment. */
export function FreeBetForm({ player }: { player: PlayerDetail | undefined }) {
  const { t } = useTranslation();
  const mutation = useGrantFreeBet();
  const [draft, setDraft] = useState<FreeBetDraft>(() => ({ provider: SPORTSBOOK, amount: '', expires_at: inAWeek() }));
  const [errors, setErrors] = useState<FieldCodes>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const set = (change: Partial<FreeBetDraft>) => setDraft((current) => ({ ...current, ...change }));
  const currency = player?.currency ?? '';

  const submit = () => {
    if (!player) return;
    const built = freeBetRequest(player.id, draft);
    setOutcome(null);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    mutation.mutate(built.data, {
      onSuccess: (granted) => {
        const text = t('bonuses.grants.bet.granted', {
          amount: formatMoney(granted.amount, granted.currency),
          player: player.username,
          until: formatDateTime(granted.expires_at),
        });
        setOutcome(text);
        notify(text, 'success');
        set({ amount: '' });
      },
      onError: (error) => {
        const fields = serverFieldCodes(error);
        if (fields) setErrors(fields);
        notify(failureText(error), 'error');
      },
    });
  };

  return (
    <FormCard
      title={t('bonuses.grants.bet.title')}
      lead={t('bonuses.grants.bet.lead')}
      onSubmit={submit}
      testId="grant-bet-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Input
          label={t('bonuses.provider')}
          value={draft.provider}
          dir="ltr"
          onChange={(event) => set({ provider: event.target.value })}
          error={fieldText(errors.provider)}
        />
        <Input
          label={currency ? t('bonuses.stakeIn', { currency }) : t('bonuses.stake')}
          inputMode="decimal"
          value={draft.amount}
          onChange={(event) => set({ amount: event.target.value })}
          error={fieldText(errors.amount)}
        />
        <Input
          label={t('bonuses.expiresAt')}
          type="datetime-local"
          value={draft.expires_at}
          onChange={(event) => set({ expires_at: event.target.value })}
          error={fieldText(errors.expires_at)}
          className="sm:col-span-2 sm:max-w-[calc(50%-0.5rem)]"
        />
      </div>
      <Button type="submit" disabled={!player} loading={mutation.isPending} className="self-start">
        {t('bonuses.grants.bet.submit')}
      </Button>
      {outcome ? <Outcome>{outcome}</Outcome> : null}
    </FormCard>
  );
}
