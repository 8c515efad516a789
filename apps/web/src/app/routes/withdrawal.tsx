import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { SystemPage } from '@/features/cashier/components/system-page';
import { usePageTitle } from '@/lib/use-page-title';

/** /withdrawal/{payoutSystem} (SPEC §2.2). */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  usePageTitle(t('cashier.payoutTitle'));
  const { payoutSystem = '' } = useParams();
  const user = useAuthStore((s) => s.user);
  return (
    <SystemPage direction="payout" slug={payoutSystem} currency={user?.currency ?? ''} balance={user?.balance ?? 0} />
  );
}
