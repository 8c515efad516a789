import { z } from 'zod';
import { payCurrency } from './payments.js';

/** The spec's display order of the crypto currencies (SPEC.md §9). */
export const CRYPTO_CURRENCIES = [
  'btc',
  'eth',
  'usdttrc20',
  'usdterc20',
  'busdbsc',
  'bnbbsc',
  'doge',
  'trx',
  'ltc',
] as const;
export type CryptoCurrencyCode = (typeof CRYPTO_CURRENCIES)[number];

export const CRYPTO_PAY_PREFIX = '/services/crypto-pay';

/** A coin the cashier accepts, with its network and how many blocks confirm a payment. */
export const CryptoCurrency = z.object({
  currency: z.string(),
  name: z.string(),
  ticker: z.string(),
  network: z.string(),
  confirmations: z.number().int(),
  /** The smallest amount accepted, in coins. */
  min_amount: z.number(),
});
export type CryptoCurrency = z.infer<typeof CryptoCurrency>;

/** GET /services/crypto-pay/available-currencies: in the display order of CRYPTO_CURRENCIES. */
export const AvailableCurrencies = z.object({ currencies: z.array(CryptoCurrency) });
export type AvailableCurrencies = z.infer<typeof AvailableCurrencies>;

/**
 * POST /services/crypto-pay/create-payment (players): starts a crypto deposit of `amount`
 * (the player's own currency) paid in `pay_currency`. `payment_system` defaults to `crypto`.
 */
export const CreateCryptoPaymentRequest = z.object({
  pay_currency: payCurrency,
  amount: z.number({ error: 'required' }).positive({ error: 'invalid' }).max(1e9, { error: 'too_long' }),
  payment_system: z
    .string()
    .regex(/^[a-z0-9_-]{2,40}$/, { error: 'invalid' })
    .default('crypto'),
});
export type CreateCryptoPaymentRequest = z.input<typeof CreateCryptoPaymentRequest>;

/**
 * A crypto deposit (SPEC.md §3 Crypto: currency, address, min amount, fiat equivalent):
 * send `pay_amount` of `pay_currency` to `pay_address`; it is credited after
 * `confirmations_required` blocks. `payment_id` is the deposit (GET /deposit/{id}/).
 */
export const CryptoPayment = z.object({
  payment_id: z.number().int(),
  payment_status: z.number().int(),
  pay_address: z.string(),
  pay_currency: z.string(),
  pay_amount: z.number(),
  network: z.string(),
  price_amount: z.number(),
  price_currency: z.string(),
  min_amount: z.number(),
  /** min_amount in price_currency. */
  fiat_equivalent: z.number(),
  confirmations_required: z.number().int(),
  /** Seen on the chain so far for this address, in coins, and the confirmations of the newest transfer. */
  received_amount: z.number(),
  confirmations: z.number().int(),
  created_at: z.string(),
});
export type CryptoPayment = z.infer<typeof CryptoPayment>;

export const CryptoPaymentParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** GET /services/crypto-pay/min-amount?currency=btc&fiat_currency=EUR (fiat_currency: the player's, else EUR). */
export const MinAmountQuery = z.object({
  currency: payCurrency,
  fiat_currency: z
    .string()
    .regex(/^[A-Z]{3}$/, { error: 'invalid_currency' })
    .optional(),
});
export type MinAmountQuery = z.input<typeof MinAmountQuery>;

export const MinAmount = z.object({
  currency_from: z.string(),
  min_amount: z.number(),
  fiat_equivalent: z.number(),
  fiat_currency: z.string(),
});
export type MinAmount = z.infer<typeof MinAmount>;
