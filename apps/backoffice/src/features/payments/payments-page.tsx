import type { PaymentItem } from '@casino/contracts';
import { Button } from '@casino/ui/button';
import { cn } from '@casino/ui/cn';
import { Pager } from '@casino/ui/pager';
import { notify } from '@casino/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Badge, EmptyRow, Table, Td, Th } from '@/components/table';
import { errorText } from '@/lib/error-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { type Decision, useDecidePayment } from './api/decide-payment';
import { type Direction, PAGE_SIZE, type QueueName, usePaymentQueue } from './api/get-payment-queue';
import { RefusalDialog } from './components/refusal-dialog';

const QUEUES: { direction: Direction; list: QueueName }[] = [
  { direction: 'payout', list: 'approve' },
  { direction: 'deposit', list: 'approve' },
  { direction: 'payout', list: 'manual' },
  { direction: 'deposit', list: 'manual' },
];

/** What a payment in a queue may become: approved or refused, or paid or refused by hand (status 27). */
function decisionsFor(list: QueueName, payment: PaymentItem): { accept: Decision; refuse: Decision } {
  return list === 'manual' || payment.status === 27
    ? { accept: 'manual_success', refuse: 'manual_fail' }
    : { accept: 'approve_success', refuse: 'approve_fail' };
}

/** The payments waiting for a person: approve or refuse each, with a reason the player reads. */
export default function PaymentsPage() {
  const { t } = useTranslation();
  usePageTitle(t('screens.payments.title'));
  const [queueIndex, setQueueIndex] = useState(0);
  const [page, setPage] = useState(1);
  const queue = { ...QUEUES[queueIndex]!, page };
  const payments = usePaymentQueue(queue);
  const decide = useDecidePayment();
  const [refusing, setRefusing] = useState<PaymentItem | null>(null);
  const pages = Math.max(1, Math.ceil((payments.data?.count ?? 0) / PAGE_SIZE));

  const act = (payment: PaymentItem, decision: Decision, reason?: string) =>
    decide.mutate(
      { direction: queue.direction, id: payment.id, decision, ...(reason ? { reason } : {}) },
      {
        onSuccess: () => {
          setRefusing(null);
          notify(
            t(decision.endsWith('success') ? 'payments.accepted' : 'payments.refused', { id: payment.id }),
            'success',
          );
        },
        onError: (error) => notify(errorText(error), 'error'),
      },
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5">
      <PageHeader title={t('screens.payments.title')} lead={t('screens.payments.description')} />
      <div role="tablist" aria-label={t('payments.queues')} className="flex flex-wrap gap-2">
        {QUEUES.map(({ direction, list }, index) => (
          <button
            key={`${direction}-${list}`}
            type="button"
            role="tab"
            aria-selected={index === queueIndex}
            onClick={() => {
              setQueueIndex(index);
              setPage(1);
            }}
            className={cn(
              'h-9 cursor-pointer rounded-xl border px-3 text-sm font-semibold transition-colors',
              index === queueIndex
                ? 'border-gold-400/60 bg-gold-400/10 text-gold-200'
                : 'border-white/10 text-fog-300 hover:bg-white/5',
            )}
          >
            {t(`payments.queue.${direction}.${list}`)}
          </button>
        ))}
      </div>
      <Table caption={t(`payments.queue.${queue.direction}.${queue.list}`)}>
        <thead>
          <tr>
            <Th>{t('payments.id')}</Th>
            <Th>{t('payments.player')}</Th>
            <Th>{t('payments.system')}</Th>
            <Th numeric>{t('payments.amount')}</Th>
            <Th>{t('payments.statusLabel')}</Th>
            <Th>{t('payments.created')}</Th>
            <Th numeric>{t('payments.decision')}</Th>
          </tr>
        </thead>
        <tbody data-testid="payment-rows">
          {payments.data?.results.map((payment) => {
            const { accept } = decisionsFor(queue.list, payment);
            const busy = decide.isPending && decide.variables?.id === payment.id;
            return (
              <tr key={payment.id} data-testid={`payment-${payment.id}`}>
                <Td className="text-fog-400 tabular-nums">{payment.id}</Td>
                <Td>
                  <Link to={`/players/${payment.user}`} className="text-gold-300 hover:underline">
                    #{payment.user}
                  </Link>
                </Td>
                <Td>
                  {payment.paymentSystem}
                  {payment.destination ? (
                    <span dir="ltr" className="ms-2 text-fog-400">
                      {payment.destination}
                    </span>
                  ) : null}
                </Td>
                <Td className="text-end font-semibold tabular-nums">
                  {formatMoney(payment.amount, payment.amountCurrency)}
                </Td>
                <Td>
                  <Badge tone="wait">{t(`payments.status.${payment.status}`)}</Badge>
                </Td>
                <Td className="whitespace-nowrap text-fog-400">{formatDateTime(payment.createdAt)}</Td>
                <Td>
                  <div className="flex justify-end gap-2">
                    <Button
                      size="sm"
                      loading={busy && decide.variables?.decision === accept}
                      onClick={() => act(payment, accept)}
                    >
                      {t(accept === 'manual_success' ? 'payments.markPaid' : 'payments.approve')}
                    </Button>
                    <Button size="sm" variant="secondary" disabled={busy} onClick={() => setRefusing(payment)}>
                      {t('payments.refuse')}
                    </Button>
                  </div>
                </Td>
              </tr>
            );
          })}
          {payments.data?.results.length === 0 ? <EmptyRow columns={7}>{t('payments.empty')}</EmptyRow> : null}
        </tbody>
      </Table>
      <Pager page={page} pages={pages} onPage={setPage} />
      <RefusalDialog
        key={refusing?.id ?? 0}
        open={refusing !== null}
        pending={decide.isPending}
        onCancel={() => setRefusing(null)}
        onRefuse={(reason) => refusing && act(refusing, decisionsFor(queue.list, refusing).refuse, reason)}
      />
    </div>
  );
}
