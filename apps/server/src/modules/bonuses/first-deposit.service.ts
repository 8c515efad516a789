import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import { limitsFor, type WalletService } from '../wallet/index.js';
import * as repo from './first-deposit.repository.js';

/** The bonus a first deposit earns: `percent` of it, floored to the cent, at most `cap`. */
export const firstDepositBonus = (deposit: number, percent: number, cap: number) =>
  Math.min(Math.floor((deposit * percent) / 100), cap);

/**
 * Wagered once the player has staked, since the grant, `wagerRequired`. A refund after the
 * grant of a bet made before it lowers the count, never below nothing staked.
 */
export const isWagered = (grant: { wager_required: number; staked_before: number }, stakedNow: number) =>
  Math.max(0, stakedNow - grant.staked_before) >= grant.wager_required;

/** A replay of a key with another amount (the terms changed since): the first answer stands. */
function alreadyDone(error: unknown): null {
  if (error instanceof AppError && error.code === 'already_exists') return null;
  throw error;
}

export type FirstDepositService = ReturnType<typeof createFirstDepositService>;

/**
 * The first-deposit bonus (issue #21): a player's first successful deposit earns a share of
 * it on the bonus balance; a withdrawal asked before the bonus is wagered takes back what is
 * left of it. Both run inside the cashier's transaction (the payments module's bonus port),
 * so a crash can neither credit a deposit without its bonus nor hold a payout without the
 * take-back; the wallet keys (one per player) make each happen once, whatever retries.
 */
export function createFirstDepositService(deps: {
  wallet: Pick<WalletService, 'grantBonus' | 'takeBackBonus' | 'getPlayerBalances' | 'stakedTotal'>;
  settings: SettingsService;
  now: () => Date;
}) {
  return {
    /** Grants the bonus on the player's first successful deposit, in the deposit's transaction. */
    async onDepositCredited(tx: Tx, deposit: { userId: number; amount: number; currency: string; first: boolean }) {
      if (!deposit.first) return;
      const { bonuses } = await deps.settings.readStored(tx);
      const { firstDepositCap } = await limitsFor(deps.settings, deposit.currency, tx);
      const amount = firstDepositBonus(deposit.amount, bonuses.firstDepositPercent, firstDepositCap);
      if (amount <= 0) return;
      const { userId } = deposit;
      const granted = await deps.wallet
        .grantBonus({ key: `first-deposit:${userId}`, userId, amount, kind: 'FirstDeposit' }, tx)
        .catch(alreadyDone);
      // A replay moved nothing: the grant that did is noted already, with its own stakes.
      if (!granted || granted.replayed) return;
      await repo.insertFirstDepositGrant(tx, {
        userId,
        amount,
        wagerRequired: amount * bonuses.firstDepositWagerTimes,
        // The grant locked the player's accounts: no stake lands between it and this reading.
        stakedBefore: await deps.wallet.stakedTotal(userId, tx),
      });
    },

    /**
     * A withdrawal asked while the bonus is not wagered takes back what is left of it (never
     * more than the bonus balance), once: the first such withdrawal settles the matter.
     */
    async onPayoutRequested(tx: Tx, payout: { userId: number }) {
      const { userId } = payout;
      const grant = await repo.findFirstDepositGrant(tx, userId);
      if (!grant || grant.detracted !== null) return;
      if (isWagered(grant, await deps.wallet.stakedTotal(userId, tx))) return;
      const bonus = (await deps.wallet.getPlayerBalances(userId, tx))?.bonus ?? 0;
      const amount = Math.min(grant.amount, bonus);
      if (amount > 0) {
        await deps.wallet
          .takeBackBonus(
            { key: `first-deposit-detract:${userId}`, userId, amount, kind: 'DetractedFirstDepositBonusByWithdrawal' },
            tx,
          )
          .catch(alreadyDone);
      }
      await repo.noteDetracted(tx, userId, amount, deps.now());
    },
  };
}
