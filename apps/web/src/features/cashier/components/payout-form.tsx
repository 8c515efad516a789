import { ApiError } from '@casino/api-client/error';
import type { PaymentItem, PaymentSystem } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Input } from '@casino/ui/input';
import { Select } from '@casino/ui/select';
import { notify } from '@casino/ui/toast';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { formatMoney } from '@/lib/money';
import { useCreatePayout } from '../api/create-payout';
import { useCryptoCurrencies } from '../api/get-crypto-currencies';
import { useAmount } from '../hooks/use-amount';
import { maskedCard } from '../lib/status';
import { AmountField } from './amount-field';

/** The server's field error on one of our fields, as a code we translate ('required', 'invalid'). */
function fieldCode(error: unknown, field: string): string | null {
  return error instanceof ApiError ? (error.fieldErrors?.[field]?.[0]?.code ?? null) : null;
}

/** A withdrawal on one system: within its limits and the cash balance, to an account of the system's kind. */
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
  const create = useCreatePayout();
  const crypto = system.kind === 'crypto';
  const coins = useCryptoCurrencies(crypto);
  const [coin, setCoin] = useState('');
  const amount = useAmount(system, currency, { balance });
  const [destination, setDestination] = useState('');
  const [serverCode, setServerCode] = useState<string | null>(null);
  const destinationCode = destination.trim() ? serverCode : amount.tried ? 'required' : null;
  const payCurrency = coin || coins.data?.[0]?.currency || '';
  // The closed loop: payouts by card go to the card of the last deposit (its last 4 digits).
  const loopCard = system.kind === 'card' ? (system.closedLoop?.destination ?? null) : null;
  const destinationText = (code: string) =>
    code === 'closedLoop'
      ? t('cashier.closedLoop.wrongCard', { card: maskedCard(loopCard ?? '') })
      : t(`cashier.destinationFor.${system.kind}.${code === 'required' ? 'required' : 'invalid'}`);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerCode(null);
    const value = amount.submit();
    if (value === null || !destination.trim()) return;
    if (loopCard && !destination.replace(/\D/g, '').endsWith(loopCard.replace(/\D/g, ''))) {
      setServerCode('closedLoop');
      return;
    }
    try {
      const payment = await create.mutateAsync({
        payment_system: system.slug,
        amount: value,
        destination: destination.trim(),
        ...(crypto && payCurrency ? { pay_currency: payCurrency } : {}),
      });
      notify(t('cashier.payoutCreated'), 'success');
      onCreated(payment);
    } catch (error) {
      const loopRefused = error instanceof ApiError && error.code === 'payout_closed_loop' && loopCard;
      setServerCode(loopRefused ? 'closedLoop' : fieldCode(error, 'destination'));
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
      <AmountField {...amount.field} />
      {crypto && (
        <Select
          label={t('cashier.crypto.currency')}
          value={payCurrency}
          onChange={(event) => setCoin(event.target.value)}
          options={(coins.data ?? []).map((c) => ({ value: c.currency, label: `${c.ticker} · ${c.network}` }))}
          data-testid="payout-coin"
        />
      )}
      <Input
        label={t(`cashier.destinationFor.${system.kind}.label`)}
        hint={
          <span data-testid="destination-hint">
            {loopCard
              ? t('cashier.closedLoop.toCard', { card: maskedCard(loopCard) })
              : t(`cashier.destinationFor.${system.kind}.hint`)}
          </span>
        }
        error={destinationCode ? destinationText(destinationCode) : undefined}
        value={destination}
        maxLength={100}
        dir="ltr"
        autoComplete="off"
        onChange={(event) => {
          setDestination(event.target.value);
          setServerCode(null);
        }}
        data-testid="destination-input"
      />
      <Button type="submit" size="lg" block loading={create.isPending} data-testid="payout-submit">
        {t('cashier.payoutAction')}
      </Button>
    </form>
  );
}
