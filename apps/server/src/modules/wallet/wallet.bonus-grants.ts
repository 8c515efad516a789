import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { type BonusGrantRow, insertBonusGrants, lockAccountsOf } from './bonus-grants.repository.js';
import { fingerprintOf, type Ledger } from './ledger.js';
import { failureOutcome } from './wallet.metrics.js';
import type { BonusKind } from './wallet.service.js';

/** One player's grant of a batch: the same request as one `grantBonus` call (to the bonus balance). */
export interface BonusGrant {
  /** Idempotency key: a key already used moves nothing. */
  key: string;
  userId: number;
  /** Minor units, > 0. */
  amount: number;
}

/**
 * Bonus grants to many players at once (the cashback of a period): one transaction per batch
 * instead of one per player, where a commit each took most of the time (issue #21: 150 s for
 * 80,000 players, one at a time, four in flight). Each grant is still its own keyed operation
 * with its transfer from bonus funding, written as `grantBonus` writes them, so a key granted
 * one way is known to the other.
 */
export function createBonusGrants(deps: { db: Db; ledger: Ledger }) {
  return {
    /**
     * Credits each grant from bonus funding to the player's bonus balance, as `kind`, all in one
     * transaction (all or none of them). A key already taken (granted before, by another
     * instance at the same time, or on other terms) moves nothing and is returned as skipped.
     * One grant per player per batch. `tx`: the caller's transaction, to write more with the grants.
     */
    async grantBonuses(
      kind: BonusKind,
      grants: BonusGrant[],
      tx?: Tx,
    ): Promise<{ granted: number; skipped: string[] }> {
      if (grants.length === 0) return { granted: 0, skipped: [] };
      for (const { amount } of grants)
        if (!Number.isSafeInteger(amount) || amount <= 0)
          throw new AppError('bad_request', 400, 'The amount must be positive.');
      const userIds = grants.map((grant) => grant.userId);
      if (new Set(userIds).size !== grants.length || new Set(grants.map((grant) => grant.key)).size !== grants.length)
        throw new Error('a batch of bonus grants names a player or a key twice');
      const grantIn = async (tx: Tx) => {
        // Locked first, then the keys claimed: a second instance's batch of the same players
        // waits here for this one to commit, and then finds every key taken.
        const accounts = await lockAccountsOf(tx, userIds);
        const byUser = new Map<number, Map<string, (typeof accounts)[number]>>();
        for (const account of accounts) {
          const own = byUser.get(account.user_id!) ?? new Map<string, (typeof accounts)[number]>();
          own.set(account.kind, account);
          byUser.set(account.user_id!, own);
        }
        const funding = new Map<string, number>();
        const rows: BonusGrantRow[] = [];
        for (const grant of grants) {
          const own = byUser.get(grant.userId);
          const [cash, bonus, held] = [own?.get('cash'), own?.get('bonus'), own?.get('held')];
          if (!cash || !bonus) throw new AppError('not_found', 404, 'The user has no wallet.');
          if (!funding.has(bonus.currency))
            funding.set(bonus.currency, (await deps.ledger.systemAccount(tx, 'bonus_funding', '', bonus.currency)).id);
          const after = bonus.balance + grant.amount;
          rows.push({
            key: grant.key,
            // What `grantBonus` would store for the same request: a retry there is a replay.
            fingerprint: fingerprintOf({ key: grant.key, userId: grant.userId, amount: grant.amount, kind }),
            user_id: grant.userId,
            account_id: bonus.id,
            funding_id: funding.get(bonus.currency)!,
            amount: grant.amount,
            currency: bonus.currency,
            balance_after: after,
            result: {
              balances: { currency: cash.currency, cash: cash.balance, bonus: after, held: held?.balance ?? 0 },
            },
          });
        }
        const claimed = new Set(await insertBonusGrants(tx, kind, rows));
        return { granted: claimed.size, skipped: grants.filter((grant) => !claimed.has(grant.key)).map((g) => g.key) };
      };
      const metrics = deps.ledger.metrics;
      const granting = tx ? grantIn(tx) : deps.db.transaction().execute(grantIn);
      if (!metrics) return granting;
      // Each grant is an operation of `kind`: a key already taken is a replay, as in runOperation.
      return granting.then(
        (done) => {
          metrics.operation(kind, 'ok', done.granted);
          if (done.skipped.length > 0) metrics.operation(kind, 'replayed', done.skipped.length);
          return done;
        },
        (error: unknown) => {
          metrics.operation(kind, failureOutcome(error), grants.length);
          throw error;
        },
      );
    },
  };
}
