import { Card } from '@casino/ui/card';
import { ArrowBackIcon, HistoryIcon } from '@casino/ui/icons';
import { Spinner } from '@casino/ui/spinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useTransaction } from '@/features/transactions/api/get-transaction';
import { TransactionDetails } from '@/features/transactions/components/transaction-details';
import { errorText } from '@/lib/error-text';
import { usePageTitle } from '@/lib/use-page-title';

export default function ProfileTransactionDetailPage() {
  const { t } = useTranslation();
  usePageTitle(t('transactions.details.title'));
  const { id = '' } = useParams();
  const transaction = useTransaction(id);
  return (
    <Card title={t('transactions.details.title')} icon={<HistoryIcon />}>
      {transaction.isPending ? (
        <div className="grid place-items-center py-12">
          <Spinner size={28} />
        </div>
      ) : transaction.isError ? (
        <p className="rounded-xl bg-danger-500/10 p-4 text-danger-400" data-testid="transaction-error">
          {errorText(transaction.error)}
        </p>
      ) : (
        <TransactionDetails transaction={transaction.data} />
      )}
      <Link
        to="/profile/transactions"
        className="mt-6 inline-flex items-center gap-1.5 text-sm font-semibold text-gold-300 hover:text-gold-200"
      >
        <ArrowBackIcon size={16} />
        {t('transactions.details.back')}
      </Link>
    </Card>
  );
}
