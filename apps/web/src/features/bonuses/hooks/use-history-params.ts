import { BONUS_TYPES, type BonusType } from '@casino/contracts';
import { useSearchParams } from 'react-router';
import type { BonusHistoryFilter } from '../lib/history-query';

export const HISTORY_PAGE_SIZE = 20;

const isBonusType = (value: string | null): value is BonusType =>
  (BONUS_TYPES as readonly string[]).includes(value ?? '');

/**
 * The filters live in the address, so a filtered page can be reloaded or shared. Any change
 * goes back to page one; a type in the address is read only where the page offers the filter.
 */
export function useHistoryParams(withType: boolean): [BonusHistoryFilter, (next: Partial<BonusHistoryFilter>) => void] {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  const filter: BonusHistoryFilter = {
    page: Math.max(1, Number(params.get('page')) || 1),
    pageSize: HISTORY_PAGE_SIZE,
    from: params.get('from') || undefined,
    to: params.get('to') || undefined,
    type: withType && isBonusType(type) ? type : undefined,
  };
  const update = (next: Partial<BonusHistoryFilter>) => {
    const merged = { ...filter, page: 1, ...next };
    const query = new URLSearchParams();
    if (merged.page > 1) query.set('page', String(merged.page));
    if (merged.from) query.set('from', merged.from);
    if (merged.to) query.set('to', merged.to);
    if (merged.type) query.set('type', merged.type);
    setParams(query, { replace: true });
  };
  return [filter, update];
}
