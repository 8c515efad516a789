import { locale } from './i18n';

/** Minor units as the player's currency, in the player's language. */
export function formatMoney(minor: number | null, currency: string): string {
  if (minor === null) return '—';
  // SPEC §3 shows FNT as RUB (the contracts' displayCurrency; not imported: it would bring zod along).
  const shown = currency === 'FNT' ? 'RUB' : currency;
  try {
    return new Intl.NumberFormat(locale(), { style: 'currency', currency: shown }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${shown}`;
  }
}
