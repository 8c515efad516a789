import type { Db } from '../../db/database.js';
import * as repo from './reports.repository.js';

/** One player's money over a range in one currency, in minor units (decision 043's definitions). */
export interface PlayerMoney {
  user_id: number;
  currency: string;
  /** Successful deposits and cashier transfers to the player. */
  deposits: number;
  /** Successful payouts and cashier transfers from the player. */
  withdrawals: number;
  bets: number;
  stakes: number;
  wins: number;
  /** stakes − wins, real money. */
  ggr: number;
  /** Bonus money that became the player's cash. */
  bonus_cost: number;
  /** ggr − bonus_cost. */
  ngr: number;
}

export type PlayerActivityService = ReturnType<typeof createPlayerActivityService>;

/**
 * The reports' figures per player (an agent's players, decision 044): the same ledger and
 * payments queries as the owner's reports, keyed by player instead of day.
 */
export function createPlayerActivityService(deps: { db: Db; sportProviders: string[] }) {
  return {
    /** Each of `players` with any money moved in [from, to), per currency; none for no player. */
    async playerActivity(range: { from: Date; to: Date }, players: readonly number[]): Promise<PlayerMoney[]> {
      if (!players.length) return [];
      const bounds = { ...range, players };
      const [games, costs, payments, transfers] = await Promise.all([
        repo.gameMoney(deps.db, bounds, 'player', deps.sportProviders),
        repo.bonusCost(deps.db, bounds, 'player'),
        repo.paymentsByPlayer(deps.db, bounds),
        repo.cashierTransfersByPlayer(deps.db, bounds),
      ]);
      const byKey = new Map<string, PlayerMoney>();
      const rowOf = (key: string, currency: string) => {
        const id = `${key}|${currency}`;
        let row = byKey.get(id);
        if (!row) {
          row = {
            user_id: Number(key),
            currency,
            deposits: 0,
            withdrawals: 0,
            bets: 0,
            stakes: 0,
            wins: 0,
            ggr: 0,
            bonus_cost: 0,
            ngr: 0,
          };
          byKey.set(id, row);
        }
        return row;
      };
      for (const game of games)
        Object.assign(rowOf(game.key, game.currency), { bets: game.bets, stakes: game.stakes, wins: game.wins });
      for (const cost of costs) rowOf(cost.key, cost.currency).bonus_cost = cost.cost;
      for (const payment of payments) {
        const row = rowOf(payment.key, payment.currency);
        row.deposits += payment.deposits_sum;
        row.withdrawals += payment.payouts_sum;
      }
      for (const transfer of transfers) {
        const row = rowOf(transfer.key, transfer.currency);
        row.deposits += transfer.received;
        row.withdrawals += transfer.sent;
      }
      return [...byKey.values()].map((row) => {
        const ggr = row.stakes - row.wins;
        return { ...row, ggr, ngr: ggr - row.bonus_cost };
      });
    },
  };
}
