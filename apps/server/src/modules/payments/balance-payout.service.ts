import { PAYMENT_STATUS } from '@casino/contracts';
import type { Tx } from '../../db/database.js';
import { limitsFor } from '../wallet/index.js';
import { findClosedLoop } from './closed-loop.js';
import * as repo from './payments.repository.js';
import type { Actor, PaymentsDeps, Transitions } from './payments.transition.js';
import { insertHeldPayout, WAIT_FOR_ADMIN } from './payout.service.js';

const S = PAYMENT_STATUS;

/** `total` in parts of at most `max` (the largest single transaction the wallet holds), the largest first. */
export function splitAmount(total: number, max: number): number[] {
  const size = max > 0 ? max : total;
  const parts: number[] = [];
  for (let left = total; left > 0; left -= Math.min(size, left)) parts.push(Math.min(size, left));
  return parts;
}

/**
 * Where a whole-balance payout goes: a payout system of the last deposit's processor (the
 * closed loop; its card when the deposit said which), else, with no deposit to loop back to,
 * the manual bank transfer an operator makes (the terms: "sent to the customer's bank
 * account"). Systems are never deleted, and an operator pays it by hand whatever its flag.
 */
async function targetOf(tx: Tx, userId: number, currency: string) {
  const serves = (system: repo.PaymentSystemRow) => system.currency === null || system.currency === currency;
  const loop = await findClosedLoop(tx, userId);
  const looped = loop?.systems.filter(serves) ?? [];
  const system = looped.find((s) => s.kind === 'card' && loop?.card) ?? looped[0];
  // Only the card's last 4 digits are known: the operator sees which card, masked as the player sees it.
  const card = system?.kind === 'card' && loop?.card ? `••••${loop.card}` : null;
  if (system) return { system, destination: card };
  const manual = (await repo.listSystems(tx, 'payout')).find((s) => s.processor === 'manual' && serves(s));
  if (!manual) throw new Error(`no manual payout system serves ${currency}`);
  return { system: manual, destination: null };
}

/**
 * Payouts of the player's whole cash balance (decision 038): an account closed on request or
 * for inactivity, a self-excluded player's request. They skip the player's cashier checks
 * (system limits, documents: the terms owe the money whatever its amount) and wait in 27 for
 * an operator, who verifies the player and the destination before paying.
 */
export function createBalancePayoutService(deps: PaymentsDeps, transitions: Transitions) {
  return {
    /**
     * Holds the whole cash and queues it as payouts keyed `{key}:{part}`, in the caller's
     * transaction, under the player's lock. A key already used answers its payouts and moves
     * nothing; no cash queues nothing.
     */
    async queueWholeBalance(
      tx: Tx,
      request: { userId: number; key: string; actor: Actor; reason: string },
    ): Promise<repo.PaymentRow[]> {
      const { userId, key, actor, reason } = request;
      await deps.wallet.lockPlayer(userId, tx);
      const earlier = await repo.keyedPayouts(tx, userId, [`${key}:`]);
      if (earlier.length > 0) return earlier;
      const balances = await deps.wallet.getPlayerBalances(userId, tx);
      if (!balances || balances.cash <= 0) return [];
      const { currency, cash } = balances;
      const { system, destination } = await targetOf(tx, userId, currency);
      const { maxTransaction } = await limitsFor(deps.settings, currency, tx);
      const rows: repo.PaymentRow[] = [];
      for (const [index, amount] of splitAmount(cash, maxTransaction).entries()) {
        const row = await insertHeldPayout(deps, tx, {
          userId,
          slug: system.slug,
          amount,
          currency,
          destination,
          requestKey: `${key}:${index + 1}`,
          actor,
        });
        rows.push(
          await transitions.advanceIn(tx, {
            id: row.id,
            paths: { [S.started]: [S.requested, S.manualProcessRequired] },
            actor,
            reason,
            extra: { statusMessage: WAIT_FOR_ADMIN },
          }),
        );
      }
      // As a withdrawal does: a first-deposit bonus still being wagered is taken back.
      await deps.bonuses.onPayoutRequested(tx, { userId, amount: cash });
      return rows;
    },
  };
}
