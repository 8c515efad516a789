import type { PaymentSystemKind } from '@casino/contracts';
import { FieldValidationError } from '../../lib/app-error.js';
import { type AddressFormat, isValidAddress } from './processors/crypto-address.js';

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** An IBAN: country, check digits and account, valid under ISO 13616's mod-97 check. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest === 1;
}

/**
 * Checks where a payout goes for the system's kind and returns it as stored: card digits
 * only, an IBAN without spaces, `<coin>:<address>` for crypto. Field errors otherwise.
 */
export function normalizeDestination(
  kind: PaymentSystemKind,
  destination: string | undefined,
  coin: { code: string; format: AddressFormat } | null,
): string {
  const value = destination?.trim() ?? '';
  if (!value) throw FieldValidationError.of('destination', 'required');
  if (kind === 'card') {
    const digits = value.replace(/[\s-]+/g, '');
    if (!passesLuhn(digits)) throw FieldValidationError.of('destination', 'invalid');
    return digits;
  }
  if (kind === 'manual') {
    if (!isValidIban(value)) throw FieldValidationError.of('destination', 'invalid');
    return value.replace(/\s+/g, '').toUpperCase();
  }
  if (!coin) throw FieldValidationError.of('pay_currency', 'required');
  if (!isValidAddress(coin.format, value)) throw FieldValidationError.of('destination', 'invalid');
  return `${coin.code}:${value}`;
}
