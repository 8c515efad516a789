import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SystemPage } from '@/features/cashier/components/system-page';
import { usePageTitle } from '@/lib/use-page-title';

/** /deposit/{paymentSystem} (SPEC §2.2). */
export default function DepositPage() {
  const { t } = useTranslation();
  usePageTitle(t('cashier.depositTitle'));
  const { paymentSystem = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  return (
    <SystemPage direction="deposit" slug={paymentSystem} currency={user?.currency ?? ''} balance={user?.balance ?? 0} />
  );
}
