import { z } from 'zod';
import { PAYMENT_STATUS } from './enums.js';
import { LOCALES } from './locales.js';

/** The spec's payment status codes (SPEC.md §4): 10 started … 45 expired. */
export const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS);
export type PaymentStatusCode = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PaymentStatusCode = z.union(PAYMENT_STATUS_CODES.map((code) => z.literal(code)));

export const PAYMENT_DIRECTIONS = ['deposit', 'payout'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/**
 * How a system is paid: `card` redirects to the processor's hosted page (`redirectLink`),
 * `crypto` shows an address (/services/crypto-pay), `manual` waits for an operator.
 */
export const PAYMENT_SYSTEM_KINDS = ['card', 'crypto', 'manual'] as const;
export type PaymentSystemKind = (typeof PAYMENT_SYSTEM_KINDS)[number];

/**
 * A payment system offered to the player (SPEC.md §3), amounts as decimals of the player's
 * currency; `name` and `description` in the request's language (Accept-Language).
 */
export const PaymentSystem = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  min: z.number(),
  max: z.number(),
  isTemporaryDisabled: z.boolean(),
  kind: z.enum(PAYMENT_SYSTEM_KINDS),
  /**
   * Payouts: the terms' closed loop (payouts go to the method of the last deposit first)
   * for this player. `allowed` false: the last deposit's method must be used instead;
   * `destination`: where this system's payouts must go (the deposit card, masked).
   * Null when any method may be used (and for deposits).
   */
  closedLoop: z.object({ allowed: z.boolean(), destination: z.string().nullable() }).nullable(),
});
export type PaymentSystem = z.infer<typeof PaymentSystem>;
export const PaymentSystemList = z.array(PaymentSystem);

/** A deposit or payout (SPEC.md §3 Payment item). `statusMessage` is the server's message after a payout. */
export const PaymentItem = z.object({
  id: z.number().int(),
  redirectLink: z.string().nullable(),
  amountCurrency: z.string(),
  amount: z.number(),
  status: PaymentStatusCode,
  statusMessage: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  user: z.number().int(),
  paymentSystem: z.string(),
  paymentType: z.enum(PAYMENT_DIRECTIONS),
  /** Payout destination, masked (only its last 4 characters). */
  destination: z.string().nullable(),
});
export type PaymentItem = z.infer<typeof PaymentItem>;

const slug = z.string({ error: 'required' }).regex(/^[a-z0-9_-]{2,40}$/, { error: 'invalid' });
const amount = z.number({ error: 'required' }).positive({ error: 'invalid' }).max(1e9, { error: 'too_long' });

/** A crypto currency code of /services/crypto-pay/available-currencies (btc, eth, …). */
export const payCurrency = z.string({ error: 'required' }).regex(/^[a-z0-9]{2,12}$/, { error: 'invalid' });

/**
 * POST /deposit/: the amount in the player's own currency. `pay_currency` is required
 * on crypto systems (the coin the player sends; /services/crypto-pay/create-payment sets it).
 */
export const CreateDepositRequest = z.object({ payment_system: slug, amount, pay_currency: payCurrency.optional() });
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;

/** POST /payout/: `destination` is where the money goes (an IBAN, a card, an address), as the system needs it. */
/**
 * Required by every system kind and checked by it (field errors on `destination`): a
 * card number passing the Luhn check (card), an IBAN (manual bank transfer), an address
 * of `pay_currency`'s chain (crypto; `pay_currency` is then required too).
 */
export const CreatePayoutRequest = z.object({
  payment_system: slug,
  amount,
  destination: z.string().trim().max(100, { error: 'too_long' }).optional(),
  pay_currency: payCurrency.optional(),
});
export type CreatePayoutRequest = z.infer<typeof CreatePayoutRequest>;

/** Operator actions may carry a reason, recorded with the transition. */
export const PaymentActionRequest = z.object({ reason: z.string().max(500).optional() }).optional();

export const PaymentParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const PaymentsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaymentsQuery = z.input<typeof PaymentsQuery>;

export const PaymentsPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(PaymentItem),
});
export type PaymentsPage = z.infer<typeof PaymentsPage>;

/** GET /services/facade/history/payment/ item (SPEC.md §3 Payment history item). */
export const PaymentHistoryItem = z.object({
  id: z.number().int(),
  paymentId: z.number().int(),
  currency: z.string(),
  amount: z.number(),
  status: PaymentStatusCode,
  paymentSystem: z.string(),
  paymentType: z.enum(PAYMENT_DIRECTIONS),
  createdAt: z.string(),
});
export type PaymentHistoryItem = z.infer<typeof PaymentHistoryItem>;

