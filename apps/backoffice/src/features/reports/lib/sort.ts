import type { GgrRow } from '@casino/contracts';

export type SortColumn = 'key' | 'bets' | 'stakes' | 'wins' | 'ggr' | 'bonus_stakes';
export interface Sort {
  column: SortColumn;
  descending: boolean;
}

/** The rows by currency first (amounts of two currencies never compare), then by the column. */
export function sortRows(rows: GgrRow[], sort: Sort): GgrRow[] {
  const sign = sort.descending ? -1 : 1;
  return [...rows].sort((a, b) => {
    if (a.currency !== b.currency) return a.currency.localeCompare(b.currency);
    const order =
      sort.column === 'key' ? a.key.localeCompare(b.key) : (a[sort.column] as number) - (b[sort.column] as number);
    return sign * order || a.key.localeCompare(b.key);
  });
}

/** A click on a column's header: the same column turns around, another starts biggest first (names A to Z). */
export const nextSort = (sort: Sort, column: SortColumn): Sort =>
  sort.column === column ? { column, descending: !sort.descending } : { column, descending: column !== 'key' };
