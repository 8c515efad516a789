import type { PaymentDirection, PaymentSystem } from '@casino/contracts';
import { Notice } from '@casino/ui/card';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '@/lib/error-text';
import { formatMoney } from '@/lib/money';
import { usePaymentSystems } from '../api/get-payment-systems';
import { maskedCard } from '../lib/status';
import { SystemLogo } from './system-logo';

/** Where a system's own page is: /deposit/{paymentSystem} or /withdrawal/{payoutSystem} (SPEC §2.2). */
export const systemPath = (direction: PaymentDirection, slug: string) =>
  `/${direction === 'deposit' ? 'deposit' : 'withdrawal'}/${encodeURIComponent(slug)}`;

/** The names of the payout systems the closed loop sends the player to (the last deposit's method). */
export const loopMethods = (systems: PaymentSystem[]) =>
  systems
    .filter((s) => s.closedLoop?.allowed)
    .map((s) => s.name)
    .join(', ');

function SystemTile({
  system,
  direction,
  currency,
  loopMethod,
}: {
  system: PaymentSystem;
  direction: PaymentDirection;
  currency: string;
  /** The method(s) the closed loop allows, named. */
  loopMethod: string;
}) {
  const { t } = useTranslation();
  const loop = system.closedLoop;
  const refused = loop?.allowed === false;
  const body = (
    <>
      <SystemLogo kind={system.kind} />
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="font-semibold text-fog-100">
          <bdi>{system.name}</bdi>
        </span>
        {system.description && (
          <span className="line-clamp-2 text-xs text-fog-400">
            <span dir="auto">{system.description}</span>
          </span>
        )}
        <span className="mt-1 text-xs text-fog-500 tabular-nums" dir="auto">
          {t('cashier.limitsRange', {
            min: formatMoney(system.min, currency),
            max: formatMoney(system.max, currency),
          })}
        </span>
        {refused && (
          <span className="mt-1 text-xs text-warning-400" data-testid="closed-loop-refused">
            {t('cashier.closedLoop.refused', { method: loopMethod })}
          </span>
        )}
        {loop?.allowed && loop.destination && (
          <span className="mt-1 text-xs text-fog-300" data-testid="closed-loop-card">
            {t('cashier.closedLoop.toCard', { card: maskedCard(loop.destination) })}
          </span>
        )}
      </span>
      {loop?.allowed && (
        <span className="shrink-0 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-semibold text-gold-200">
          {t('cashier.closedLoop.yours')}
        </span>
      )}
    </>
  );
  const base = 'flex items-start gap-3 rounded-2xl border p-4 transition-colors';
  if (refused) {
    return (
      <div
        className={`${base} cursor-not-allowed border-ink-700 bg-ink-850/60 opacity-80`}
        data-testid={`system-${system.slug}`}
        aria-disabled="true"
      >
        {body}
      </div>
    );
  }
  if (system.isTemporaryDisabled) {
    return (
      <div
        className={`${base} cursor-not-allowed border-ink-700 bg-ink-850/60 opacity-60`}
        data-testid={`system-${system.slug}`}
        aria-disabled="true"
      >
        {body}
        <span className="shrink-0 rounded-full bg-ink-700 px-2 py-0.5 text-xs text-fog-400">
          {t('cashier.temporarilyDisabled')}
        </span>
      </div>
    );
  }
  return (
    <Link
      to={systemPath(direction, system.slug)}
      data-testid={`system-${system.slug}`}
      className={`${base} border-ink-600 bg-ink-800/70 hover:border-gold-400/60 hover:bg-ink-800`}
    >
      {body}
    </Link>
  );
}

/** The direction's payment systems with their marks, names and limits; a tile opens the system's page. */
export function SystemPicker({ direction, currency }: { direction: PaymentDirection; currency: string }) {
  const { t } = useTranslation();
  const systems = usePaymentSystems(direction);
  if (systems.isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner size={28} className="text-gold-400" />
      </div>
    );
  }
  if (systems.isError) return <Notice tone="error">{errorText(systems.error)}</Notice>;
  if (systems.data.length === 0) return <Notice>{t('cashier.noSystems')}</Notice>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid={`${direction}-systems`}>
      {systems.data.map((system) => (
        <li key={system.slug}>
          <SystemTile
            system={system}
            direction={direction}
            currency={currency}
            loopMethod={loopMethods(systems.data)}
          />
        </li>
      ))}
    </ul>
  );
}
