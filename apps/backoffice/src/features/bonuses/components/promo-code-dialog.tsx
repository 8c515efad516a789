import { PROMO_REWARDS } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Modal } from '@casino/ui/modal';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreatePromoCode } from '../api/create-promo-code';
import { useBonusSettings } from '../api/get-bonus-settings';
import { useGames } from '../api/get-games';
import { useProducers } from '../api/get-producers';
import { type FieldCodes, serverFieldCodes } from '../lib/form-errors';
import { EMPTY_PROMO_CODE, type PromoCodeDraft, promoCodeRequest } from '../lib/promo-code-request';
import { failureText, fieldText } from '../lib/texts';

/** A new promo code: its text, currency, what it grants, when and how often it may be activated. */
export function PromoCodeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const listId = useId();
  const mutation = useCreatePromoCode();
  const settings = useBonusSettings();
  const producers = useProducers();
  const [draft, setDraft] = useState(EMPTY_PROMO_CODE);
  const [errors, setErrors] = useState<FieldCodes>({});
  const set = (change: Partial<PromoCodeDraft>) => setDraft((current) => ({ ...current, ...change }));
  const currencies = [
    ...new Set(Object.keys({ ...settings.data?.firstDepositCaps, ...settings.data?.exchangeMinimums })),
  ];
  const providers = [...new Set((producers.data ?? []).flatMap((producer) => producer.integrations))].sort();
  const spinsProvider = draft.provider || providers[0] || '';
  const games = useGames(draft.kind === 'free_spins' ? spinsProvider : '');
  const eligible = (games.data?.results ?? []).filter((game) => game.has_free_spins);
  const error = (field: string) => fieldText(errors[field]);

  const close = () => {
    setErrors({});
    onClose();
  };
  const submit = () => {
    const built = promoCodeRequest(draft.kind === 'free_spins' ? { ...draft, provider: spinsProvider } : draft);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    mutation.mutate(built.data, {
      onSuccess: (code) => {
        notify(t('bonuses.promo.created', { code: code.code }), 'success');
        setDraft(EMPTY_PROMO_CODE);
        close();
      },
      onError: (failure) => {
        const fields = serverFieldCodes(failure);
        if (fields) setErrors(fields);
        notify(failureText(failure), 'error');
      },
    });
  };

  return (
    <Modal open={open} onClose={close} title={t('bonuses.promo.newTitle')}>
      <form
        noValidate
        className="flex flex-col gap-4"
        data-testid="promo-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Input
            label={t('bonuses.promo.code')}
            value={draft.code}
            dir="ltr"
            autoCapitalize="characters"
            onChange={(event) => set({ code: event.target.value })}
            error={error('code')}
            hint={t('bonuses.promo.codeHint')}
            data-testid="promo-code"
          />
          <Input
            label={t('bonuses.currency')}
            value={draft.currency}
            dir="ltr"
            list={listId}
            onChange={(event) => set({ currency: event.target.value.toUpperCase() })}
            error={error('currency')}
            data-testid="promo-currency"
          />
          <datalist id={listId}>
            {currencies.map((currency) => (
              <option key={currency} value={currency} />
            ))}
          </datalist>
        </div>
        <Select
          label={t('bonuses.promo.rewardLabel')}
          value={draft.kind}
          onChange={(event) => set({ kind: event.target.value as PromoCodeDraft['kind'], provider: '', game_id: '' })}
          options={PROMO_REWARDS.map((kind) => ({ value: kind, label: t(`bonuses.promo.kind.${kind}`) }))}
        />
        {draft.kind === 'free_spins' ? (
          <>
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label={t('bonuses.provider')}
                value={spinsProvider}
                onChange={(event) => set({ provider: event.target.value, game_id: '' })}
                options={providers.map((code) => ({ value: code, label: code }))}
                error={error('reward.provider')}
              />
              <Select
                label={t('bonuses.game')}
                value={draft.game_id}
                placeholder={t('bonuses.grants.spins.chooseGame')}
                onChange={(event) => set({ game_id: event.target.value })}
                options={eligible.map((game) => ({ value: game.game_id, label: game.name }))}
                error={error('reward.game_id')}
              />
            </div>
            <div className="grid gap-4 sm:grid-cols-3">
              <Input
                label={t('bonuses.spins')}
                inputMode="numeric"
                value={draft.spins}
                onChange={(event) => set({ spins: event.target.value })}
                error={error('reward.spins')}
              />
              <Input
                label={t('bonuses.bet')}
                inputMode="decimal"
                value={draft.bet}
                onChange={(event) => set({ bet: event.target.value })}
                error={error('reward.bet')}
              />
              <Input
                label={t('bonuses.validHours')}
                inputMode="numeric"
                value={draft.valid_hours}
                onChange={(event) => set({ valid_hours: event.target.value })}
                error={error('reward.valid_hours')}
              />
            </div>
          </>
        ) : (
          <div className={draft.kind === 'free_bet' ? 'grid gap-4 sm:grid-cols-3' : 'grid gap-4'}>
            {draft.kind === 'free_bet' ? (
              <Input
                label={t('bonuses.provider')}
                value={draft.provider}
                dir="ltr"
                placeholder="sportsbook"
                onChange={(event) => set({ provider: event.target.value })}
                error={error('reward.provider')}
              />
            ) : null}
            <Input
              label={t(draft.kind === 'free_bet' ? 'bonuses.stake' : 'bonuses.amount')}
              inputMode="decimal"
              value={draft.amount}
              onChange={(event) => set({ amount: event.target.value })}
              error={error('reward.amount')}
              data-testid="promo-amount"
            />
            {draft.kind === 'free_bet' ? (
              <Input
                label={t('bonuses.validHours')}
                inputMode="numeric"
                value={draft.valid_hours}
                onChange={(event) => set({ valid_hours: event.target.value })}
                error={error('reward.valid_hours')}
              />
            ) : null}
          </div>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <Input
            label={t('bonuses.promo.startsAt')}
            type="datetime-local"
            value={draft.starts_at}
            onChange={(event) => set({ starts_at: event.target.value })}
            error={error('starts_at')}
          />
          <Input
            label={t('bonuses.promo.endsAt')}
            type="datetime-local"
            value={draft.ends_at}
            onChange={(event) => set({ ends_at: event.target.value })}
            error={error('ends_at')}
          />
          <Input
            label={t('bonuses.promo.maxActivations')}
            inputMode="numeric"
            value={draft.max_activations}
            placeholder={t('bonuses.promo.unlimited')}
            onChange={(event) => set({ max_activations: event.target.value })}
            error={error('max_activations')}
          />
          <Input
            label={t('bonuses.promo.perPlayer')}
            inputMode="numeric"
            value={draft.per_player_limit}
            onChange={(event) => set({ per_player_limit: event.target.value })}
            error={error('per_player_limit')}
          />
        </div>
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {t('bonuses.cancel')}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {t('bonuses.promo.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
