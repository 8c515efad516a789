import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { HistoryIcon } from '@/components/ui/icons';
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
