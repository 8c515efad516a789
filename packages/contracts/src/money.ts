/**
 * Money crosses the API as decimal amounts floored to 2 places (minBet is ceiled) and
 * lives everywhere else as integer minor units. These are the only conversions.
 */
const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Parses a non-negative decimal (number or string) into minor units, flooring extra digits. */
export function toMinor(value: number | string): number {
  const text = typeof value === 'number' ? numberToPlain(value) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a non-negative decimal amount: ${String(value)}`);
  const whole = Number(match[1]);
  const cents = Number(((match[2] ?? '') + '00').slice(0, 2));
  const minor = whole * 100 + cents;
  if (!Number.isSafeInteger(minor)) throw new RangeError(`amount out of range: ${String(value)}`);
  return minor;
}

/** Minor units to the API's decimal amount (exact: minor units are whole cents). */
export function fromMinor(minor: number): number {
  return minor / 100;
}

/**
 * The cash a bonus exchange gives for `bonusMinor` (whole minor units) at `rate`, floored to
 * the cent exactly: 100 × 0.29 gives 29, though the float product is 28.999999999999996.
 */
export function exchangedCash(bonusMinor: number, rate: number): number {
  // In integers, the rate as its decimal (to 10 places): no float error moves the floor a cent,
  // however large the product.
  const [whole, fraction = ''] = rate.toFixed(10).split('.');
  return Number((BigInt(bonusMinor) * BigInt(whole! + fraction)) / 10n ** BigInt(fraction.length));
}

/** Ceils a decimal to minor units (minBet only, SPEC.md §9). */
export function toMinorCeil(value: number): number {
  // Rounded to 10 places first: 0.1 + 0.2 is 0.30000000000000004 and must ceil to 30, not 31.
  const exact = Number(value.toFixed(10));
  const floored = toMinor(exact);
  return floored / 100 < exact ? floored + 1 : floored;
}

function numberToPlain(value: number): string {
  if (!Number.isFinite(value) || value < 0) return String(value);
  // toString may use exponent notation; 20 fraction digits is the most toFixed allows.
  const text = value.toString();
  return text.includes('e') ? value.toFixed(20) : text;
}

/** Currency code shown to the player: FNT is displayed as RUB (SPEC.md §3). */
export function displayCurrency(code: string): string {
  return code === 'FNT' ? 'RUB' : code;
}
