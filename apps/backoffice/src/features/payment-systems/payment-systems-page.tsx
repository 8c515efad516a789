import { PAYMENT_DIRECTIONS, type PaymentDirection, type PaymentSystemConfig } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { Spinner } from '@casino/ui/spinner';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';
import { useCurrencies } from './api/get-currencies';
import { usePaymentSystems } from './api/get-payment-systems';
import { useSystemKinds } from './api/get-system-kinds';
import { useUpdatePaymentSystem } from './api/update-payment-system';
import { EditSystemDialog } from './components/edit-system-dialog';
import { NewSystemDialog } from './components/new-system-dialog';
import { SystemsTable } from './components/systems-table';

type Dialog = { edit: PaymentSystemConfig } | { add: PaymentDirection };

/**
 * The payment systems the super admin and the owner configure (SPEC §3 Payment system): per
 * direction, in the players' order, each with its limits, texts and switch; edited or added in a
 * dialog. A system is offered to players only if its processor runs on the server.
 */
export default function PaymentSystemsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.payment-systems.title'));
  const systems = usePaymentSystems();
  const kinds = useSystemKinds();
  const currencies = useCurrencies();
  const toggle = useUpdatePaymentSystem();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  if (systems.isPending || kinds.isPending || currencies.isPending) return <Spinner />;
  if (systems.isError || kinds.isError || currencies.isError)
    return <p className="text-danger-400">{errorText(systems.error ?? kinds.error ?? currencies.error)}</p>;

  const [firstKind, ...otherKinds] = kinds.data;
  const switchOver = (system: PaymentSystemConfig) =>
    toggle.mutate(
      { direction: system.direction, slug: system.slug, changes: { isTemporaryDisabled: !system.isTemporaryDisabled } },
      { onError: (error) => notify(errorText(error), 'error') },
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <PageHeader title={t('screens.payment-systems.title')} lead={t('screens.payment-systems.description')} />
      <p className="text-xs text-fog-500">{t('paymentSystems.limitsLead')}</p>
      {PAYMENT_DIRECTIONS.map((direction) => {
        const title = t(`paymentSystems.sections.${direction}`);
        return (
          <section key={direction} aria-labelledby={`systems-${direction}`} className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id={`systems-${direction}`} className="text-lg font-semibold text-fog-100">
                {title}
              </h2>
              {firstKind ? (
                <Button variant="secondary" size="sm" onClick={() => setDialog({ add: direction })}>
                  {t(`paymentSystems.add.${direction}`)}
                </Button>
              ) : null}
            </div>
            <SystemsTable
              caption={title}
              systems={systems.data.filter((system) => system.direction === direction)}
              busy={toggle.isPending}
              onToggle={switchOver}
              onEdit={(system) => setDialog({ edit: system })}
            />
          </section>
        );
      })}
      {dialog && 'edit' in dialog ? (
        <EditSystemDialog
          system={dialog.edit}
          kinds={kinds.data}
          currencies={currencies.data}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog && 'add' in dialog && firstKind ? (
        <NewSystemDialog
          direction={dialog.add}
          kinds={[firstKind, ...otherKinds]}
          currencies={currencies.data}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </div>
  );
}
