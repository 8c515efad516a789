import { z } from 'zod';
import { PaymentItem } from './payments.js';

/**
 * Account closure (issue #23, decision 038): on the player's request, or by the inactivity job
 * (INACTIVITY_CLOSURE_MONTHS, constants.ts). A closed account never signs in again; its whole
 * cash balance waits for an operator as a payout to the method of the last deposit.
 */
export const CLOSURE_REASONS = ['request', 'inactive'] as const;
export type ClosureReason = (typeof CLOSURE_REASONS)[number];

/**
 * account_closed: a closed account signs in or acts (403). account_not_excluded: a balance
 * payout without a session asked for an account that may sign in and use the cashier (409).
 * nothing_to_pay_out: that payout asked with no cash on the account (409).
 */
export const CLOSURE_ERROR_CODES = ['account_closed', 'account_not_excluded', 'nothing_to_pay_out'] as const;

const password = z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'too_long' });

/** POST /api/protection/closure/: confirmed with the password, effective at once and for good. */
export const AccountClosureRequest = z.object({ password });
export type AccountClosureRequest = z.infer<typeof AccountClosureRequest>;

/**
 * POST /api/protection/balance-payout/: a self-excluded or closed player, who cannot sign in,
 * asks with their credentials for their whole cash balance.
 */
export const BalancePayoutRequest = z.object({
  username: z.string({ error: 'required' }).min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  password,
});
export type BalancePayoutRequest = z.infer<typeof BalancePayoutRequest>;

/**
 * The whole cash balance queued for payout: one payout, or several when it passes the largest
 * single transaction, each waiting for an operator (27). None when the balance was zero.
 */
export const BalancePayout = z.object({
  currency: z.string(),
  /** The sum of the payouts, decimal. */
  amount: z.number(),
  payouts: z.array(PaymentItem),
});
export type BalancePayout = z.infer<typeof BalancePayout>;

export const AccountClosure = z.object({
  closedAt: z.string(),
  reason: z.enum(CLOSURE_REASONS),
  payout: BalancePayout,
});
export type AccountClosure = z.infer<typeof AccountClosure>;
