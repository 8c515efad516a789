import { TRANSACTION_STATUSES } from '@casino/contracts';
import { Card } from '@casino/ui/card';
import { HistoryIcon } from '@casino/ui/icons';
import { Pager } from '@casino/ui/pager';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { type TransactionsFilter, useTransactions } from '@/features/transactions/api/get-transactions';
import { TransactionFilters } from '@/features/transactions/components/transaction-filters';
import { TransactionsList } from '@/features/transactions/components/transactions-list';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';

const PAGE_SIZE = 20;
const TYPES = ['all', 'deposit', 'withdrawal'] as const;

/** The filters live in the address, so a filtered page can be reloaded or shared. */
function useFilterParams(): [TransactionsFilter, (next: Partial<TransactionsFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const pick = <T extends string>(name: string, allowed: readonly T[], fallback: T) =>
    (allowed as readonly string[]).includes(params.get(name) ?? '') ? (params.get(name) as T) : fallback;
  const filter: TransactionsFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: PAGE_SIZE,
    type: pick('type', TYPES, 'all'),
    status: pick('status', TRANSACTION_STATUSES, 'ALL'),
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
  };
  const update = (next: Partial<TransactionsFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.type !== 'all') query.set('type', merged.type);
    if (merged.status !== 'ALL') query.set('status', merged.status);
    if (merged.from) query.set('from', merged.from);
    if (merged.to) query.set('to', merged.to);
    setParams(query, { replace: true });
  };
  return [filter, update];
}

export default function ProfileTransactionsPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.transactions'));
  const userId = useAuthStore((s) => s.user?.id ?? 0);
  const [filter, setFilter] = useFilterParams();
  const transactions = useTransactions(userId, filter);
  const pages = Math.ceil((transactions.data?.count ?? 0) / PAGE_SIZE);

  return (
    <Card title={t('menu.items.transactions')} icon={<HistoryIcon />}>
      <div className="flex flex-col gap-5">
        <TransactionFilters value={filter} onChange={setFilter} />
        {transactions.isPending ? (
          <div className="grid place-items-center py-12">
            <Spinner size={28} />
          </div>
        ) : transactions.isError ? (
          <p className="rounded-xl bg-danger-500/10 p-4 text-danger-400">{errorText(transactions.error)}</p>
        ) : transactions.data.results.length === 0 ? (
          <p className="py-10 text-center text-fog-400" data-testid="transactions-empty">
            {t('transactions.empty')}
          </p>
        ) : (
          <>
            <TransactionsList items={transactions.data.results} />
            <Pager page={filter.page} pages={pages} onPage={(page) => setFilter({ page })} />
          </>
        )}
      </div>
    </Card>
  );
}
