import { type ActivityFigures, type AgentActivity, type AgentPlayerActivity, fromMinor } from '@casino/contracts';
import type { PlayerMoney } from '../reports/index.js';

type Figures = Omit<PlayerMoney, 'user_id'>;
const AMOUNTS = ['deposits', 'withdrawals', 'stakes', 'wins', 'ggr', 'bonus_cost', 'ngr'] as const;

/** A rate in basis points as the API's percent (2550 → 25.5). */
export const percentOf = (rateBp: number) => rateBp / 100;
/** A percent with at most two decimals as basis points (the contract checked the decimals). */
export const basisPointsOf = (percent: number) => Math.round(percent * 100);

/** Figures in minor units as the API's decimals. */
function decimals(row: Figures): ActivityFigures {
  const out = { currency: row.currency, bets: row.bets } as ActivityFigures;
  for (const key of AMOUNTS) out[key] = fromMinor(row[key]);
  return out;
}

/** The sum of rows of one currency, in minor units. */
function sumOf(currency: string, rows: Figures[]): Figures {
  const total: Figures = {
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
  for (const row of rows) {
    total.bets += row.bets;
    for (const key of AMOUNTS) total[key] += row[key];
  }
  return total;
}

/**
 * The commission on an NGR (minor units) at a rate (basis points): nothing on a loss, floored
 * to the minor unit (SPEC §9: money is floored). BigInt: NGR × rate may pass 2^53.
 */
export function commissionOn(ngr: number, rateBp: number): number {
  if (ngr <= 0) return 0;
  return Number((BigInt(ngr) * BigInt(rateBp)) / 10_000n);
}

type ActivityInput = {
  agentId: number;
  rateBp: number;
  players: readonly { id: number; username: string; parent_id: number | null }[];
  money: readonly PlayerMoney[];
};

/** The money rows of the tree's players (others left out), with the currencies they are in. */
function treeMoney(input: ActivityInput) {
  const players = new Map(input.players.map((player) => [player.id, player]));
  const rows = input.money.filter((row) => players.has(row.user_id));
  return { players, rows, currencies: [...new Set(rows.map((row) => row.currency))].sort() };
}

/**
 * The agent's commission per currency of their tree, in minor units: the rate on their **direct**
 * players' NGR, summed before the floor at zero (a sub-agent earns on their own players). What
 * the activity shows and what the owner pays (decision 044) are this one computation.
 */
export function commissionDue(input: ActivityInput): { currency: string; ngr: number; amount: number }[] {
  const { players, rows, currencies } = treeMoney(input);
  return currencies.map((currency) => {
    const direct = rows.filter(
      (row) => row.currency === currency && players.get(row.user_id)!.parent_id === input.agentId,
    );
    const ngr = sumOf(currency, direct).ngr;
    return { currency, ngr, amount: commissionOn(ngr, input.rateBp) };
  });
}

/**
 * An agent's activity from their tree's money (decision 044): each player's figures, the tree's
 * totals per currency, and the commission per currency (`commissionDue`).
 */
export function summariseActivity(input: ActivityInput): Pick<AgentActivity, 'players' | 'totals' | 'commission'> {
  const { players, rows, currencies } = treeMoney(input);
  const playerRows: AgentPlayerActivity[] = rows
    .map((row) => {
      const player = players.get(row.user_id)!;
      return {
        id: player.id,
        username: player.username,
        agent_id: player.parent_id ?? input.agentId,
        ...decimals(row),
      };
    })
    .sort((a, b) => a.currency.localeCompare(b.currency) || b.ngr - a.ngr || a.username.localeCompare(b.username));
  return {
    players: playerRows,
    totals: currencies.map((currency) =>
      decimals(
        sumOf(
          currency,
          rows.filter((row) => row.currency === currency),
        ),
      ),
    ),
    commission: commissionDue(input).map((due) => ({
      currency: due.currency,
      ngr: fromMinor(due.ngr),
      rate: percentOf(input.rateBp),
      amount: fromMinor(due.amount),
    })),
  };
}
