import {
  type AccountClosure,
  type BalancePayout,
  type ClosureReason,
  fromMinor,
  type PaymentItem,
  toMinor,
} from '@casino/contracts';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { verifyDummyPassword, verifyPassword } from '../../lib/passwords.js';
import { isTerminal, type PaymentsService } from '../payments/index.js';
import type { ThrottleService } from '../throttle/index.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';

export type ClosureService = ReturnType<typeof createClosureService>;

/** The payouts of a closure are keyed per player: whoever closes, however often, queues them once. */
const closureKey = (userId: number) => `closure:${userId}`;
const balanceKey = (userId: number) => `balance:${userId}`;

function toBalancePayout(currency: string, payouts: PaymentItem[]): BalancePayout {
  const total = payouts.reduce((sum, payout) => sum + toMinor(payout.amount), 0);
  return { currency: payouts[0]?.amountCurrency ?? currency, amount: fromMinor(total), payouts };
}

/**
 * Account closure (issue #23, decision 038): on the player's request or for inactivity. The
 * account is closed on its row (every check reads it: sign-in, each request, the seamless
 * batch's stakes), its sessions end, its whole cash is held and queued for an operator to pay
 * to the last deposit's method, and its bonus balance is forfeited (the terms), all in one
 * transaction under the player's lock. A self-excluded or closed player, who cannot sign in,
 * asks for their balance with their credentials.
 */
export function createClosureService(deps: {
  db: Db;
  now: () => Date;
  users: Pick<UsersService, 'findById' | 'findByLogin' | 'close'>;
  sessions: { revokeAll(tx: Tx, userId: number): Promise<void> };
  wallet: Pick<WalletService, 'lockPlayer' | 'getPlayerBalances' | 'takeBackBonus'>;
  payments: Pick<PaymentsService, 'queueWholeBalance' | 'keyedPayouts'>;
  throttle: Pick<ThrottleService, 'assertAllowed' | 'record' | 'reset'>;
}) {
  /** Closes an open account in `tx`; false (nothing done) when it was closed already or, given `idleBefore`, seen since. */
  async function close(tx: Tx, userId: number, reason: ClosureReason, idleBefore?: Date): Promise<boolean> {
    // The wallet's lock first, as every movement takes it: a stake of this player waits for the closure.
    await deps.wallet.lockPlayer(userId, tx);
    const closing = { reason, at: deps.now(), ...(idleBefore ? { idleBefore } : {}) };
    if (!(await deps.users.close(tx, userId, closing))) return false;
    await deps.sessions.revokeAll(tx, userId);
    await deps.payments.queueWholeBalance(tx, {
      userId,
      key: closureKey(userId),
      actor: reason === 'request' ? 'player' : 'system',
      reason: reason === 'request' ? 'account_closed' : 'account_inactive',
    });
    // What the payout's bonus rule left (it takes back a first-deposit bonus still being wagered).
    const bonus = (await deps.wallet.getPlayerBalances(userId, tx))?.bonus ?? 0;
    if (bonus > 0) {
      await deps.wallet.takeBackBonus(
        { key: `closure-forfeit:${userId}`, userId, amount: bonus, kind: 'ForfeitedOnClosure' },
        tx,
      );
    }
    return true;
  }

  async function describe(db: Executor, userId: number): Promise<AccountClosure> {
    const user = (await deps.users.findById(userId, db))!;
    if (!user.closed_at || !user.closed_reason) throw new AppError('not_found', 404, 'This account is open.');
    const payouts = await deps.payments.keyedPayouts(db, userId, [`${closureKey(userId)}:`]);
    return {
      closedAt: user.closed_at.toISOString(),
      reason: user.closed_reason,
      payout: toBalancePayout(user.currency, payouts),
    };
  }

  return {
    /**
     * POST /api/protection/closure/: closes the player's own account, confirmed with the
     * password (wrong guesses throttled as a password change's). Asking again answers the
     * closure that stands.
     */
    async closeOnRequest(userId: number, password: string, ip: string): Promise<AccountClosure> {
      const subjects = [`account:${userId}`, `ip:${ip}`];
      await deps.throttle.assertAllowed('passwordChange', subjects);
      const user = await deps.users.findById(userId);
      if (!user || !(await verifyPassword(user.password_hash, password))) {
        await deps.throttle.record('passwordChange', subjects);
        throw new AppError('incorrect_old_password', 400, 'The password is not correct.');
      }
      await deps.throttle.reset('passwordChange', `account:${userId}`);
      await deps.db.transaction().execute((tx) => close(tx, userId, 'request'));
      return describe(deps.db, userId);
    },

    /** Closes one account the inactivity job found idle since `idleBefore`; false when it was closed or seen meanwhile. */
    closeIdle: (userId: number, idleBefore: Date): Promise<boolean> =>
      deps.db.transaction().execute((tx) => close(tx, userId, 'inactive', idleBefore)),

    /**
     * POST /api/protection/balance-payout/: a self-excluded or closed player, who cannot sign
     * in, asks with their credentials (throttled as sign-ins are) for their whole cash. While
     * one such payout is pending, asking again answers it.
     */
    async requestBalancePayout(login: string, password: string, ip: string): Promise<BalancePayout> {
      const subjects = [`ip:${ip}`, `account:${login}`];
      await deps.throttle.assertAllowed('login', subjects);
      const user = await deps.users.findByLogin(login);
      const valid = user
        ? await verifyPassword(user.password_hash, password)
        : (await verifyDummyPassword(password), false);
      if (!user || !valid) {
        await deps.throttle.record('login', subjects);
        throw new AppError('no_active_account', 401);
      }
      if (user.is_banned) throw new AppError('user_is_banned', 403);
      if (user.closed_at === null && user.self_excluded_at === null) {
        throw new AppError('account_not_excluded', 409, 'This account can sign in: withdraw from the cashier.');
      }
      return deps.db.transaction().execute(async (tx) => {
        // Under the player's lock: two requests at once are answered one after the other.
        await deps.wallet.lockPlayer(user.id, tx);
        const prefixes = [`${closureKey(user.id)}:`, `${balanceKey(user.id)}:`];
        const earlier = await deps.payments.keyedPayouts(tx, user.id, prefixes);
        const pending = earlier.filter((payout) => !isTerminal(payout.status));
        if (pending.length > 0) return toBalancePayout(user.currency, pending);
        // A number above every earlier request's, each of which queued one payout at least.
        const key = `${balanceKey(user.id)}:${earlier.length + 1}`;
        const queued = await deps.payments.queueWholeBalance(tx, {
          userId: user.id,
          key,
          actor: 'player',
          reason: 'balance_payout',
        });
        if (queued.length === 0) throw new AppError('nothing_to_pay_out', 409, 'There is no balance to pay out.');
        return toBalancePayout(user.currency, queued);
      });
    },
  };
}
