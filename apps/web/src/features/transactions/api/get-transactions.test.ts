import { apiRequest } from '@casino/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getTransactions, type TransactionsFilter } from './get-transactions';

vi.mock('@casino/api-client', () => ({
  apiRequest: vi.fn(async () => ({ count: 0, page: 1, page_size: 20, results: [] })),
}));

const base: TransactionsFilter = { page: 1, pageSize: 20, type: 'all', status: 'ALL' };
const requested = () => new URL(vi.mocked(apiRequest).mock.calls.at(-1)![0], 'http://x').searchParams;

describe('getTransactions', () => {
  beforeEach(() => vi.mocked(apiRequest).mockClear());

  it('asks for deposits as recipient and withdrawals as sender, with the player id', async () => {
    await getTransactions(42, { ...base, type: 'deposit' });
    expect(requested().get('recipient')).toBe('42');
    expect(requested().has('sender')).toBe(false);
    await getTransactions(42, { ...base, type: 'withdrawal' });
    expect(requested().get('sender')).toBe('42');
    expect(requested().has('recipient')).toBe(false);
    await getTransactions(42, base);
    expect(requested().has('sender') || requested().has('recipient')).toBe(false);
  });

  it('sends paging, status and the day range as the API names them', async () => {
    await getTransactions(7, { ...base, page: 3, status: 'REJECTED', from: '2026-11-01', to: '2026-11-20' });
    expect(Object.fromEntries(requested())).toEqual({
      page: '3',
      page_size: '20',
      status: 'REJECTED',
      created_from: '2026-11-01',
      created_to: '2026-11-20',
    });
  });
});
