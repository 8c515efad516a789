import { useTranslation } from 'react-i18next';
import { useBonusHistory } from '../api/get-bonus-history';
import { useHistoryParams } from '../hooks/use-history-params';
import { HistoryPanel } from './history-panel';

/** /profile/bonus-history: every credit to the bonus balance, filterable by day and type. */
export function BonusHistory() {
  const { t } = useTranslation();
  const [filter, setFilter] = useHistoryParams(true);
  const history = useBonusHistory(filter);
  return (
    <HistoryPanel
      filter={filter}
      onFilter={setFilter}
      history={history}
      withType
      emptyText={t('bonus.history.empty')}
    />
  );
}
