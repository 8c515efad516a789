import { locale } from './i18n';

/** Minor units as the player's currency, in the player's language. */
export function formatMoney(minor: number | null, currency: string): string {
  if (minor === null) return '—';
  try {
    return new Intl.NumberFormat(locale(), { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
