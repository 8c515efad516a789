import type { BonusSettings } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Checkbox } from '@casino/ui/checkbox';
import { Input } from '@casino/ui/input';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBonusSettings } from '../api/get-bonus-settings';
import { useUpdateBonusSettings } from '../api/update-bonus-settings';
import { type FieldCodes, serverFieldCodes } from '../lib/form-errors';
import { draftOf, type SettingsDraft, settingsPatch } from '../lib/settings-patch';
import { failureText, fieldText } from '../lib/texts';
import { CashbackPayCard } from './cashback-pay-card';
import { CurrencyAmounts } from './currency-amounts';

function Panel({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-base font-semibold text-fog-100">{title}</h2>
        <p className="mt-1 text-sm text-fog-400">{lead}</p>
      </div>
      {children}
    </section>
  );
}

function SettingsForm({ saved }: { saved: BonusSettings }) {
  const { t } = useTranslation();
  const mutation = useUpdateBonusSettings();
  const [draft, setDraft] = useState(() => draftOf(saved));
  const [errors, setErrors] = useState<FieldCodes>({});
  const set = (change: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...change }));
  const text = (field: keyof SettingsDraft) => ({
    value: draft[field] as string,
    onChange: (event: { target: { value: string } }) => set({ [field]: event.target.value }),
    error: fieldText(errors[field]),
    inputMode: 'decimal' as const,
  });

  const submit = () => {
    const built = settingsPatch(saved, draft);
    if (!built.ok) return setErrors(built.errors);
    setErrors({});
    if (Object.keys(built.data).length === 0) return notify(t('bonuses.settings.unchanged'), 'info');
    mutation.mutate(built.data, {
      onSuccess: (settings) => {
        setDraft(draftOf(settings));
        notify(t('bonuses.settings.saved'), 'success');
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
      data-testid="settings-form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-5 lg:grid-cols-2">
        <Panel title={t('bonuses.settings.cashback')} lead={t('bonuses.settings.cashbackLead')}>
          <Checkbox
            label={t('bonuses.settings.cashbackOn')}
            checked={draft.cashbackOn}
            onChange={(event) => set({ cashbackOn: event.target.checked })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input label={t('bonuses.settings.cashbackPercent')} {...text('cashbackPercent')} />
            <Input
              label={t('bonuses.settings.cashbackPeriodDays')}
              {...text('cashbackPeriodDays')}
              inputMode="numeric"
            />
          </div>
        </Panel>
        <Panel title={t('bonuses.settings.firstDeposit')} lead={t('bonuses.settings.firstDepositLead')}>
          <Input
            label={t('bonuses.settings.firstDepositPercent')}
            {...text('firstDepositPercent')}
            inputMode="numeric"
            className="sm:max-w-[calc(50%-0.5rem)]"
          />
          <CurrencyAmounts
            name="firstDepositCaps"
            label={t('bonuses.settings.firstDepositCaps')}
            hint={t('bonuses.settings.perCurrencyHint')}
            rows={draft.firstDepositCaps}
            errors={errors}
            onChange={(rows) => set({ firstDepositCaps: rows })}
          />
        </Panel>
        <Panel title={t('bonuses.settings.exchange')} lead={t('bonuses.settings.exchangeLead')}>
          <Checkbox
            label={t('bonuses.settings.exchangeOn')}
            checked={draft.transferBonusBalanceToBalanceOn}
            onChange={(event) => set({ transferBonusBalanceToBalanceOn: event.target.checked })}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Input
              label={t('bonuses.settings.exchangeMinBalance')}
              {...text('transferBonusBalanceToBalanceMinBalance')}
            />
            <Input label={t('bonuses.settings.exchangeRate')} {...text('transferBonusBalanceToBalanceRate')} />
          </div>
          <CurrencyAmounts
            name="exchangeMinimums"
            label={t('bonuses.settings.exchangeMinimums')}
            hint={t('bonuses.settings.perCurrencyHint')}
            rows={draft.exchangeMinimums}
            errors={errors}
            onChange={(rows) => set({ exchangeMinimums: rows })}
          />
        </Panel>
        <CashbackPayCard />
      </div>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => (setDraft(draftOf(saved)), setErrors({}))}>
          {t('bonuses.undo')}
        </Button>
        <Button type="submit" loading={mutation.isPending} data-testid="settings-save">
          {t('bonuses.save')}
        </Button>
      </div>
    </form>
  );
}

/** The bonus settings: cashback, the first-deposit bonus, the bonus exchange; and cashback paid now. */
export function SettingsTab() {
  const settings = useBonusSettings();
  if (settings.isPending) return <Spinner />;
  if (settings.isError) return <p className="text-danger-400">{failureText(settings.error)}</p>;
  return <SettingsForm saved={settings.data} />;
}
