import type { PaymentSystemConfig, PaymentSystemKind } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Modal } from '@casino/ui/modal';
import { notify } from '@casino/ui/toast';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldCodes } from '@/lib/contract-form';
import { errorText } from '@/lib/error-text';
import { useUpdatePaymentSystem } from '../api/update-payment-system';
import { serverSystemCodes } from '../lib/field-errors';
import { systemValues, updateRequestOf } from '../lib/system-form';
import { SystemFields } from './system-fields';

/**
 * Edits a system: checked with the contract before it is sent, and only what changed is sent (the
 * slug never changes: its payments keep it). The server's field errors are shown beside their fields.
 */
export function EditSystemDialog({
  system,
  kinds,
  currencies,
  onClose,
}: {
  system: PaymentSystemConfig;
  /** The kinds the server runs. */
  kinds: readonly PaymentSystemKind[];
  currencies: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdatePaymentSystem();
  const [values, setValues] = useState(() => systemValues(system));
  const [errors, setErrors] = useState<FieldCodes>({});
  // Its own kind stays a choice even when nothing runs it here, so that saving other fields keeps it.
  const choices = [...new Set([...kinds, system.kind])].map((kind) => ({ kind, runs: kinds.includes(kind) }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateRequestOf(values, system);
    if (!parsed.ok) return setErrors(parsed.errors);
    setErrors({});
    if (Object.keys(parsed.data).length === 0) return onClose();
    update.mutate(
      { direction: system.direction, slug: system.slug, changes: parsed.data },
      {
        onSuccess: (saved) => {
          notify(t('paymentSystems.saved', { name: saved.name }), 'success');
          onClose();
        },
        onError: (error) => {
          const codes = serverSystemCodes(error);
          if (codes) setErrors(codes);
          else notify(errorText(error), 'error');
        },
      },
    );
  };

  return (
    <Modal open onClose={onClose} title={t('paymentSystems.editTitle', { name: system.name })}>
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <p className="text-xs text-fog-400">
          {t(`paymentSystems.directions.${system.direction}`)} ·{' '}
          <span dir="ltr" className="font-mono">
            {system.slug}
          </span>
        </p>
        <SystemFields values={values} errors={errors} kinds={choices} currencies={currencies} onChange={setValues} />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t('paymentSystems.cancel')}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {t('paymentSystems.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
