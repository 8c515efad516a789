import type { CoinRow } from './crypto.repository.js';

/** Crypto amounts are kept in units of 1e-8 coin (satoshi-like) for every coin. */
export const UNITS_PER_COIN = 100_000_000;

/** Fiat rates as the operator's settings give them: units of a currency per unit of EUR (the default). */
export type FiatRates = Record<string, number>;

/**
 * A configured rate as the exact decimal it was written as (3.35 is 335/100): the
 * conversions below are then exact fractions, so "send what was asked, get what was
 * asked" holds to the cent, which floating point misses now and then.
 */
function fraction(value: number): [bigint, bigint] {
  const text = Number.isInteger(value) ? String(value) : value.toFixed(12).replace(/0+$/, '');
  const [whole, decimals = ''] = text.split('.');
  return [BigInt(`${whole}${decimals}`), 10n ** BigInt(decimals.length)];
}

/** Fiat minor units per coin unit, as a fraction: price (EUR/coin) × rate (fiat/EUR) × 100 / 1e8. */
function perUnit(coin: CoinRow, currency: string, rates: FiatRates): [bigint, bigint] {
  const [pn, pd] = fraction(coin.eur_price);
  const [rn, rd] = fraction(rates[currency] ?? 1);
  return [pn * rn * 100n, pd * rd * BigInt(UNITS_PER_COIN)];
}

const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** Coin units worth `minor` of a fiat currency, rounded up: the fewest units worth at least `minor`. */
export function unitsForFiat(minor: number, currency: string, coin: CoinRow, rates: FiatRates): number {
  const [n, d] = perUnit(coin, currency, rates);
  return Number(ceilDiv(BigInt(minor) * d, n));
}

/** Fiat minor units that `units` of the coin are worth, rounded down (never credit more than arrived). */
export function fiatForUnits(units: number, coin: CoinRow, currency: string, rates: FiatRates): number {
  const [n, d] = perUnit(coin, currency, rates);
  return Number((BigInt(units) * n) / d);
}

/** Fiat minor units needed to reach `units` of the coin, rounded up (the fiat equivalent of a minimum). */
export function fiatCeilForUnits(units: number, coin: CoinRow, currency: string, rates: FiatRates): number {
  const [n, d] = perUnit(coin, currency, rates);
  return Number(ceilDiv(BigInt(units) * n, d));
}

export const coins = (units: number) => units / UNITS_PER_COIN;

/** Coins as a decimal string, without exponent notation or trailing zeros. */
export const coinText = (units: number) =>
  coins(units)
    .toFixed(8)
    .replace(/\.?0+$/, '');
