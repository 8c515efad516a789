import { z } from 'zod';

/** Issue #23: a break the player takes (ended by its clock) and a self-exclusion (ended only by an operator). */
export const BREAK_PERIODS = ['24h', '7d', '30d'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type BreakPeriod = (typeof BREAK_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];
/** SPEC.md §4: a self-exclusion cannot be reversed for at least this many days. */
export const SELF_EXCLUSION_MIN_DAYS = 7;

/** POST /api/protection/break/: a break, effective at once, not reversible early. */
export const TakeBreakRequest = z.object({ period: z.enum(BREAK_PERIODS, { error: 'invalid' }) });

/** POST /api/protection/self-exclusion/: confirmed with the password, effective at once. */
export const SelfExclusionRequest = z.object({
  period: z.enum(SELF_EXCLUSION_PERIODS, { error: 'invalid' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'too_long' }),
});

/** POST /api/protection/reactivation/: a self-excluded player, who cannot sign in, asks with their credentials. */
export const ReactivationRequest = z.object({
  username: z.string({ error: 'required' }).min(1, { error: 'required' }).max(254, { error: 'too_long' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(128, { error: 'too_long' }),
});

export const Exclusion = z.object({
  id: z.number().int(),
  kind: z.enum(['break', 'self_exclusion']),
  period: z.string(),
  startsAt: z.string(),
  /** Null: permanent. */
  endsAt: z.string().nullable(),
  reactivationRequestedAt: z.string().nullable(),
  reactivatedAt: z.string().nullable(),
});
export type Exclusion = z.infer<typeof Exclusion>;
export const ExclusionList = z.array(Exclusion);

/**
 * The body of `account_excluded` (403) at sign-in: what stands and until when (null: until an
 * operator reactivates the account), and whether the player may ask for that now.
 */
export const ExcludedAnswer = z.object({
  code: z.literal('account_excluded'),
  message: z.string(),
  kind: z.enum(['break', 'self_exclusion']),
  until: z.string().nullable(),
  canRequestReactivation: z.boolean(),
});
export type ExcludedAnswer = z.infer<typeof ExcludedAnswer>;

/** The operator's view of a self-exclusion whose player asked to come back. */
export const ExclusionReview = Exclusion.extend({ userId: z.number().int(), username: z.string() });
export const ExclusionReviewList = z.array(ExclusionReview);

/**
 * Issue #23: limits the player sets. Deposit limits are enforced at the cashier, wager and loss
 * limits by the wallet at each stake, the session limit at the session's end.
 */
export const MONEY_LIMIT_KINDS = ['deposit', 'wager', 'loss'] as const;
export const LIMIT_KINDS = [...MONEY_LIMIT_KINDS, 'session'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number] | 'session';
/** SPEC.md §4: an increase or a removal of a limit takes effect after this many days. */
export const LIMIT_COOLING_DAYS = 7;
/** A session limit's bounds, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;

/**
 * PUT /api/protection/limits/: a money limit for one period (a decimal of the player's
 * currency), or the session limit (period 'session', in minutes); null removes it.
 */
export const SetLimitRequest = z
  .object({
    kind: z.enum(LIMIT_KINDS, { error: 'invalid' }),
    period: z.enum([...LIMIT_PERIODS, 'session'], { error: 'invalid' }),
    amount: z.number({ error: 'invalid' }).min(0.01, { error: 'invalid' }).max(1e9, { error: 'invalid' }).nullable(),
  })
  .superRefine((value, ctx) => {
    const session = value.kind === 'session';
    if (session !== (value.period === 'session'))
      ctx.addIssue({ code: 'custom', path: ['period'], message: 'invalid' });
    const { min, max } = SESSION_LIMIT_MINUTES;
    if (
      session &&
      value.amount !== null &&
      (!Number.isInteger(value.amount) || value.amount < min || value.amount > max)
    )
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'invalid' });
  });
export type SetLimitRequest = z.infer<typeof SetLimitRequest>;

/** One limit as it applies now, and the change that waits for its time (an increase or a removal). */
export const PlayerLimit = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum([...LIMIT_PERIODS, 'session']),
  /** Money in the player's currency; minutes for the session limit. */
  amount: z.number().nullable(),
  pending: z.object({ amount: z.number().nullable(), effectiveAt: z.string() }).nullable(),
  /** Empty for the session limit. */
  currency: z.string(),
});
export type PlayerLimit = z.infer<typeof PlayerLimit>;
export const PlayerLimitList = z.array(PlayerLimit);

/** Minutes between reality checks; null: off. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
export type RealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

/** PUT /api/protection/reality-check/. */
export const RealityCheckRequest = z.object({
  minutes: z
    .union(
      REALITY_CHECK_MINUTES.map((m) => z.literal(m)),
      { error: 'invalid' },
    )
    .nullable(),
});
export type RealityCheckRequest = z.infer<typeof RealityCheckRequest>;

/**
 * GET /api/protection/session/: the signed-in session as the reality check shows it, in the
 * server's time: when it began, when the session limit ends it, and its game result so far.
 */
export const PlaySession = z.object({
  startedAt: z.string(),
  now: z.string(),
  realityCheckMinutes: z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m))).nullable(),
  /** Null: no session limit. */
  endsAt: z.string().nullable(),
  staked: z.number(),
  won: z.number(),
  /** Won less staked (refunds count as neither). */
  net: z.number(),
  currency: z.string(),
});
export type PlaySession = z.infer<typeof PlaySession>;
