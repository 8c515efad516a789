import { apiRequest } from '@casino/api-client';
import { describe, expect, it, vi } from 'vitest';
import { getCryptoCurrencies } from './get-crypto-currencies';

vi.mock('@casino/api-client', () => ({ apiRequest: vi.fn() }));

const coin = (currency: string) => ({
  currency,
  name: currency,
  ticker: currency,
  network: 'n',
  confirmations: 1,
  min_amount: 1,
});

describe('getCryptoCurrencies', () => {
  it("puts the coins in the spec's display order whatever order they arrive in, unknown ones last", async () => {
    vi.mocked(apiRequest).mockResolvedValue({
      currencies: ['ltc', 'xmr', 'btc', 'trx', 'eth', 'doge', 'bnbbsc', 'usdterc20', 'busdbsc', 'usdttrc20'].map(coin),
    });
    const codes = (await getCryptoCurrencies()).map((c) => c.currency);
    expect(codes).toEqual(['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc', 'xmr']);
  });
});
