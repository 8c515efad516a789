import { z } from 'zod';
import { PAYMENT_STATUS } from './enums.js';

/** The spec's payment status codes (SPEC.md §4): 10 started … 45 expired. */
export const PAYMENT_STATUS_CODES = Object.values(PAYMENT_STATUS);
export type PaymentStatusCode = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];
export const PaymentStatusCode = z.union(PAYMENT_STATUS_CODES.map((code) => z.literal(code)));

export const PAYMENT_DIRECTIONS = ['deposit', 'payout'] as const;
export type PaymentDirection = (typeof PAYMENT_DIRECTIONS)[number];

/** A payment system offered to the player (SPEC.md §3), amounts as decimals of the player's currency. */
export const PaymentSystem = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  min: z.number(),
  max: z.number(),
  isTemporaryDisabled: z.boolean(),
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

/** POST /deposit/: the amount in the player's own currency. */
export const CreateDepositRequest = z.object({ payment_system: slug, amount });
export type CreateDepositRequest = z.infer<typeof CreateDepositRequest>;

/** POST /payout/: `destination` is where the money goes (an IBAN, a card, an address), as the system needs it. */
export const CreatePayoutRequest = z.object({
  payment_system: slug,
  amount,
  destination: z.string().trim().max(100, { error: 'too_long' }).optional(),
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
