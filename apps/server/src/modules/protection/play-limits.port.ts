import type { PlayLimitBook, PlayLimitPort } from '../seamless/index.js';
import { playLimitsPart, type PlayLimitRow } from './limits.repository.js';
import { effectiveLimit } from './limits.rules.js';

interface Counted {
  kind: 'wager' | 'loss';
  limit: number;
  used: number;
}

/**
 * The wager and loss limits as the seamless wallet checks them at each stake (decision 036):
 * a stake is refused when it would take what the player staked, or lost counting the stake as
 * lost, in a limit's window above the limit.
 */
export const playLimitPort: PlayLimitPort = {
  readPart: (userIds, now) => playLimitsPart(userIds, now.toISOString().slice(0, 10)),

  open(read, now): PlayLimitBook {
    const players = new Map<number, Counted[]>();
    for (const row of read as PlayLimitRow[]) {
      const { amount: limit } = effectiveLimit(
        {
          amount: row.amount,
          pending: row.pending ? { amount: row.pending_amount, effectiveAt: new Date(row.effective_at!) } : null,
        },
        now,
      );
      if (limit === null) continue;
      const userId = Number(row.user_id);
      players.set(userId, [...(players.get(userId) ?? []), { kind: row.kind, limit, used: Number(row.used) }]);
    }
    return {
      allows: (userId, amount) => (players.get(userId) ?? []).every(({ limit, used }) => used + amount <= limit),
      record(userId, { staked, net }) {
        for (const counted of players.get(userId) ?? []) counted.used += counted.kind === 'wager' ? staked : -net;
      },
    };
  },
};
