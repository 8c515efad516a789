import { JACKPOT_TIERS, type JackpotTier } from '@casino/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { JackpotPort } from '../seamless/index.js';
import type { SettingsService, StoredJackpots } from '../settings/index.js';
import type { PoolRow, WalletService } from '../wallet/index.js';
import * as repo from './jackpots.repository.js';
import { type Claim, createContributions, type OpenRound } from './jackpots.rules.js';

/** A change of the operator's jackpot terms reaches the stakes within this delay. */
const TERMS_TTL_MS = 5_000;

type Rates = Record<JackpotTier, number>;
const NO_RATES = Object.fromEntries(JACKPOT_TIERS.map((tier) => [tier, 0])) as Rates;
const ratesOf = (jackpots: StoredJackpots) =>
  Object.fromEntries(JACKPOT_TIERS.map((tier) => [tier, jackpots.tiers[tier].contributionPpm])) as Rates;

/**
 * The jackpots as the seamless batch sees them (decision 034): it reads the pools of its
 * players' currencies and the open rounds' points with everything else, adds each casino
 * stake's share in memory, and writes the contributions and the drops reached with its money.
 * A drop is paid once the batch has committed (`pay`).
 */
export function createJackpotPort(deps: {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  wallet: Pick<WalletService, 'poolsOfPlayersPart' | 'contributionsPart'>;
  /** The in-house sportsbook's provider code: sports stakes do not feed the casino's jackpots. */
  sportsProvider: string;
  pay: (roundId: number) => void;
}): JackpotPort {
  let terms: { rates: Rates | null; until: number } | undefined;
  // Fractions of a minor unit not yet contributed, per pool: at most one unit per pool is
  // forgotten at a restart (it was never money in the ledger).
  const carry = new Map<string, number>();

  async function currentRates() {
    if (!terms || terms.until <= Date.now()) {
      const { jackpots } = await deps.settings.readStored(deps.db);
      terms = { rates: jackpots.enabled ? ratesOf(jackpots) : null, until: Date.now() + TERMS_TTL_MS };
    }
    return terms.rates;
  }

  return {
    async readPart(userIds) {
      if (!(await currentRates())) return null;
      return sql`json_build_object('pools', ${deps.wallet.poolsOfPlayersPart(userIds)}, 'rounds', ${repo.openRoundsPart()})`;
    },

    open(read) {
      const { pools, rounds } = read as { pools: PoolRow[]; rounds: OpenRound[] };
      const contributions = createContributions({
        pools: pools.map((pool) => ({ ...pool, balance: Number(pool.balance) })),
        rounds: rounds.map((round) => ({ ...round, id: Number(round.id), dropAt: Number(round.dropAt) })),
        // Turned off since the read: the batch contributes nothing.
        rates: terms?.rates ?? NO_RATES,
        carry,
      });
      let claims: Claim[] = [];
      return {
        stake(stake) {
          if (stake.provider !== deps.sportsProvider) contributions.stake(stake);
        },
        async writes(tx) {
          claims = contributions.claims();
          return [
            await deps.wallet.contributionsPart(tx, contributions.contributions()),
            repo.claimsPart(claims, deps.now()),
          ];
        },
        written() {
          for (const claim of claims) deps.pay(claim.roundId);
        },
      };
    },
  };
}
