import { Button } from '@casino/ui/button';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePayCashback } from '../api/pay-cashback';
import { failureText } from '../lib/texts';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Outcome } from './form-bits';

/** Pays the last ended period's cashback now rather than at the hourly job (a period is paid once per player). */
export function CashbackPayCard() {
  const { t } = useTranslation();
  const mutation = usePayCashback();
  const [asking, setAsking] = useState(false);
  const [paid, setPaid] = useState<number | null>(null);
  const pay = () =>
    mutation.mutate(undefined, {
      onSuccess: ({ players }) => {
        setAsking(false);
        setPaid(players);
        notify(t('bonuses.cashback.paid', { n: players }), 'success');
      },
      onError: (error) => notify(failureText(error), 'error'),
    });
  return (
    <section className="card flex flex-col gap-4 p-5">
      <div>
        <h2 className="text-base font-semibold text-fog-100">{t('bonuses.cashback.title')}</h2>
        <p className="mt-1 text-sm text-fog-400">{t('bonuses.cashback.lead')}</p>
      </div>
      <Button variant="outline" className="self-start" onClick={() => setAsking(true)} data-testid="cashback-pay">
        {t('bonuses.cashback.pay')}
      </Button>
      {paid !== null ? <Outcome>{t('bonuses.cashback.paid', { n: paid })}</Outcome> : null}
      <ConfirmDialog
        open={asking}
        title={t('bonuses.cashback.confirmTitle')}
        confirm={t('bonuses.cashback.pay')}
        pending={mutation.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={pay}
      >
        {t('bonuses.cashback.confirmLead')}
      </ConfirmDialog>
    </section>
  );
}
