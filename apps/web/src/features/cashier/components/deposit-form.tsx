import type { PaymentItem, PaymentSystem } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { useCreateDeposit } from '../api/create-deposit';
import { useAmount } from '../hooks/use-amount';
import { AmountField } from './amount-field';

/**
 * A deposit on one system. A processor with its own page (a card) gets the player sent
 * there; anything else (a bank transfer) is shown at once with its instructions.
 */
export function DepositForm({
  system,
  currency,
  onCreated,
}: {
  system: PaymentSystem;
  currency: string;
  /** Called with the new payment before the player is sent to the processor's page, if any. */
  onCreated: (payment: PaymentItem) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateDeposit();
  const amount = useAmount(system, currency);
  const [leaving, setLeaving] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amount.submit();
    if (value === null) return;
    try {
      const payment = await create.mutateAsync({ payment_system: system.slug, amount: value });
      onCreated(payment);
      if (payment.redirectLink && payment.status === 20) {
        setLeaving(true);
        window.location.assign(payment.redirectLink);
      }
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="deposit-form">
      <AmountField {...amount.field} />
      <Button type="submit" size="lg" block loading={create.isPending || leaving} data-testid="deposit-submit">
        {t('cashier.depositAction')}
      </Button>
    </form>
  );
}
