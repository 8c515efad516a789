import type { PaymentDirection } from '@casino/contracts';
import { Button, buttonClasses } from '@casino/ui/button';
import { Card, Notice } from '@casino/ui/card';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorText } from '@/lib/error-text';
import { usePaymentSystems } from '../api/get-payment-systems';
import { useCryptoPayment } from '../api/get-crypto-payment';
import { CryptoAddress } from './crypto-address';
import { CryptoDepositForm } from './crypto-deposit-form';
import { DepositForm } from './deposit-form';
import { HelpLimits } from './help-limits';
import { PaymentStatusPanel } from './payment-status-panel';
import { PayoutForm } from './payout-form';
import { SystemLogo } from './system-logo';
import { loopMethods, systemPath } from './system-picker';

/** Where the player picks another method: the profile's DEPOSIT or withdraw page. */
export const pickerPath = (direction: PaymentDirection) =>
  direction === 'deposit' ? '/profile/DEPOSIT' : '/profile/withdraw';

/**
 * /deposit/{paymentSystem} and /withdrawal/{payoutSystem}: the form, then the payment it
 * made, live (?payment=id keeps it across a reload and the way back from a processor).
 */
export function SystemPage({
  direction,
  slug,
  currency,
  balance,
}: {
  direction: PaymentDirection;
  slug: string;
  currency: string;
  balance: number;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const systems = usePaymentSystems(direction);
  const paymentId = Number(params.get('payment')) || 0;
  const system = systems.data?.find((s) => s.slug === slug);
  const show = (id: number) => setParams({ payment: String(id) });
  const crypto = useCryptoPayment(paymentId, direction === 'deposit' && system?.kind === 'crypto').data;
  const title = t(direction === 'deposit' ? 'cashier.depositTitle' : 'cashier.payoutTitle');

  let body;
  if (paymentId > 0) {
    body = (
      <div className="flex flex-col gap-5">
        {crypto && <CryptoAddress payment={crypto} />}
        <PaymentStatusPanel direction={direction} id={paymentId} kind={system?.kind} />
        <Button variant="secondary" className="self-start" onClick={() => setParams({})} data-testid="new-payment">
          {t(direction === 'deposit' ? 'cashier.newDeposit' : 'cashier.newPayout')}
        </Button>
      </div>
    );
  } else if (systems.isPending) {
    body = (
      <div className="grid place-items-center py-10">
        <Spinner size={28} className="text-gold-400" />
      </div>
    );
  } else if (systems.isError) {
    body = <Notice tone="error">{errorText(systems.error)}</Notice>;
  } else if (!system || system.isTemporaryDisabled) {
    body = (
      <div className="flex flex-col gap-4">
        <Notice tone="warning" testId="system-unavailable">
          {t('errors.payment_system_unavailable')}
        </Notice>
        <Link to={pickerPath(direction)} className={buttonClasses('outline', 'md') + ' self-start'}>
          {t('cashier.otherMethods')}
        </Link>
      </div>
    );
  } else if (system.closedLoop?.allowed === false) {
    // The closed loop sends this player's payouts to their last deposit's method: say which, and go there.
    const allowed = (systems.data ?? []).filter((s) => s.closedLoop?.allowed);
    body = (
      <div className="flex flex-col gap-4">
        <Notice tone="warning" testId="closed-loop-refused">
          {t('cashier.closedLoop.refused', { method: loopMethods(systems.data ?? []) })}
        </Notice>
        {allowed.map((s) => (
          <Link
            key={s.slug}
            to={systemPath(direction, s.slug)}
            className={buttonClasses('primary', 'md') + ' self-start'}
          >
            {s.name}
          </Link>
        ))}
      </div>
    );
  } else if (direction === 'deposit' && system.kind === 'crypto') {
    body = <CryptoDepositForm system={system} currency={currency} onCreated={show} />;
  } else if (direction === 'deposit') {
    body = <DepositForm system={system} currency={currency} onCreated={(p) => show(p.id)} />;
  } else {
    body = <PayoutForm system={system} currency={currency} balance={balance} onCreated={(p) => show(p.id)} />;
  }

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[1fr_320px]">
      <Card
        title={
          system ? (
            <>
              {title} · <bdi>{system.name}</bdi>
            </>
          ) : (
            title
          )
        }
        subtitle={system?.description ? <span dir="auto">{system.description}</span> : undefined}
        icon={system ? <SystemLogo kind={system.kind} size={40} /> : undefined}
      >
        {body}
      </Card>
      <div className="flex flex-col gap-4">
        <HelpLimits direction={direction} kind={system?.kind} />
        <Link to={pickerPath(direction)} className={buttonClasses('secondary', 'md')}>
          {t('cashier.otherMethods')}
        </Link>
      </div>
    </div>
  );
}
