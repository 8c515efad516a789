import { z } from 'zod';
import { TRANSACTION_STATUSES } from './enums.js';
import { isValidIsoDate } from './fields.js';

/** A money movement in or out of the player's cash (SPEC.md §3 Transfer), amounts as decimals. */
export const Transaction = z.object({
  /** `dp_<n>` for a deposit and `wd_<n>` for a payout (payment n, from its start), `tr_<n>` for any other transfer. */
  id: z.string(),
  fromId: z.number().int().nullable(),
  toId: z.number().int().nullable(),
  amount: z.number(),
  currency: z.string(),
  balanceBefore: z.number().nullable(),
  balanceAfter: z.number().nullable(),
  date: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  status: z.enum(TRANSACTION_STATUSES).exclude(['ALL']),
  type: z.enum(['deposit', 'withdrawal']),
  /** What caused it: deposit, payout, cashier_transfer, TransferBonusesToBalance, … */
  kind: z.string(),
  /** A payment's system (its slug), and its name in the request's language; null for other movements. */
  paymentSystem: z.string().nullable(),
  method: z.string().nullable(),
});
export type Transaction = z.infer<typeof Transaction>;

const isoDate = z.string().refine(isValidIsoDate, { error: 'invalid_date' });
const userId = z.coerce.number().int().positive();

/** Filters of SPEC.md §7: dates are days (from its start, to its end); sender = withdrawals, recipient = deposits. */
export const TransactionsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  created_from: isoDate.optional(),
  created_to: isoDate.optional(),
  sender: userId.optional(),
  recipient: userId.optional(),
  status: z.enum(TRANSACTION_STATUSES).default('ALL'),
});
export type TransactionsQuery = z.input<typeof TransactionsQuery>;

export const TransactionsPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(Transaction),
});
export type TransactionsPage = z.infer<typeof TransactionsPage>;

export const TransactionParams = z.object({ id: z.string().regex(/^(dp|tr|wd)_\d{1,15}$/) });

/** POST /api/backoffice/transactions/: a cashier or agent moves cash to or from one of their players. */
export const CashierTransferRequest = z.object({
  amount: z.number({ error: 'required' }).positive({ error: 'invalid' }).max(1e9, { error: 'too_long' }),
  currency: z.string({ error: 'required' }).regex(/^[A-Z]{3,5}$/, { error: 'invalid_currency' }),
  sender_id: z.number({ error: 'required' }).int().positive(),
  recipient_id: z.number({ error: 'required' }).int().positive(),
});
export type CashierTransferRequest = z.infer<typeof CashierTransferRequest>;
