import type { JackpotTerms } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { jackpotsDraftOf, jackpotTermsRequest } from './jackpot-terms';

const tier = { contributionPercent: 0.5, seeds: { EUR: 100, USD: 110 }, caps: { EUR: 1000 } };
const terms: JackpotTerms = { enabled: true, tiers: { gold: tier, silver: tier, bronze: tier, diamond: tier } };

describe("the jackpots' form", () => {
  it('shows a line per currency with its seed and cap, and sends back what it read', () => {
    const draft = jackpotsDraftOf(terms);
    expect(draft.tiers.gold.rows).toEqual([
      { currency: 'EUR', seed: '100', cap: '1000' },
      { currency: 'USD', seed: '110', cap: '' },
    ]);
    expect(jackpotTermsRequest(draft)).toEqual({ ok: true, data: terms });
  });

  it('sends a new currency, and a changed share as a number', () => {
    const draft = jackpotsDraftOf(terms);
    draft.tiers.diamond = {
      contributionPercent: '1,25',
      rows: [...draft.tiers.diamond.rows, { currency: 'tnd', seed: '300', cap: '3000' }],
    };
    const result = jackpotTermsRequest(draft);
    expect(result.ok && result.data.tiers.diamond).toEqual({
      contributionPercent: 1.25,
      seeds: { EUR: 100, USD: 110, TND: 300 },
      caps: { EUR: 1000, TND: 3000 },
    });
  });

  it('refuses a cap not above its seed, a share over 10 %, a currency twice', () => {
    const draft = jackpotsDraftOf(terms);
    draft.tiers.gold = { contributionPercent: '11', rows: [{ currency: 'EUR', seed: '100', cap: '100' }] };
    draft.tiers.silver = {
      contributionPercent: '1',
      rows: [
        { currency: 'EUR', seed: '1', cap: '2' },
        { currency: 'EUR', seed: '1', cap: '2' },
      ],
    };
    expect(jackpotTermsRequest(draft)).toEqual({
      ok: false,
      errors: {
        'tiers.gold.contributionPercent': 'too_long',
        'tiers.gold.caps': 'invalid',
        'tiers.silver.rows': 'duplicate_currency',
      },
    });
  });
});
