import type { PlayerDetail } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useGames } from '../api/get-games';
import { useProducers } from '../api/get-producers';
import { useGrantFreeSpins } from '../api/grant-free-spins';
import { type FieldCodes, serverFieldCodes } from '../lib/form-errors';
import { type FreeSpinsDraft, freeSpinsRequest } from '../lib/grants';
import { failureText, fieldText } from '../lib/texts';
import { FormCard, Outcome } from './form-bits';

const EMPTY: FreeSpinsDraft = { provider: '', game_id: '', count: '10', bet: '', valid_hours: '72' };

/** Free spins on one game for the chosen player: the game among those of a provider that have free spins. */
export function FreeSpinsForm({ player }: { player: PlayerDetail | undefined }) {
  const { t } = useTranslation();
  const mutation = useGrantFreeSpins();
  const producers = useProducers();
  const [draft, setDraft] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldCodes>({});
  const [outcome, setOutcome] = useState<string | null>(null);
  const set = (change: Partial<FreeSpinsDraft>) => setDraft((current) => ({ ...current, ...change }));
  const providers = [...new Set((producers.data ?? []).flatMap((producer) => producer.integrations))].sort();
  const provider = draft.provider || providers[0] || '';
  const games = useGames(provider);
  const eligible = (games.data?.results ?? []).filter((game) => game.has_free_spins);
  const game = eligible.find((row) => row.game_id === draft.game_id);
  const currency = player?.currency ?? '';

  const submit = () => {
    if (!player) return;
    const built = freeSpinsRequest(player.id, { ...draft, provider });
    setOutcome(null);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    mutation.mutate(built.data, {
      onSuccess: (granted) => {
        const text = t('bonuses.grants.spins.granted', {
          n: granted.freespin_total,
          game: game?.name ?? granted.game_id,
          player: player.username,
          bet: formatMoney(granted.bet, granted.prize.currency),
          until: formatDateTime(granted.expires_at),
        });
        setOutcome(text);
        notify(text, 'success');
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
      title={t('bonuses.grants.spins.title')}
      lead={t('bonuses.grants.spins.lead')}
      onSubmit={submit}
      testId="grant-spins-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t('bonuses.provider')}
          value={provider}
          onChange={(event) => set({ provider: event.target.value, game_id: '' })}
          options={providers.map((code) => ({ value: code, label: code }))}
          error={fieldText(errors.provider)}
        />
        <Select
          label={t('bonuses.game')}
          value={draft.game_id}
          placeholder={games.isPending ? t('app.loading') : t('bonuses.grants.spins.chooseGame')}
          onChange={(event) => set({ game_id: event.target.value })}
          options={eligible.map((row) => ({ value: row.game_id, label: row.name }))}
          error={fieldText(errors.game_id)}
          hint={games.data && eligible.length === 0 ? t('bonuses.grants.spins.noGames') : undefined}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Input
          label={t('bonuses.spins')}
          inputMode="numeric"
          value={draft.count}
          onChange={(event) => set({ count: event.target.value })}
          error={fieldText(errors.count)}
        />
        <Input
          label={currency ? t('bonuses.betIn', { currency }) : t('bonuses.bet')}
          inputMode="decimal"
          value={draft.bet}
          onChange={(event) => set({ bet: event.target.value })}
          error={fieldText(errors.bet)}
          hint={game ? t('bonuses.grants.spins.betRange', { min: game.min_bet, max: game.max_bet }) : undefined}
        />
        <Input
          label={t('bonuses.validHours')}
          inputMode="numeric"
          value={draft.valid_hours}
          onChange={(event) => set({ valid_hours: event.target.value })}
          error={fieldText(errors.valid_hours)}
        />
      </div>
      <Button type="submit" disabled={!player} loading={mutation.isPending} className="self-start">
        {t('bonuses.grants.spins.submit')}
      </Button>
      {outcome ? <Outcome>{outcome}</Outcome> : null}
    </FormCard>
  );
}
