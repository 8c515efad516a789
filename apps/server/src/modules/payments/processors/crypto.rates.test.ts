import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../settings/index.js';
import { fiatCeilForUnits, fiatForUnits, unitsForFiat } from './crypto.rates.js';
import type { CoinRow } from './crypto.repository.js';

const coin = (eur_price: number): CoinRow => ({
  code: 'x',
  name: 'X',
  ticker: 'X',
  network: 'X',
  address_format: 'btc',
  eur_price,
  min_units: 1,
  confirmations: 1,
  sort: 1,
});
const prices = fc.constantFrom(60_000, 3_000, 0.92, 550, 0.15, 0.11, 70, 1, 0.3);
const currencies = fc.constantFrom(...Object.keys(DEFAULT_SETTINGS.rates));
const amounts = fc.integer({ min: 1, max: 100_000_000 });

describe('crypto conversions', () => {
  it('sending exactly the asked coins credits at least the asked amount, and at most a cent of coin more', () => {
    fc.assert(
      fc.property(amounts, prices, currencies, (minor, price, currency) => {
        const c = coin(price);
        const units = unitsForFiat(minor, currency, c, DEFAULT_SETTINGS.rates);
        expect(fiatForUnits(units, c, currency, DEFAULT_SETTINGS.rates)).toBeGreaterThanOrEqual(minor);
        // One unit fewer would not have been enough: the ceiling is tight.
        if (units > 1) expect(fiatForUnits(units - 1, c, currency, DEFAULT_SETTINGS.rates)).toBeLessThanOrEqual(minor);
      }),
    );
  });

  it('the fiat equivalent of a minimum buys at least the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_000 }), prices, currencies, (units, price, currency) => {
        const c = coin(price);
        const fiat = fiatCeilForUnits(units, c, currency, DEFAULT_SETTINGS.rates);
        expect(unitsForFiat(fiat, currency, c, DEFAULT_SETTINGS.rates)).toBeGreaterThanOrEqual(units);
      }),
    );
  });
});
