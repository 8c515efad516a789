import type { Executor } from '../../db/database.js';
import { poolMismatches } from './pools.repository.js';
import * as repo from './reconcile.repository.js';

export interface ReconcileReport {
  ok: boolean;
  currencies: { currency: string; total: number }[];
  balanceMismatches: Awaited<ReturnType<typeof repo.cachedBalanceMismatches>>;
  currencyMismatches: number[];
  holdMismatches: Awaited<ReturnType<typeof repo.holdMismatches>>;
  gameResultMismatches: Awaited<ReturnType<typeof repo.gameResultMismatches>>;
  strandedStakes: Awaited<ReturnType<typeof repo.strandedStakes>>;
  poolMismatches: Awaited<ReturnType<typeof poolMismatches>>;
}

/**
 * Checks the ledger's invariants: every currency sums to zero over all accounts, every
 * cached balance equals the sum of its transfers, every transfer stays in one currency,
 * every held balance equals the open holds, every player's daily game result (what the
 * daily-winnings limit reads) equals the day's game transfers, and no stake of an ended round
 * was left neither paid nor refunded; and every jackpot pool's cached balance equals its transfers.
 */
export async function reconcile(db: Executor): Promise<ReconcileReport> {
  const [
    currencies,
    balanceMismatches,
    currencyMismatches,
    holdMismatches,
    gameResultMismatches,
    strandedStakes,
    pools,
  ] = await Promise.all([
    repo.currencyTotals(db),
    repo.cachedBalanceMismatches(db),
    repo.currencyMismatches(db),
    repo.holdMismatches(db),
    repo.gameResultMismatches(db),
    repo.strandedStakes(db),
    poolMismatches(db),
  ]);
  const ok =
    currencies.every((c) => c.total === 0) &&
    balanceMismatches.length === 0 &&
    currencyMismatches.length === 0 &&
    holdMismatches.length === 0 &&
    gameResultMismatches.length === 0 &&
    strandedStakes.length === 0 &&
    pools.length === 0;
  return {
    ok,
    currencies,
    balanceMismatches,
    currencyMismatches,
    holdMismatches,
    gameResultMismatches,
    strandedStakes,
    poolMismatches: pools,
  };
}
