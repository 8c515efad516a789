import { fromMinor, type SlotsHistoryItem, type SlotsHistoryPage } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import * as repo from './seamless.history.repository.js';

export interface SlotsHistoryFilter {
  page: number;
  pageSize: number;
  from?: Date | undefined;
  to?: Date | undefined;
  /** `{provider}:{game_id}` keys of the producer asked for, when one is. */
  gameKeys?: string[] | undefined;
}

function statusOf(round: repo.RoundSummary): SlotsHistoryItem['status'] {
  if (round.bets > 0 && round.rolled_back === round.bets && round.win === 0) return 'Cancelled';
  // Won only when the wins exceed the stakes: a bet of 15 that wins 10 is a loss of 5 (a
  // free spin stakes nothing, so any win wins it).
  if (round.win > round.bet) return 'Winner';
  return round.closed_at ? 'Loser' : 'Wait';
}

const cents = (decimal: unknown) => Math.round(Number(decimal ?? 0) * 100);

/** Read-only views of the rounds providers played for a player (slots history, most played). */
export function createSeamlessHistory(db: Db) {
  return {
    /** One player's rounds (SPEC.md §3 Slots history item), newest first; only ever that player's. */
    async slotsHistory(userId: number, filter: SlotsHistoryFilter, currency: string): Promise<SlotsHistoryPage> {
      const where = { userId, from: filter.from, to: filter.to, gameKeys: filter.gameKeys };
      const page = { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize };
      const [rows, count] = await Promise.all([repo.listRounds(db, where, page), repo.countRounds(db, where)]);
      return {
        count,
        page: filter.page,
        page_size: filter.pageSize,
        results: rows.map((round) => {
          // The balance before the round is what its first bet answered plus that bet;
          // after it, that less the round's stakes plus its wins.
          const before = round.first ? cents(round.first.balance) + cents(round.first.amount) : 0;
          const after = before - round.bet + round.win;
          return {
            id: `${round.provider}:${round.round_id}`,
            provider: round.provider,
            date: new Date(round.created_at).toISOString(),
            balance: {
              before: fromMinor(before),
              after: fromMinor(after),
              currency: round.first?.currency ?? currency,
            },
            status: statusOf(round),
            betAmount: fromMinor(round.bet),
            winAmount: fromMinor(round.win),
            gameId: round.game_id,
            freeSpin: round.free_spin,
          };
        }),
      };
    },

    /**
     * What a player staked (bets less refunds) and won (wins less corrections) since a time, in
     * minor units: a session's result, as the reality check shows it.
     */
    async resultSince(userId: number, since: Date) {
      const row = await repo.resultSince(db, userId, since);
      return { staked: Number(row.staked), won: Number(row.won) };
    },

    /** The games with the most rounds since a time. */
    async mostPlayedGames(since: Date, limit: number) {
      const rows = await repo.mostPlayedGames(db, since, limit);
      return rows.map((row) => ({ provider: row.provider, gameId: row.game_id, rounds: Number(row.rounds) }));
    },
  };
}
