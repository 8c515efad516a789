import { Button } from '@casino/ui/button';
import { QrCode } from '@casino/ui/qr-code';
import { notify } from '@casino/ui/toast';
import { useTranslation } from 'react-i18next';
import type { CryptoPayment } from '@casino/contracts';

async function copy(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** Where to send the coins: amount, network, the address with its QR code and a copy button. */
export function CryptoAddress({ payment }: { payment: CryptoPayment }) {
  const { t } = useTranslation();
  const ticker = payment.pay_currency.toUpperCase();
  const onCopy = async () => {
    if (await copy(payment.pay_address)) notify(t('cashier.crypto.copied'), 'success');
  };
  return (
    <div
      className="flex flex-col gap-4 rounded-2xl border border-ink-600 bg-ink-950/40 p-4 sm:flex-row sm:items-start"
      data-testid="crypto-address"
    >
      <QrCode
        value={payment.pay_address}
        label={t('cashier.crypto.qr')}
        className="self-center sm:self-start"
        testId="crypto-qr"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <p className="text-xs tracking-wide text-fog-500 uppercase">{t('cashier.crypto.address')}</p>
          <p className="mt-1 text-xl font-bold text-gold-300 tabular-nums">
            <span dir="ltr" data-testid="crypto-pay-amount">
              {payment.pay_amount} {ticker}
            </span>
          </p>
          <p className="text-xs text-fog-500">{payment.network}</p>
        </div>
        <code
          dir="ltr"
          data-testid="crypto-pay-address"
          className="rounded-xl border border-ink-600 bg-ink-900 px-3 py-2 font-mono text-sm break-all text-fog-100 select-all"
        >
          {payment.pay_address}
        </code>
        <Button variant="outline" className="self-start" onClick={onCopy} data-testid="crypto-copy">
          {t('cashier.crypto.copy')}
        </Button>
        {payment.received_amount > 0 && (
          <p className="text-sm text-fog-200" data-testid="crypto-confirmations">
            {t('cashier.crypto.confirmations', {
              received: `${payment.received_amount} ${ticker}`,
              count: payment.confirmations,
              required: payment.confirmations_required,
            })}
          </p>
        )}
        <p className="text-xs text-fog-400">{t('cashier.crypto.sendOnly', { currency: ticker })}</p>
      </div>
    </div>
  );
}
