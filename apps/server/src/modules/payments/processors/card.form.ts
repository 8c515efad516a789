import { passesLuhn } from '../payout-destination.js';

/** The sandbox's test cards (as the big processors document theirs). */
export const TEST_CARDS = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000003220': 'challenge',
  '4000000000000119': 'timeout',
} as const;
export type TestCardBehaviour = (typeof TEST_CARDS)[keyof typeof TEST_CARDS];

/** The one-time code the sandbox's 3-D Secure step accepts. */
export const CHALLENGE_CODE = '123456';

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}
export type CardField = keyof CardForm;

/** Reads a posted form's fields as strings (absent ones empty). */
export function readCardForm(body: unknown): CardForm {
  const get = (key: string) => {
    const value = (body as Record<string, unknown> | null)?.[key];
    return typeof value === 'string' ? value.slice(0, 100) : '';
  };
  return { number: get('number'), expiry: get('expiry'), cvc: get('cvc'), holder: get('holder') };
}

/**
 * Checks the card form as a hosted page does: the Luhn check, an expiry (MM/YY) not in
 * the past, a CVC of 3 or 4 digits and a holder name. Returns the field errors, or the
 * card's digits and what the sandbox does with it.
 */
export function checkCardForm(
  form: CardForm,
  now: Date,
): { errors: Partial<Record<CardField, string>> } | { digits: string; behaviour: TestCardBehaviour | null } {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = form.number.replace(/[\s-]+/g, '');
  if (!digits) errors.number = 'Enter the card number.';
  else if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.number = 'This card number is not valid.';

  const expiry = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(form.expiry);
  const month = Number(expiry?.[1]);
  if (!form.expiry.trim()) errors.expiry = 'Enter the expiry date.';
  else if (!expiry || month < 1 || month > 12) errors.expiry = 'Enter the expiry date as MM/YY.';
  else {
    const year = 2000 + Number(expiry[2]);
    // A card is valid to the end of its expiry month.
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.expiry = 'This card has expired.';
  }

  if (!form.cvc.trim()) errors.cvc = 'Enter the security code.';
  else if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'The security code is 3 or 4 digits.';

  const holder = form.holder.trim();
  if (!holder) errors.holder = 'Enter the name on the card.';
  else if (holder.length < 2 || !/^[\p{L}][\p{L}\p{M} .'-]*$/u.test(holder))
    errors.holder = 'Enter the name as printed on the card.';

  if (Object.keys(errors).length > 0) return { errors };
  return { digits, behaviour: (TEST_CARDS as Record<string, TestCardBehaviour>)[digits] ?? null };
}
