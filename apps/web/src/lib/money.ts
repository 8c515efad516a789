import { displayCurrency, toMinor } from '@casino/contracts';

/** Floors to 2 decimals without float drift (SPEC §9: money is floored, never rounded). */
export function floor2(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return value < 0 ? -toMinor(-value) / 100 : toMinor(value) / 100;
}

/** "1234.50": fixed Latin digits so balances read the same in every language. */
export function formatAmount(value: number): string {
  return floor2(value).toFixed(2);
}

/** "<amount> <currency>", with FNT shown as RUB (SPEC §3). */
export function formatMoney(value: number, currency: string): string {
  return `${formatAmount(value)} ${displayCurrency(currency)}`;
}
