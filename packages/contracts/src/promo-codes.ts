import { z } from 'zod';

/** Codes of referral sites start so; an operator's promo code never does. */
export const REFERRAL_CODE_PREFIX = 'REF-';

/** A promo code as players type it: letters, digits, '-' and '_', compared without case. */
const codeField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(40, { error: 'too_long' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'invalid' })
  .transform((code) => code.toUpperCase());

/** POST /api/referral/activate/ (SPEC.md §7): `code`, the promo code. */
export const PromoActivateRequest = z.object({ code: codeField });
export type PromoActivateRequest = z.input<typeof PromoActivateRequest>;

export const PROMO_REWARDS = ['bonus', 'free_spins', 'free_bet'] as const;
export type PromoRewardKind = (typeof PROMO_REWARDS)[number];

/** What a code grants, amounts as decimals in the code's currency. */
export const PromoReward = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bonus'), amount: z.number(), currency: z.string() }),
  z.object({
    kind: z.literal('free_spins'),
    provider: z.string(),
    gameId: z.string(),
    /** The game's name, where the catalogue has it. */
    gameName: z.string().optional(),
    spins: z.number().int(),
    bet: z.number(),
    currency: z.string(),
    validHours: z.number().int(),
  }),
  z.object({
    kind: z.literal('free_bet'),
    provider: z.string(),
    amount: z.number(),
    currency: z.string(),
    validHours: z.number().int(),
  }),
]);
export type PromoReward = z.infer<typeof PromoReward>;

/** One activation of a code by the signed-in player: the answer to activate, and the list's item. */
export const PromoActivation = z.object({
  id: z.number().int(),
  code: z.string(),
  reward: PromoReward,
  activatedAt: z.string(),
});
export type PromoActivation = z.infer<typeof PromoActivation>;

export const PromoActivationList = z.object({ results: z.array(PromoActivation) });
export type PromoActivationList = z.infer<typeof PromoActivationList>;

const providerField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-z0-9_-]{2,40}$/, { error: 'invalid' });
const validHours = z.number({ error: 'required' }).int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(8760);
const money = z.number({ error: 'required' }).min(0.01, { error: 'invalid' }).max(1e9, { error: 'too_long' });
const dateTime = z.iso.datetime({ offset: true, error: 'invalid_date' });

/**
 * POST /api/backoffice/promo-codes/ (operator, owner): a code for the players of one currency,
 * granting bonus money, free spins on a game or a free bet, between two dates (each optional),
 * at most `max_activations` times in all (unlimited when absent) and `per_player_limit` times each.
 */
export const CreatePromoCodeRequest = z
  .object({
    code: codeField
      .refine((code) => code.length >= 3, { error: 'too_short' })
      .refine((code) => !code.startsWith(REFERRAL_CODE_PREFIX), { error: 'invalid' }),
    currency: z.string({ error: 'required' }).regex(/^[A-Z]{3,5}$/, { error: 'invalid_currency' }),
    reward: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('bonus'), amount: money }),
      z.object({
        kind: z.literal('free_spins'),
        provider: providerField,
        game_id: z
          .string({ error: 'required' })
          .trim()
          .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'invalid' }),
        spins: z.number({ error: 'required' }).int({ error: 'invalid' }).min(1).max(1000, { error: 'too_long' }),
        bet: money,
        valid_hours: validHours,
      }),
      z.object({ kind: z.literal('free_bet'), provider: providerField, amount: money, valid_hours: validHours }),
    ]),
    starts_at: dateTime.optional(),
    ends_at: dateTime.optional(),
    max_activations: z.number().int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(10_000_000).optional(),
    per_player_limit: z.number().int({ error: 'invalid' }).min(1, { error: 'invalid' }).max(1000).default(1),
  })
  .refine((code) => !code.starts_at || !code.ends_at || code.starts_at < code.ends_at, {
    error: 'invalid_date',
    path: ['ends_at'],
  });
export type CreatePromoCodeRequest = z.input<typeof CreatePromoCodeRequest>;

/** A promo code as the operator sees it. */
export const PromoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  currency: z.string(),
  reward: PromoReward,
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxActivations: z.number().int().nullable(),
  perPlayerLimit: z.number().int(),
  activations: z.number().int(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoCodeList = z.object({ results: z.array(PromoCode) });
export type PromoCodeList = z.infer<typeof PromoCodeList>;

/** A referral site's link must be a web address (SPEC.md §5): http(s) and a host with a dot. */
export function isWebAddress(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** POST /api/referral/sites/ (SPEC.md §5): a site's name and link, checked by the server with the spec's codes. */
export const ReferralSiteRequest = z.object({
  name: z.string().max(100, { error: 'too_long' }).default(''),
  link: z.string().max(500, { error: 'too_long' }).default(''),
});
export type ReferralSiteRequest = z.input<typeof ReferralSiteRequest>;

/** An affiliate's site: its code, which signs players up as its referrals at /sign-up/{code}. */
export const ReferralSite = z.object({
  id: z.number().int(),
  name: z.string(),
  link: z.string(),
  code: z.string(),
  /** Players who signed up with the code. */
  players: z.number().int(),
  createdAt: z.string(),
});
export type ReferralSite = z.infer<typeof ReferralSite>;

export const ReferralSiteList = z.object({ results: z.array(ReferralSite) });
export type ReferralSiteList = z.infer<typeof ReferralSiteList>;
