import type { BonusType } from '@casino/contracts';

/** A bonus or cashback history page as the page asks for it; days are plain YYYY-MM-DD. */
export interface BonusHistoryFilter {
  page: number;
  pageSize: number;
  from?: string | undefined;
  to?: string | undefined;
  /** Bonus history only: the cashback history is one type already. */
  type?: BonusType | undefined;
}

/**
 * The query string of both history calls (SPEC §7). Empty filters are left out (SPEC §5),
 * and days go as they are: the server reads date_from from the start of its day and date_to
 * to the end of its. is_accrued is always true, as in the spec's calls: the lists are credits.
 */
export function historyQuery(filter: BonusHistoryFilter): Record<string, string> {
  const query: Record<string, string> = {
    page: String(filter.page),
    page_size: String(filter.pageSize),
    is_accrued: 'true',
  };
  if (filter.from) query.date_from = filter.from;
  if (filter.to) query.date_to = filter.to;
  if (filter.type) query.type = filter.type;
  return query;
}
