import { z } from 'zod';

/** The owner's reports (issue #25, decision 043): GGR and NGR, payments, active players. */

/** The longest range a report covers, in days (both ends included). */
export const REPORT_MAX_DAYS = 366;

export const REPORT_GROUPINGS = ['day', 'game', 'provider', 'sport'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'invalid_date' });

/** A UTC date range, both ends included; `format=csv` answers a CSV file instead of JSON. */
export const ReportRangeQuery = z.object({
  from: day.optional(),
  to: day.optional(),
  format: z.enum(['json', 'csv']).optional(),
});

export const GgrQuery = ReportRangeQuery.extend({
  by: z.enum(REPORT_GROUPINGS).default('day'),
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
});
export type GgrQuery = z.input<typeof GgrQuery>;

export const PaymentsReportQuery = ReportRangeQuery.extend({
  currency: z
    .string()
    .regex(/^[A-Z]{3,5}$/)
    .optional(),
});
export type PaymentsReportQuery = z.input<typeof PaymentsReportQuery>;

export const PlayersReportQuery = ReportRangeQuery;
export type PlayersReportQuery = z.input<typeof PlayersReportQuery>;

/**
 * One row of the GGR report, in one currency (never summed across currencies). Amounts are
 * decimals. `stakes` and `wins` are real money (cash) net of rollbacks and reclaims; the bonus
 * money played is beside them. `bonus_cost` and `ngr` are known per day (and in the totals),
 * not per game, provider or sport: null there.
 */
export const GgrRow = z.object({
  /** The day (YYYY-MM-DD), the game id, the provider code or the sport key, by grouping. */
  key: z.string(),
  /** The provider of a game or sport row; null otherwise. */
  provider: z.string().nullable(),
  currency: z.string(),
  /** Real-money stakes accepted (bets), rolled-back ones excluded. */
  bets: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  ggr: z.number(),
  bonus_stakes: z.number(),
  bonus_wins: z.number(),
  bonus_cost: z.number().nullable(),
  ngr: z.number().nullable(),
});
export type GgrRow = z.infer<typeof GgrRow>;

export const GgrReport = z.object({
  from: z.string(),
  to: z.string(),
  by: z.enum(REPORT_GROUPINGS),
  currency: z.string().nullable(),
  rows: z.array(GgrRow),
  /** One row per currency over the whole range, with its bonus cost and NGR. */
  totals: z.array(GgrRow),
});
export type GgrReport = z.infer<typeof GgrReport>;

export const PaymentsReportRow = z.object({
  day: z.string(),
  currency: z.string(),
  deposits_count: z.number().int(),
  deposits_sum: z.number(),
  payouts_count: z.number().int(),
  payouts_sum: z.number(),
});
export type PaymentsReportRow = z.infer<typeof PaymentsReportRow>;

/** Payments not yet ended (any status before success, failure or expiry), now. */
export const PendingPayments = z.object({
  direction: z.enum(['deposit', 'payout']),
  currency: z.string(),
  count: z.number().int(),
  sum: z.number(),
});
export type PendingPayments = z.infer<typeof PendingPayments>;

export const PaymentsReport = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string().nullable(),
  rows: z.array(PaymentsReportRow),
  totals: z.array(PaymentsReportRow.omit({ day: true })),
  pending: z.array(PendingPayments),
});
export type PaymentsReport = z.infer<typeof PaymentsReport>;

export const PlayersReport = z.object({
  from: z.string(),
  to: z.string(),
  /** Every day of the range, with the distinct players who staked real money that day. */
  rows: z.array(z.object({ day: z.string(), active: z.number().int() })),
  /** Distinct players over the whole range (not the sum of the days). */
  active_total: z.number().int(),
});
export type PlayersReport = z.infer<typeof PlayersReport>;
