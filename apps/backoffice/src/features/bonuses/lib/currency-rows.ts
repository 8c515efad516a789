import { parseDecimal } from './form-errors';

/** One line of an amounts-per-currency table as typed. */
export interface CurrencyRow {
  currency: string;
  amount: string;
}

/** An amounts-per-currency record as the table's lines, in the record's order (the first one converts to the others). */
export function rowsOf(record: Record<string, number>): CurrencyRow[] {
  return Object.entries(record).map(([currency, amount]) => ({ currency, amount: String(amount) }));
}

/**
 * The table's lines as the record the contracts take: blank lines are dropped, currencies
 * upper-cased. A currency given twice is reported (the second line would silently win).
 */
export function recordOf(rows: readonly CurrencyRow[]): { record: Record<string, number>; duplicate: string | null } {
  const record: Record<string, number> = {};
  let duplicate: string | null = null;
  for (const row of rows) {
    const currency = row.currency.trim().toUpperCase();
    if (!currency && !row.amount.trim()) continue;
    if (currency in record) duplicate ??= currency;
    // An amount left blank on a named currency is sent as nothing readable: the schema refuses it.
    record[currency] = parseDecimal(row.amount) ?? Number.NaN;
  }
  return { record, duplicate };
}
