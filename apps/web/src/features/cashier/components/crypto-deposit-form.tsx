import type { PaymentSystem } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Notice } from '@casino/ui/card';
import { cn } from '@casino/ui/cn';
import { Spinner } from '@casino/ui/spinner';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/notify-error';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { useCreateCryptoPayment } from '../api/create-crypto-payment';
import { useCryptoCurrencies } from '../api/get-crypto-currencies';
import { useCryptoMinAmount } from '../api/get-crypto-min-amount';
import { useAmount } from '../hooks/use-amount';
import { AmountField } from './amount-field';

/** A crypto deposit: the coin (in the spec's order), its minimum with the fiat equivalent, then the amount. */
export function CryptoDepositForm({
  system,
  currency,
  onCreated,
}: {
  system: PaymentSystem;
  currency: string;
  onCreated: (paymentId: number) => void;
}) {
  const { t } = useTranslation();
  const currencies = useCryptoCurrencies();
  const create = useCreateCryptoPayment();
  const [chosen, setChosen] = useState<string | null>(null);
  const coin = chosen ?? currencies.data?.[0]?.currency ?? null;
  const minimum = useCryptoMinAmount(coin, currency);
  // The coin's minimum, in the player's currency, may be above the system's: it is the one that counts.
  const amount = useAmount(system, currency, { currencyMin: minimum.data?.fiat_equivalent });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = amount.submit();
    if (value === null || !coin) return;
    try {
      const payment = await create.mutateAsync({ pay_currency: coin, amount: value, payment_system: system.slug });
      onCreated(payment.payment_id);
    } catch (error) {
      notifyError(error);
    }
  };

  if (currencies.isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner size={28} className="text-gold-400" />
      </div>
    );
  }
  if (currencies.isError) return <Notice tone="error">{errorText(currencies.error)}</Notice>;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" data-testid="crypto-form">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-fog-300">{t('cashier.crypto.chooseCurrency')}</legend>
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-5" data-testid="crypto-currencies">
          {currencies.data.map((c) => (
            <button
              key={c.currency}
              type="button"
              onClick={() => setChosen(c.currency)}
              aria-pressed={coin === c.currency}
              data-testid={`coin-${c.currency}`}
              className={cn(
                'flex flex-col items-center rounded-xl border px-2 py-2 transition-colors',
                coin === c.currency
                  ? 'border-gold-400 bg-gold-400/15 text-gold-200'
                  : 'border-ink-600 bg-ink-800 text-fog-300 hover:border-gold-400/50',
              )}
            >
              <span className="text-sm font-bold">{c.ticker}</span>
              <span className="text-[11px] text-fog-500">{c.network}</span>
            </button>
          ))}
        </div>
        <p className="min-h-5 text-xs text-fog-400" data-testid="crypto-min" dir="auto">
          {minimum.data &&
            t('cashier.crypto.minAmount', {
              amount: `${minimum.data.min_amount} ${currencies.data.find((c) => c.currency === coin)?.ticker ?? ''}`,
              fiat: formatMoney(minimum.data.fiat_equivalent, minimum.data.fiat_currency),
            })}
        </p>
      </fieldset>
      <AmountField {...amount.field} />
      <Button type="submit" size="lg" block loading={create.isPending} data-testid="crypto-submit">
        {t('cashier.crypto.getAddress')}
      </Button>
    </form>
  );
}
