import { JACKPOT_TIERS, type JackpotTier } from '@casino/contracts';
import type { Rng } from '@casino/fair';

/** Contributions are counted in millionths of a minor unit until they make whole ones. */
export const MICROS = 1_000_000;
const TWO_POW_32 = 2 ** 32;

/**
 * The must-drop point of a round: a uniform integer in (low, high], from the round's fair
 * stream. A range beyond 2^32 is drawn as two words, the value rejected (and drawn again)
 * when it falls beyond the range, so every point is exactly as likely.
 */
export function drawDropPoint(rng: Rng, low: number, high: number): number {
  const range = high - low;
  if (!Number.isSafeInteger(range) || range < 1) throw new RangeError(`no point in (${low}, ${high}]`);
  if (range <= TWO_POW_32) return low + 1 + rng.int(range);
  const words = Math.ceil(range / TWO_POW_32);
  for (;;) {
    const value = rng.int(words) * TWO_POW_32 + rng.int(TWO_POW_32);
    if (value < range) return low + 1 + value;
  }
}

/**
 * Where a new round's point is drawn: above its seed and above what the pool already holds
 * (contributions that came while the last drop was paid stay in the pool), up to its cap; a
 * pool already at its cap (the operator lowered it) drops at the next contribution.
 */
export function roundBounds(seed: number, cap: number, pool: number): { low: number; high: number } {
  const low = Math.max(seed, pool);
  return { low, high: Math.max(cap, low + 1) };
}

/** A winner as the ticker shows them: the first two characters and the last of the name. */
export function maskWinner(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ''}***`;
  return `${chars.slice(0, 2).join('')}***${chars.at(-1)}`;
}

export interface PoolView {
  tier: string;
  currency: string;
  /** Minor units, as committed when the batch read it. */
  balance: number;
}

export interface OpenRound {
  id: number;
  tier: string;
  currency: string;
  dropAt: number;
}

export interface Claim {
  roundId: number;
  tier: JackpotTier;
  currency: string;
  userId: number;
  /** The pool as it stood after the winning stake's contribution: what the winner is paid. */
  amount: number;
  betKey: string;
}

const keyOf = (tier: string, currency: string) => `${tier}|${currency}`;

/**
 * One batch's contributions, in the order of its stakes: each stake adds its share to each
 * pool of its currency (fractions of a minor unit carried in `carry` to the next stake), and
 * the first stake after which a pool holds its round's point or more wins that round.
 */
export function createContributions(input: {
  pools: PoolView[];
  rounds: OpenRound[];
  /** Each tier's share of a stake, in parts per million. */
  rates: Record<JackpotTier, number>;
  /** Fractions not yet contributed, per pool: the process's own, kept between batches. */
  carry: Map<string, number>;
}) {
  const balances = new Map(input.pools.map((pool) => [keyOf(pool.tier, pool.currency), pool.balance]));
  const open = new Map(input.rounds.map((round) => [keyOf(round.tier, round.currency), round]));
  const added = new Map<string, { tier: JackpotTier; currency: string; amount: number }>();
  const claims: Claim[] = [];

  return {
    stake(stake: { userId: number; currency: string; amount: number; key: string }) {
      for (const tier of JACKPOT_TIERS) {
        const rate = input.rates[tier];
        if (rate === 0) continue;
        const key = keyOf(tier, stake.currency);
        const micros = (input.carry.get(key) ?? 0) + stake.amount * rate;
        const whole = Math.floor(micros / MICROS);
        input.carry.set(key, micros - whole * MICROS);
        const balance = (balances.get(key) ?? 0) + whole;
        balances.set(key, balance);
        if (whole > 0) {
          const entry = added.get(key) ?? { tier, currency: stake.currency, amount: 0 };
          entry.amount += whole;
          added.set(key, entry);
        }
        const round = open.get(key);
        if (round && balance >= round.dropAt) {
          claims.push({
            roundId: round.id,
            tier,
            currency: stake.currency,
            userId: stake.userId,
            amount: balance,
            betKey: stake.key,
          });
          open.delete(key);
        }
      }
    },
    /** What each pool received, in whole minor units. */
    contributions: () => [...added.values()],
    claims: () => claims,
  };
}
