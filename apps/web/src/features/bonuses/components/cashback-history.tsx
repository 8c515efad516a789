import { useTranslation } from 'react-i18next';
import { useCashbackHistory } from '../api/get-cashback-history';
import { useHistoryParams } from '../hooks/use-history-params';
import { HistoryPanel } from './history-panel';

/** /profile/cashback-history: the cashback credited to the bonus balance, filterable by day. */
export function CashbackHistory() {
  const { t } = useTranslation();
  const [filter, setFilter] = useHistoryParams(false);
  const history = useCashbackHistory(filter);
  return (
    <HistoryPanel
      filter={filter}
      onFilter={setFilter}
      history={history}
      withType={false}
      emptyText={t('bonus.cashback.empty')}
    />
  );
}
