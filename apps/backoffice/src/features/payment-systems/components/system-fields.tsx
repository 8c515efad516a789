import type { PaymentSystemKind } from '@casino/contracts';
import { Checkbox } from '@casino/ui/checkbox';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { TextArea } from '@casino/ui/text-area';
import { useTranslation } from 'react-i18next';
import type { FieldCodes } from '@/lib/contract-form';
import { systemFieldError } from '../lib/field-errors';
import type { SystemFormValues } from '../lib/system-form';
import { SystemTextsFields } from './system-texts-fields';

/** A kind the dialog offers, and whether the server runs its processor (a system's own kind may not be run). */
export interface KindChoice {
  kind: PaymentSystemKind;
  runs: boolean;
}

/** The fields a new system and a system being edited share: texts, kind, currencies, limits, order, switch. */
export function SystemFields({
  values,
  errors,
  kinds,
  currencies,
  onChange,
}: {
  values: SystemFormValues;
  errors: FieldCodes;
  kinds: readonly KindChoice[];
  /** The site's currencies. */
  currencies: readonly string[];
  onChange: (values: SystemFormValues) => void;
}) {
  const { t } = useTranslation();
  const error = (field: string) => systemFieldError(errors, field);
  const set =
    (field: 'name' | 'description' | 'kind' | 'currency' | 'limitsCurrency' | 'min' | 'max' | 'sort') =>
    (event: { target: { value: string } }) =>
      onChange({ ...values, [field]: event.target.value });
  // A currency the site no longer has stays shown, so that the system's own value is never lost.
  const codes = [...new Set([...currencies, values.limitsCurrency, values.currency].filter(Boolean))];
  const currencyOptions = codes.map((code) => ({ value: code, label: code }));
  const amount = (field: 'min' | 'max') => (
    <Input
      label={t(`paymentSystems.${field}`)}
      inputMode="decimal"
      dir="ltr"
      value={values[field]}
      hint={t('paymentSystems.inCurrency', { currency: values.limitsCurrency })}
      error={error(field)}
      onChange={set(field)}
    />
  );

  return (
    <>
      <Input
        label={t('paymentSystems.name')}
        value={values.name}
        maxLength={80}
        error={error('name')}
        onChange={set('name')}
      />
      <TextArea
        label={t('paymentSystems.description')}
        value={values.description}
        rows={2}
        maxLength={500}
        error={error('description')}
        onChange={set('description')}
      />
      <Select
        label={t('paymentSystems.kind')}
        value={values.kind}
        hint={t('paymentSystems.kindHint')}
        error={error('kind')}
        options={kinds.map(({ kind, runs }) => ({
          value: kind,
          label: runs
            ? t(`paymentSystems.kinds.${kind}`)
            : t('paymentSystems.kindNotRun', { kind: t(`paymentSystems.kinds.${kind}`) }),
        }))}
        onChange={set('kind')}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <Select
          label={t('paymentSystems.currency')}
          value={values.currency}
          hint={t('paymentSystems.currencyHint')}
          error={error('currency')}
          options={[{ value: '', label: t('paymentSystems.allCurrencies') }, ...currencyOptions]}
          onChange={set('currency')}
        />
        <Select
          label={t('paymentSystems.limitsCurrency')}
          value={values.limitsCurrency}
          hint={t('paymentSystems.limitsCurrencyHint')}
          error={error('limitsCurrency')}
          options={currencyOptions}
          onChange={set('limitsCurrency')}
        />
        {amount('min')}
        {amount('max')}
      </div>
      <Input
        label={t('paymentSystems.sort')}
        inputMode="numeric"
        dir="ltr"
        value={values.sort}
        hint={t('paymentSystems.sortHint')}
        error={error('sort')}
        onChange={set('sort')}
      />
      <Checkbox
        label={t('paymentSystems.enabledField')}
        checked={values.enabled}
        error={error('isTemporaryDisabled')}
        onChange={(event) => onChange({ ...values, enabled: event.target.checked })}
      />
      <SystemTextsFields
        texts={values.texts}
        errors={errors}
        onChange={(locale, text) => onChange({ ...values, texts: { ...values.texts, [locale]: text } })}
      />
    </>
  );
}
