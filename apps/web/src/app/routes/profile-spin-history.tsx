import { Card } from '@casino/ui/card';
import { HistoryIcon } from '@casino/ui/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WheelHistory } from '@/features/wheel/components/wheel-modals';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * /profile/spin-history (SPEC §2.3): the player's prize-wheel spins, as in the wheel's history
 * modal; the page is kept in the address, so it can be reloaded or shared.
 */
export default function ProfileSpinHistoryPage() {
  const { t } = useTranslation();
  usePageTitle(t('menu.items.spinHistory'));
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return (
    <Card title={t('menu.items.spinHistory')} icon={<HistoryIcon />}>
      <div data-testid="spin-history-page">
        <WheelHistory
          pageSize={20}
          page={page}
          onPage={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
        />
      </div>
    </Card>
  );
}
