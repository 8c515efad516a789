import type { BonusHistoryPage } from '@casino/contracts';
import { Pager } from '@casino/ui/pager';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorText } from '@/lib/error-text';
import type { BonusHistoryFilter } from '../lib/history-query';
import { HistoryFilters } from './history-filters';
import { HistoryList } from './history-list';
import { HistorySkeleton } from './history-skeleton';

/** What both history pages show: the filters, then the list with its pages, or why there is none. */
export function HistoryPanel({
  filter,
  onFilter,
  history,
  withType,
  emptyText,
}: {
  filter: BonusHistoryFilter;
  onFilter: (next: Partial<BonusHistoryFilter>) => void;
  history: UseQueryResult<BonusHistoryPage>;
  withType: boolean;
  emptyText: string;
}) {
  const pages = Math.ceil((history.data?.count ?? 0) / filter.pageSize);
  return (
    <div className="flex flex-col gap-5">
      <HistoryFilters value={filter} withType={withType} onChange={onFilter} />
      {history.isPending ? (
        <HistorySkeleton />
      ) : history.isError ? (
        <p className="rounded-xl bg-danger-500/10 p-4 text-danger-400" role="alert" data-testid="bonus-history-error">
          {errorText(history.error)}
        </p>
      ) : history.data.results.length === 0 ? (
        <p className="py-10 text-center text-fog-400" data-testid="bonus-history-empty">
          {emptyText}
        </p>
      ) : (
        <>
          <HistoryList items={history.data.results} />
          <Pager page={filter.page} pages={pages} onPage={(page) => onFilter({ page })} />
        </>
      )}
    </div>
  );
}
