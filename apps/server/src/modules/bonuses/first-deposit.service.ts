import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import { limitsFor, type WalletService } from '../wallet/index.js';
import * as repo from './first-deposit.repository.js';
import type { WageringService } from './wagering.service.js';

/** The wallet key of a player's first-deposit bonus, which its wagering requirement follows. */
export const firstDepositKey = (userId: number) => `first-deposit:${userId}`;

/** The bonus a first deposit earns: `percent` of it, floored to the cent, at most `cap`. */
export const firstDepositBonus = (deposit: number, percent: number, cap: number) =>
  Math.min(Math.floor((deposit * percent) / 100), cap);

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
  wallet: Pick<WalletService, 'grantBonus' | 'takeBackBonus' | 'getPlayerBalances'>;
  settings: SettingsService;
  wagering: Pick<WageringService, 'openFor' | 'forfeit'>;
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
      const key = firstDepositKey(userId);
      const granted = await deps.wallet
        .grantBonus({ key, userId, amount, kind: 'FirstDeposit' }, tx)
        .catch(alreadyDone);
      // A replay moved nothing: the grant that did is noted already, with its requirement.
      if (!granted || granted.replayed) return;
      await repo.insertFirstDepositGrant(tx, { userId, amount });
      await deps.wagering.openFor(tx, [{ key, userId, kind: 'FirstDeposit', amount }]);
    },

    /**
     * A withdrawal asked while the bonus's wagering requirement runs takes back what is left of
     * it (never more than the bonus balance), once: the requirement ends as forfeited.
     */
    async onPayoutRequested(tx: Tx, payout: { userId: number }) {
      const { userId } = payout;
      const grant = await repo.findFirstDepositGrant(tx, userId);
      if (!grant || grant.detracted !== null) return;
      if (!(await deps.wagering.forfeit(tx, userId, firstDepositKey(userId)))) return;
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
