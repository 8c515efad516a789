import { buttonClasses } from '@casino/ui/button';
import { Card } from '@casino/ui/card';
import { HistoryIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OwnPayments } from '@/features/cashier/components/payment-history';
import { usePageTitle } from '@/lib/use-page-title';

/** /profile/replenishment: the player's deposits (top-ups) with their status. */
export default function ProfileReplenishmentPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.replenishment'));
  return (
    <Card title={t('menu.items.replenishment')} subtitle={t('cashier.replenishmentText')} icon={<HistoryIcon />}>
      <div className="flex flex-col gap-5">
        <OwnPayments direction="deposit" />
        <Link to="/profile/DEPOSIT" className={buttonClasses('primary', 'md') + ' self-start'}>
          {t('cashier.newDeposit')}
        </Link>
      </div>
    </Card>
  );
}
