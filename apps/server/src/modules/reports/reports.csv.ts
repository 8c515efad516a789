/** A value as one CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
function field(value: unknown, amount: boolean): string {
  if (typeof value === 'number') return amount ? value.toFixed(2) : String(value);
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would make a spreadsheet read a formula: text stays text.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * Rows as CSV text: a header line of `columns`, then one line per row, CRLF-separated;
 * the `amounts` columns (decimals of a currency) with two decimals.
 */
export function toCsv<T extends object>(columns: (keyof T & string)[], rows: T[], amounts: string[] = []): string {
  const lines = [columns.join(',')];
  for (const row of rows) {
    lines.push(columns.map((column) => field(row[column], amounts.includes(column))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
