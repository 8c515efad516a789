import { PAYMENT_DIRECTIONS, type PaymentDirection, type PaymentSystemKind } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Modal } from '@casino/ui/modal';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldCodes } from '@/lib/contract-form';
import { errorText } from '@/lib/error-text';
import { useCreatePaymentSystem } from '../api/create-payment-system';
import { serverSystemCodes, systemFieldError } from '../lib/field-errors';
import { createRequestOf, newSystemValues } from '../lib/system-form';
import { SystemFields } from './system-fields';

/** The limits' currency a new system starts with: the help's EUR when the site has it. */
const startingCurrency = (currencies: readonly string[]) =>
  currencies.includes('EUR') ? 'EUR' : (currencies[0] ?? 'EUR');

/** Adds a system of a kind the server runs (the kind picks its processor), checked with the contract first. */
export function NewSystemDialog({
  direction,
  kinds,
  currencies,
  onClose,
}: {
  direction: PaymentDirection;
  /** The kinds the server runs: the only ones offered. */
  kinds: readonly [PaymentSystemKind, ...PaymentSystemKind[]];
  currencies: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreatePaymentSystem();
  const [values, setValues] = useState(() => newSystemValues(direction, kinds[0], startingCurrency(currencies)));
  const [errors, setErrors] = useState<FieldCodes>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createRequestOf(values);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (saved) => {
        notify(t('paymentSystems.created', { name: saved.name }), 'success');
        onClose();
      },
      onError: (error) => {
        const codes = serverSystemCodes(error);
        if (codes) setErrors(codes);
        else notify(errorText(error), 'error');
      },
    });
  };

  return (
    <Modal open onClose={onClose} title={t('paymentSystems.newTitle')}>
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={t('paymentSystems.direction')}
            value={values.direction}
            error={systemFieldError(errors, 'direction')}
            options={PAYMENT_DIRECTIONS.map((value) => ({
              value,
              label: t(`paymentSystems.directions.${value}`),
            }))}
            onChange={(event) => setValues({ ...values, direction: event.target.value as PaymentDirection })}
          />
          <Input
            label={t('paymentSystems.slug')}
            dir="ltr"
            value={values.slug}
            maxLength={40}
            hint={t('paymentSystems.slugHint')}
            error={systemFieldError(errors, 'slug')}
            onChange={(event) => setValues({ ...values, slug: event.target.value })}
          />
        </div>
        <SystemFields
          values={values}
          errors={errors}
          kinds={kinds.map((kind) => ({ kind, runs: true }))}
          currencies={currencies}
          onChange={setValues}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('paymentSystems.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('paymentSystems.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
