import { z } from 'zod';
import { JACKPOT_TIERS } from './constants.js';

/**
 * GET /api/jackpot/v1/jackpots/ (SPEC.md §3 Jackpot): one pool in the player's currency (a
 * guest's: the default one). `id` names the pool's running round; the winner is the last
 * one's, masked. The platform's own: the hash of the round's server seed, which commits to
 * its must-drop point before any stake (revealed at GET /api/jackpot/v1/rounds/ once it ends).
 */
export const Jackpot = z.object({
  id: z.number().int(),
  amount: z.number(),
  winner: z.string().nullable(),
  name: z.enum(JACKPOT_TIERS),
  currency: z.string().nullable(),
  serverSeedHash: z.string(),
});
export type Jackpot = z.infer<typeof Jackpot>;
export const JackpotList = z.array(Jackpot);

/** A round that has ended, with what proves its must-drop point: drawn in (low, high] from its seeds. */
export const JackpotRound = z.object({
  id: z.number().int(),
  name: z.enum(JACKPOT_TIERS),
  currency: z.string(),
  status: z.enum(['won', 'paid', 'void']),
  amount: z.number().nullable(),
  winner: z.string().nullable(),
  low: z.number(),
  high: z.number(),
  dropAt: z.number(),
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().int(),
  openedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type JackpotRound = z.infer<typeof JackpotRound>;
export const JackpotRoundsQuery = z.object({
  name: z.enum(JACKPOT_TIERS).optional(),
  page_size: z.coerce.number().int().min(1, { error: 'too_short' }).max(100, { error: 'too_long' }).default(20),
});
export const JackpotRoundList = z.array(JackpotRound);

const perCurrency = z
  .record(z.string().regex(/^[A-Z]{3}$/, { error: 'invalid' }), z.number().min(0.01).max(1e9))
  .refine((amounts) => Object.keys(amounts).length > 0, { error: 'required' });

/**
 * One tier as the operator sets it: the share of every casino stake it takes (percent), and
 * per currency the seed it starts at and the cap it drops before (decimal amounts; a currency
 * not named takes the first one's, converted at the rates).
 */
export const JackpotTierTerms = z
  .object({
    contributionPercent: z.number().min(0).max(10),
    seeds: perCurrency,
    caps: perCurrency,
  })
  .refine(
    ({ seeds, caps }) =>
      Object.entries(caps).every(([currency, cap]) => !(currency in seeds) || cap > seeds[currency]!),
    { error: 'invalid', path: ['caps'] },
  );
export type JackpotTierTerms = z.infer<typeof JackpotTierTerms>;

/** GET and PUT /api/backoffice/jackpots/ (operator). A pool whose seed or cap changes starts a new round at once. */
export const JackpotTerms = z.object({
  enabled: z.boolean(),
  tiers: z.object({
    gold: JackpotTierTerms,
    silver: JackpotTierTerms,
    bronze: JackpotTierTerms,
    diamond: JackpotTierTerms,
  }),
});
export type JackpotTerms = z.infer<typeof JackpotTerms>;
