import { JACKPOT_TIERS, type JackpotTerms } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { CloseIcon } from '@casino/ui/icons';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useJackpots } from '../api/get-jackpots';
import { useUpdateJackpots } from '../api/update-jackpots';
import { type FieldCodes, serverFieldCodes } from '../lib/form-errors';
import {
  type JackpotsDraft,
  jackpotsDraftOf,
  jackpotTermsRequest,
  type Tier,
  type TierDraft,
} from '../lib/jackpot-terms';
import { failureText, fieldText } from '../lib/texts';

const cell =
  'h-9 w-full rounded-lg border border-ink-600 bg-ink-950/60 px-2.5 text-sm text-fog-100 outline-none hover:border-ink-500 focus:border-gold-400 focus:ring-2 focus:ring-gold-400/30 aria-invalid:border-danger-400/80';

function TierCard({
  tier,
  draft,
  errors,
  onChange,
}: {
  tier: Tier;
  draft: TierDraft;
  errors: FieldCodes;
  onChange: (draft: TierDraft) => void;
}) {
  const { t } = useTranslation();
  const path = `tiers.${tier}`;
  const setRow = (index: number, change: Partial<TierDraft['rows'][number]>) =>
    onChange({ ...draft, rows: draft.rows.map((row, at) => (at === index ? { ...row, ...change } : row)) });
  // The contract's check that each cap is above its seed is reported on the caps as a whole.
  const caps = errors[`${path}.caps`];
  const whole = errors[`${path}.rows`] ?? errors[`${path}.seeds`] ?? (caps === 'invalid' ? 'cap_below_seed' : caps);
  return (
    <section className="card flex flex-col gap-4 p-5" data-testid={`jackpot-${tier}`}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-base font-semibold text-fog-100">{t(`bonuses.jackpots.tier.${tier}`)}</h2>
        <Input
          label={t('bonuses.jackpots.contribution')}
          inputMode="decimal"
          value={draft.contributionPercent}
          onChange={(event) => onChange({ ...draft, contributionPercent: event.target.value })}
          error={fieldText(errors[`${path}.contributionPercent`])}
          className="w-44"
        />
      </div>
      <div className="flex flex-col gap-2">
        <div className="grid grid-cols-[6rem_1fr_1fr_2.25rem] gap-2 text-xs font-semibold tracking-wide text-fog-400 uppercase">
          <span>{t('bonuses.currency')}</span>
          <span>{t('bonuses.jackpots.seed')}</span>
          <span>{t('bonuses.jackpots.cap')}</span>
        </div>
        {draft.rows.map((row, index) => {
          const currency = row.currency.trim().toUpperCase();
          const seedError = fieldText(errors[`${path}.seeds.${currency}`]);
          const capError = fieldText(errors[`${path}.caps.${currency}`]);
          return (
            <div key={index} className="flex flex-col gap-1">
              <div className="grid grid-cols-[6rem_1fr_1fr_2.25rem] items-center gap-2">
                <input
                  aria-label={t('bonuses.currency')}
                  value={row.currency}
                  dir="ltr"
                  maxLength={3}
                  onChange={(event) => setRow(index, { currency: event.target.value.toUpperCase() })}
                  className={cell}
                />
                <input
                  aria-label={t('bonuses.jackpots.seedOf', { currency })}
                  aria-invalid={seedError ? true : undefined}
                  inputMode="decimal"
                  value={row.seed}
                  onChange={(event) => setRow(index, { seed: event.target.value })}
                  className={`${cell} tabular-nums`}
                />
                <input
                  aria-label={t('bonuses.jackpots.capOf', { currency })}
                  aria-invalid={capError ? true : undefined}
                  inputMode="decimal"
                  value={row.cap}
                  onChange={(event) => setRow(index, { cap: event.target.value })}
                  className={`${cell} tabular-nums`}
                />
                <button
                  type="button"
                  aria-label={t('bonuses.removeCurrency', { currency })}
                  onClick={() => onChange({ ...draft, rows: draft.rows.filter((_, at) => at !== index) })}
                  className="grid size-9 cursor-pointer place-items-center rounded-lg text-fog-400 hover:bg-white/5 hover:text-fog-100"
                >
                  <CloseIcon size={16} />
                </button>
              </div>
              {seedError || capError ? <p className="text-xs text-danger-400">{seedError ?? capError}</p> : null}
            </div>
          );
        })}
      </div>
      {whole ? (
        <p role="alert" className="text-xs text-danger-400">
          {fieldText(whole)}
        </p>
      ) : (
        <p className="text-xs text-fog-500">{t('bonuses.jackpots.hint')}</p>
      )}
      <Button
        size="sm"
        variant="ghost"
        className="self-start"
        onClick={() => onChange({ ...draft, rows: [...draft.rows, { currency: '', seed: '', cap: '' }] })}
      >
        {t('bonuses.addCurrency')}
      </Button>
    </section>
  );
}

function JackpotsForm({ saved }: { saved: JackpotTerms }) {
  const { t } = useTranslation();
  const mutation = useUpdateJackpots();
  const [draft, setDraft] = useState<JackpotsDraft>(() => jackpotsDraftOf(saved));
  const [errors, setErrors] = useState<FieldCodes>({});

  const submit = () => {
    const built = jackpotTermsRequest(draft);
    if (!built.ok) {
      setErrors(built.errors);
      return notify(t('bonuses.fixErrors'), 'error');
    }
    setErrors({});
    mutation.mutate(built.data, {
      onSuccess: (terms) => {
        setDraft(jackpotsDraftOf(terms));
        notify(t('bonuses.jackpots.saved'), 'success');
      },
      onError: (error) => {
        const fields = serverFieldCodes(error);
        if (fields) setErrors(fields);
        notify(failureText(error), 'error');
      },
    });
  };

  return (
    <form
      noValidate
      className="flex flex-col gap-5"
      data-testid="jackpots-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="card flex flex-col gap-2 p-5">
        <Checkbox
          label={t('bonuses.jackpots.enabled')}
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        <p className="ps-8 text-sm text-fog-400">{t('bonuses.jackpots.lead')}</p>
      </div>
      <div className="grid gap-5 lg:grid-cols-2">
        {JACKPOT_TIERS.map((tier) => (
          <TierCard
            key={tier}
            tier={tier}
            draft={draft.tiers[tier]}
            errors={errors}
            onChange={(changed) => setDraft({ ...draft, tiers: { ...draft.tiers, [tier]: changed } })}
          />
        ))}
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => (setDraft(jackpotsDraftOf(saved)), setErrors({}))}>
          {t('bonuses.undo')}
        </Button>
        <Button type="submit" loading={mutation.isPending} data-testid="jackpots-save">
          {t('bonuses.save')}
        </Button>
      </div>
    </form>
  );
}

/** The jackpots: on or off, each tier's share of the stakes, and per currency its seed and cap. */
export function JackpotsTab() {
  const jackpots = useJackpots();
  if (jackpots.isPending) return <Spinner />;
  if (jackpots.isError) return <p className="text-danger-400">{failureText(jackpots.error)}</p>;
  return <JackpotsForm saved={jackpots.data} />;
}
