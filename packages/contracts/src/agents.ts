import { z } from 'zod';
import { checkNewPassword } from './auth.js';
import { anyPassword, currencyCode, email, newPassword, optionalText, username } from './fields.js';
import { ReportRangeQuery } from './reports.js';

/**
 * Cashiers and agents (issue #25, decision 044): the players a cashier or an agent makes, an
 * agent's sub-agents, their players' activity and the agent's commission.
 */

/**
 * POST /api/backoffice/players/ (C and A): a player made by their cashier or agent, under them
 * and in their currency, active and verified at once. Username, e-mail and password follow the
 * sign-up's rules (SPEC §5), the repeat included; the names are optional.
 */
export const NewPlayerRequest = z
  .object({
    username,
    email,
    password: newPassword,
    password2: anyPassword,
    first_name: optionalText(60),
    last_name: optionalText(60),
  })
  .superRefine((value, ctx) =>
    checkNewPassword(
      { password: value.password, password2: value.password2, personal: [value.username, value.email] },
      ctx,
      { password: 'password', repeat: 'password2' },
    ),
  );
export type NewPlayerRequest = z.input<typeof NewPlayerRequest>;

/** The largest commission rate, in percent of NGR. */
export const MAX_COMMISSION_RATE = 100;

/** A commission rate in percent, with at most two decimals (kept as basis points). */
export const CommissionRate = z
  .number({ error: 'required' })
  .min(0, { error: 'invalid' })
  .max(MAX_COMMISSION_RATE, { error: 'invalid' })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: 'invalid' });

/**
 * POST /api/backoffice/agents/ (A and O): an agent account. An agent's sub-agent is under the
 * agent and keeps the agent's currency (`parent_id` and `currency` may only repeat them); the
 * owner names any agent as the parent, or none, with a currency then (the site's default when
 * left out).
 */
export const NewAgentRequest = z.object({
  username,
  email,
  password: newPassword,
  parent_id: z.number().int().positive().optional(),
  currency: currencyCode.optional(),
});
export type NewAgentRequest = z.input<typeof NewAgentRequest>;

/** An agent as the agents screen lists them (GET /api/backoffice/agents/). */
export const AgentSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  /** The agent they are under; null for the owner's top-level agents. */
  parent_id: z.number().int().nullable(),
  parent_username: z.string().nullable(),
  currency: z.string(),
  /** The agent's own cash balance (what their transfers move), as a decimal. */
  balance: z.number(),
  /** Players directly under the agent (their sub-agents' players not counted). */
  players: z.number().int(),
  /** Percent of their direct players' positive NGR (decision 044); 0 until the owner sets one. */
  commission_rate: z.number(),
  is_banned: z.boolean(),
  created_at: z.string(),
});
export type AgentSummary = z.infer<typeof AgentSummary>;
export const AgentList = z.array(AgentSummary);

export const AgentParams = z.object({ id: z.coerce.number().int().positive() });

/** PUT /api/backoffice/agents/{id}/commission/ (the owner's). */
export const CommissionRateRequest = z.object({ rate: CommissionRate });
export type CommissionRateRequest = z.infer<typeof CommissionRateRequest>;

/**
 * GET /api/backoffice/agents/activity/: a UTC date range (both ends included, the reports' rules)
 * and, for the owner (required) or an agent looking at one of their sub-agents, the agent.
 */
export const AgentActivityQuery = ReportRangeQuery.omit({ format: true }).extend({
  agent_id: z.coerce.number().int().positive().optional(),
});
export type AgentActivityQuery = z.input<typeof AgentActivityQuery>;

/** What a player's money did over the range, in their currency; amounts are decimals (decision 043). */
export const ActivityFigures = z.object({
  currency: z.string(),
  /** Successful deposits and the cashier transfers to the player. */
  deposits: z.number(),
  /** Successful payouts and the cashier transfers from the player. */
  withdrawals: z.number(),
  /** Real-money stakes accepted, rolled-back ones excluded. */
  bets: z.number().int(),
  stakes: z.number(),
  wins: z.number(),
  /** stakes − wins, real money. */
  ggr: z.number(),
  /** Bonus money that became cash. */
  bonus_cost: z.number(),
  /** ggr − bonus_cost. */
  ngr: z.number(),
});
export type ActivityFigures = z.infer<typeof ActivityFigures>;

export const AgentPlayerActivity = ActivityFigures.extend({
  id: z.number().int(),
  username: z.string(),
  /** The agent the player is under: the agent asked about, or one of their sub-agents. */
  agent_id: z.number().int(),
});
export type AgentPlayerActivity = z.infer<typeof AgentPlayerActivity>;

/** The agent's commission in one currency: rate × their direct players' NGR when positive. */
export const AgentCommission = z.object({
  currency: z.string(),
  /** The NGR of the agent's direct players over the range (may be negative). */
  ngr: z.number(),
  rate: z.number(),
  amount: z.number(),
});
export type AgentCommission = z.infer<typeof AgentCommission>;

export const AgentActivity = z.object({
  agent: z.object({ id: z.number().int(), username: z.string(), commission_rate: z.number() }),
  from: z.string(),
  to: z.string(),
  /** Each player of the agent's tree with any money moved over the range, by currency then NGR. */
  players: z.array(AgentPlayerActivity),
  /** The whole tree, one row per currency. */
  totals: z.array(ActivityFigures),
  commission: z.array(AgentCommission),
});
export type AgentActivity = z.infer<typeof AgentActivity>;

/**
 * POST /api/backoffice/agents/{id}/commission/payments/ (the owner's): the period (UTC days, both
 * ends included, the reports' rules; over before it is paid) and the currency whose commission
 * is paid. The amount is never sent: the server computes it as the activity does.
 */
export const CommissionPaymentRequest = ReportRangeQuery.pick({ from: true, to: true })
  .required()
  .extend({ currency: currencyCode });
export type CommissionPaymentRequest = z.input<typeof CommissionPaymentRequest>;

/** A commission the owner paid an agent into their cash (decision 044). Amounts are decimals. */
export const AgentCommissionPayment = z.object({
  id: z.number().int(),
  agent_id: z.number().int(),
  currency: z.string(),
  /** The period paid, both days included. */
  from: z.string(),
  to: z.string(),
  /** The direct players' NGR over the period and the rate (percent) the amount was computed at. */
  ngr: z.number(),
  rate: z.number(),
  amount: z.number(),
  paid_by: z.number().int(),
  paid_by_username: z.string(),
  paid_at: z.string(),
});
export type AgentCommissionPayment = z.infer<typeof AgentCommissionPayment>;

/** The payment just made, with the agent's cash balance after it. */
export const AgentCommissionPaid = AgentCommissionPayment.extend({ balance: z.number() });
export type AgentCommissionPaid = z.infer<typeof AgentCommissionPaid>;

/** GET /api/backoffice/agents/{id}/commission/payments/: every payment to the agent, latest period first. */
export const AgentCommissionPaymentList = z.object({ results: z.array(AgentCommissionPayment) });
export type AgentCommissionPaymentList = z.infer<typeof AgentCommissionPaymentList>;
