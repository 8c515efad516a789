import type { Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Ledger } from './ledger.js';
import { balancesOf, runOperation } from './wallet.operations.js';

/** The owner's credit of an agent's commission (SPEC §4 transaction type IncreasedByOwner). */
export const AGENT_COMMISSION_KIND = 'IncreasedByOwner';

/**
 * Agents' commissions paid by the owner (decision 044). The money is the house's: the transfer
 * goes from the `house` system account to the agent's cash, as `IncreasedByOwner` (the owner
 * raises a balance). Not from bonus funding: it is no bonus money turned into a player's cash,
 * so the reports' bonus cost, and with it every NGR, leaves it out; it moves no game money, so
 * GGR and the daily game results leave it out too.
 */
export function createAgentCommissionCredits(deps: { ledger: Ledger }) {
  return {
    /**
     * Credits the agent's cash with `amount` (minor units) in `currency`, once per key, inside
     * the caller's transaction (the payment's record commits with it). Refused when the agent's
     * cash is in another currency: the ledger never converts.
     */
    async creditAgentCommission(request: { key: string; userId: number; currency: string; amount: number }, tx: Tx) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new AppError('bad_request', 400, 'The amount must be positive.');
      return runOperation(
        deps.ledger,
        { key: request.key, kind: AGENT_COMMISSION_KIND, userId: request.userId, fingerprint: request },
        async (l) => {
          const { currency } = await balancesOf(l, request.userId);
          if (currency !== request.currency)
            throw new AppError('bad_request', 400, `The agent's balance is in ${currency}, not ${request.currency}.`);
          await l.move(currency, [
            {
              from: { system: 'house' },
              to: { userId: request.userId, kind: 'cash' },
              amount: request.amount,
              kind: AGENT_COMMISSION_KIND,
            },
          ]);
          return { balances: await balancesOf(l, request.userId) };
        },
        tx,
      );
    },
  };
}
