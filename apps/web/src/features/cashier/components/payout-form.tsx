import type { PaymentItem, PaymentSystem } from '@casino/contracts';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { notify, notifyError } from '@/components/ui/toast';
import { formatMoney } from '@/lib/money';
import { useCreatePayout } from '../api/create-payout';
import { amountProblem, parseAmount, quickAmounts } from '../lib/amount';
import { AmountField } from './amount-field';

/** A withdrawal on one system: within its limits and the cash balance, to a destination the player names. */
export function PayoutForm({
  system,
  currency,
  balance,
  onCreated,
}: {
  system: PaymentSystem;
  currency: string;
  balance: number;
  onCreated: (payment: PaymentItem) => void;
}) {
  const { t } = useTranslation();
  const destinationId = useId();
  const create = useCreatePayout();
  const [amount, setAmount] = useState('');
  const [destination, setDestination] = useState('');
  const [tried, setTried] = useState(false);
  const problem = amountProblem(amount, { min: system.min, max: system.max, balance });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    const value = parseAmount(amount);
    if (problem || value === null) return;
    try {
      const payment = await create.mutateAsync({
        payment_system: system.slug,
        amount: value,
        ...(destination.trim() ? { destination: destination.trim() } : {}),
      });
      notify(t('cashier.payoutCreated'), 'success');
      onCreated(payment);
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="payout-form">
      <p className="flex justify-between gap-3 rounded-xl border border-white/5 bg-ink-950/40 px-4 py-3 text-sm">
        <span className="text-fog-400">{t('cashier.available')}</span>
        <span className="font-semibold text-gold-300 tabular-nums" dir="ltr" data-testid="available-balance">
          {formatMoney(balance, currency)}
        </span>
      </p>
      <AmountField
        value={amount}
        onChange={setAmount}
        currency={currency}
        min={system.min}
        max={system.max}
        quick={quickAmounts(system.min, system.max, balance)}
        problem={amount || tried ? problem : null}
      />
      <Input
        id={destinationId}
        label={t('cashier.destinationLabel')}
        hint={t('cashier.destinationHint')}
        value={destination}
        maxLength={100}
        dir="ltr"
        autoComplete="off"
        onChange={(event) => setDestination(event.target.value)}
        data-testid="destination-input"
      />
      <Button type="submit" size="lg" block loading={create.isPending} data-testid="payout-submit">
        {t('cashier.payoutAction')}
      </Button>
    </form>
  );
}