export const PaymentHistoryPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(PaymentHistoryItem),
});
export type PaymentHistoryPage = z.infer<typeof PaymentHistoryPage>;

/** The reference a player quotes on a bank transfer, so that the operator finds its deposit. */
export const bankTransferReference = (paymentId: number) => `PAY-${paymentId}`;

/**
 * Where a processor sends the player back after paying: the deposit page of the system
 * with the payment's id, e.g. /deposit/card?payment=42 (the page then shows that payment).
 */
export const DEPOSIT_RETURN_QUERY = 'payment';
export const depositReturnPath = (slug: string, paymentId: number) =>
  `/deposit/${slug}?${DEPOSIT_RETURN_QUERY}=${paymentId}`;

const systemName = z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(80, { error: 'too_long' });
const systemDescription = z.string().trim().max(500, { error: 'too_long' });

/** A system's name and description in one locale. */
export const PaymentSystemText = z.object({ name: systemName, description: systemDescription.default('') });
export type PaymentSystemText = z.infer<typeof PaymentSystemText>;
/**
 * A system's texts per site locale; the player reads their language's, else the system's
 * default `name` and `description`.
 */
export const PaymentSystemTexts = z.partialRecord(z.enum(LOCALES, { error: 'invalid' }), PaymentSystemText);
export type PaymentSystemTexts = z.infer<typeof PaymentSystemTexts>;

/** A payment system as the operator configures it (backoffice), limits as decimals of `limitsCurrency`. */
export const PaymentSystemConfig = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(PAYMENT_SYSTEM_KINDS),
  /** Offered only to players of this currency; null: to every currency. */
  currency: z.string().nullable(),
  limitsCurrency: z.string(),
  min: z.number(),
  max: z.number(),
  isTemporaryDisabled: z.boolean(),
  sort: z.number().int(),
  texts: PaymentSystemTexts,
  /**
   * Whether its processor takes payments on this server: false (a sandbox processor off in
   * production), the system is offered to no player whatever its switch says.
   */
  available: z.boolean(),
});
export type PaymentSystemConfig = z.infer<typeof PaymentSystemConfig>;
export const PaymentSystemConfigList = z.array(PaymentSystemConfig);

/**
 * GET /api/backoffice/payments/systems/kinds/ (operators): the kinds whose processor this
 * server runs, the only ones a system may be created with or changed to.
 */
export const PaymentSystemKindList = z.array(z.enum(PAYMENT_SYSTEM_KINDS));
export type PaymentSystemKindList = z.infer<typeof PaymentSystemKindList>;

const currencyCode = z.string({ error: 'required' }).regex(/^[A-Z]{3}$/, { error: 'invalid_currency' });
const limit = z.number({ error: 'required' }).positive({ error: 'invalid' }).max(1e9, { error: 'too_long' });
const systemFields = {
  name: systemName,
  description: systemDescription,
  kind: z.enum(PAYMENT_SYSTEM_KINDS, { error: 'invalid' }),
  currency: currencyCode.nullable(),
  limitsCurrency: currencyCode,
  min: limit,
  max: limit,
  isTemporaryDisabled: z.boolean(),
  sort: z.number().int().min(0).max(10_000),
};

/** POST /api/backoffice/payments/systems/ (operators): a new system; kind chooses its processor. */
export const CreatePaymentSystemRequest = z.object({
  direction: z.enum(PAYMENT_DIRECTIONS, { error: 'invalid' }),
  slug,
  ...systemFields,
  description: systemFields.description.default(''),
  currency: systemFields.currency.default(null),
  limitsCurrency: currencyCode.default('EUR'),
  isTemporaryDisabled: z.boolean().default(false),
  sort: systemFields.sort.default(0),
  texts: PaymentSystemTexts.default({}),
});
export type CreatePaymentSystemRequest = z.input<typeof CreatePaymentSystemRequest>;

/**
 * PATCH /api/backoffice/payments/systems/{direction}/{slug}/ (operators): any of the fields.
 * `texts` changes only the locales it names: a text sets one, null removes it.
 */
export const UpdatePaymentSystemRequest = z
  .object({
    ...systemFields,
    texts: z.partialRecord(z.enum(LOCALES, { error: 'invalid' }), PaymentSystemText.nullable()),
  })
  .partial();
export type UpdatePaymentSystemRequest = z.input<typeof UpdatePaymentSystemRequest>;

export const PaymentSystemParams = z.object({ direction: z.enum(PAYMENT_DIRECTIONS), slug });

/** The {slug}{var} segment of /deposit/callback/{slug}{var}/: a system slug, then an optional processor suffix. */
export const PaymentCallbackParams = z.object({ target: z.string().regex(/^[a-z0-9_-]{2,80}$/) });
