import type { PaymentDirection } from '@casino/contracts';
import { Notice } from '@casino/ui/card';
import { Pager } from '@casino/ui/pager';
import { Spinner } from '@casino/ui/spinner';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@/lib/error-text';
import { usePaymentHistory } from '../api/get-payment-history';
import { usePayments } from '../api/get-payments';
import { PaymentsList, type PaymentRow } from './payments-list';

const PAGE_SIZE = 10;

function Paged({
  query,
  rows,
  page,
  onPage,
  testId,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: { count: number } | undefined };
  rows: PaymentRow[];
  page: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <div className="grid place-items-center py-10">
        <Spinner size={28} className="text-gold-400" />
      </div>
    );
  }
  if (query.isError) return <Notice tone="error">{errorText(query.error)}</Notice>;
  if (rows.length === 0) {
    return (
      <p className="py-8 text-center text-fog-400" data-testid={`${testId}-empty`}>
        {t('cashier.noPayments')}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <PaymentsList rows={rows} testId={testId} />
      <Pager page={page} pages={Math.ceil((query.data?.count ?? 0) / PAGE_SIZE)} onPage={onPage} />
    </div>
  );
}

/** GET /services/facade/history/payment/: every deposit and payout of the player. */
export function PaymentHistory() {
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page, PAGE_SIZE);
  const rows: PaymentRow[] = (history.data?.results ?? []).map((item) => ({
    id: item.paymentId,
    direction: item.paymentType,
    system: item.paymentSystem,
    amount: item.amount,
    currency: item.currency,
    status: item.status,
    createdAt: item.createdAt,
  }));
  return <Paged query={history} rows={rows} page={page} onPage={setPage} testId="payment-history" />;
}

/** The player's own deposits or payouts; open ones follow their status live. */
export function OwnPayments({ direction }: { direction: PaymentDirection }) {
  const [page, setPage] = useState(1);
  const payments = usePayments(direction, page, PAGE_SIZE);
  const rows: PaymentRow[] = (payments.data?.results ?? []).map((item) => ({
    id: item.id,
    direction: item.paymentType,
    system: item.paymentSystem,
    amount: item.amount,
    currency: item.amountCurrency,
    status: item.status,
    createdAt: item.createdAt,
  }));
  return <Paged query={payments} rows={rows} page={page} onPage={setPage} testId={`${direction}-payments`} />;
}
