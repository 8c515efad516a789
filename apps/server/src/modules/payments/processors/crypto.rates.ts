import type { CoinRow } from './crypto.repository.js';

/** Crypto amounts are kept in units of 1e-8 coin (satoshi-like) for every coin. */
export const UNITS_PER_COIN = 100_000_000;

/** Fiat rates as the operator's settings give them: units of a currency per unit of EUR (the default). */
export type FiatRates = Record<string, number>;
const rateOf = (rates: FiatRates, currency: string) => rates[currency] ?? 1;
// Floating point error must not cross a rounding boundary: 0.1 + 0.2 ceils to 0.3, not 0.30000001.
const clean = (value: number) => Number(value.toPrecision(12));

/** Coin units worth `minor` of a fiat currency at the configured rates, rounded up (the player sends enough). */
export function unitsForFiat(minor: number, currency: string, coin: CoinRow, rates: FiatRates): number {
  const eur = minor / 100 / rateOf(rates, currency);
  return Math.ceil(clean((eur / coin.eur_price) * UNITS_PER_COIN));
}

/** Fiat minor units that `units` of the coin are worth, rounded down (never credit more than arrived). */
export function fiatForUnits(units: number, coin: CoinRow, currency: string, rates: FiatRates): number {
  const eur = (units / UNITS_PER_COIN) * coin.eur_price;
  return Math.floor(clean(eur * rateOf(rates, currency) * 100));
}

/** Fiat minor units needed to reach `units` of the coin, rounded up (the fiat equivalent of a minimum). */
export function fiatCeilForUnits(units: number, coin: CoinRow, currency: string, rates: FiatRates): number {
  const eur = (units / UNITS_PER_COIN) * coin.eur_price;
  return Math.ceil(clean(eur * rateOf(rates, currency) * 100));
}

export const coins = (units: number) => units / UNITS_PER_COIN;

/** Coins as a decimal string, without exponent notation or trailing zeros. */
export const coinText = (units: number) =>
  coins(units)
    .toFixed(8)
    .replace(/\.?0+$/, '');
