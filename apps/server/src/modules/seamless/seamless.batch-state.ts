import { sql } from 'kysely';
import type { Tx } from '../../db/database.js';
import { readParts } from '../../db/statement-parts.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import { type Call, betIdOf, pair, type Player, settlementKey, userIdOf } from './seamless.call.js';
import type { FreeBetPort } from './seamless.free-bets.js';
import type { FreeSpinPort } from './seamless.free-spins.js';
import type { JackpotPort } from './seamless.jackpots.js';
import type { PlayLimitPort } from './seamless.play-limits.js';
import type { WageringPort } from './seamless.wagering.js';
import * as repo from './seamless.repository.js';

export interface BatchDeps {
  wallet: WalletService;
  users: UsersService;
  now: () => Date;
  freeSpins?: FreeSpinPort | undefined;
  freeBets?: FreeBetPort | undefined;
  wagering?: WageringPort | undefined;
  jackpots?: JackpotPort | undefined;
  playLimits?: PlayLimitPort | undefined;
  /** "This player launched a game of this provider": only ever turns true, so a yes is remembered. */
  launched: Set<string>;
}

export type State = ReturnType<typeof stateOf>;

/**
 * Everything a batch reads, in one statement (decision 014): the named transactions, bets'
 * settlements and rounds, who launched a game, the players' statuses, and their accounts,
 * locked. Accounts are locked for every player the calls name: a call then refused for a
 * player who never launched a game of its provider has only locked a few rows for nothing.
 */
export async function readState(deps: BatchDeps, tx: Tx, calls: Call[]) {
  const userIds = [...new Set(calls.map(userIdOf).filter((id) => Number.isSafeInteger(id)))];
  const unknownLaunches = calls
    .map((call) => ({ provider: call.provider, userId: userIdOf(call) }))
    .filter(({ provider, userId }) => Number.isSafeInteger(userId) && !deps.launched.has(`${provider}:${userId}`));
  const jackpots = (await deps.jackpots?.readPart(userIds)) ?? null;
  const read = await readParts(tx, {
    ...repo.batchContextParts({
      transactions: calls.flatMap((call) => [
        { provider: call.provider, id: call.request.transaction_id },
        { provider: call.provider, id: betIdOf(call) },
      ]),
      // A call whose player is no number is refused before its bet is looked at.
      bets: calls
        .map((call) => ({ provider: call.provider, id: betIdOf(call), userId: userIdOf(call) }))
        .filter(({ userId }) => Number.isSafeInteger(userId)),
      rounds: calls.map((call) => ({ provider: call.provider, id: call.request.round_id })),
      launched: unknownLaunches,
      // What a correction may take back: its bet's wins less the corrections before it.
      paid: calls
        .filter((call) => call.kind === 'correct')
        .map((call) => ({ provider: call.provider, id: betIdOf(call), userId: userIdOf(call) }))
        .filter(({ userId }) => Number.isSafeInteger(userId)),
    }),
    statuses: deps.users.statusesPart(userIds, deps.now()),
    players: deps.wallet.gameBookPart({ userIds, now: deps.now() }),
    // Wagering requirements and their bets' games (decision 032): read with the rest, not locked.
    wagers:
      deps.wagering?.readPart({
        userIds,
        // A call whose player is no number is refused before its stake is looked at.
        bets: calls.flatMap((call) =>
          call.kind === 'bet' && Number.isSafeInteger(userIdOf(call))
            ? [{ userId: userIdOf(call), provider: call.provider, gameId: call.request.game_id }]
            : [],
        ),
      }) ?? sql<unknown>`NULL`,
    // The pools of the players' currencies and their rounds (decision 034), while jackpots are on.
    jackpots: jackpots ?? sql<unknown>`NULL`,
    // The wager and loss limits players set themselves, and what counts against them (decision 036).
    playLimits: deps.playLimits?.readPart(userIds, deps.now()) ?? sql<unknown>`NULL`,
  });
  if (deps.launched.size >= 100_000) deps.launched.clear();
  for (const { provider, user_id } of read.launched) deps.launched.add(`${provider}:${user_id}`);
  return {
    state: stateOf(deps, read),
    players: read.players,
    wagers: read.wagers,
    jackpots: jackpots && read.jackpots,
    playLimits: read.playLimits,
  };
}

function stateOf(deps: BatchDeps, context: repo.BatchContext & { statuses: Player[] }) {
  const players = new Map(context.statuses.map((user) => [user.id, user]));
  const transactions = new Map(context.transactions.map((row) => [pair(row.provider, row.transaction_id), row]));
  const rounds = new Map(context.rounds.map((round) => [pair(round.provider, round.round_id), round]));
  const settled = new Set(
    context.settlements.map((s) => settlementKey(s.kind, s.provider, s.bet_transaction_id, Number(s.user_id))),
  );
  // Per bet (and its player), what wins credited and corrections took back; kept up to date in
  // the batch, so a correction sees the wins and corrections decided before it.
  const paid = new Map(
    context.paid.map((p) => [
      settlementKey('paid', p.provider, p.bet_transaction_id, Number(p.user_id)),
      { won: Number(p.won), reclaimed: Number(p.reclaimed) },
    ]),
  );
  return {
    players,
    transactions,
    rounds,
    settled,
    playerOf(call: Call): Player | undefined {
      const userId = userIdOf(call);
      return deps.launched.has(`${call.provider}:${userId}`) ? players.get(userId) : undefined;
    },
    bet: (call: Call) => transactions.get(pair(call.provider, betIdOf(call))),
    /** Whether the call's player rolled back the bet it names (maybe before the bet arrived). */
    rolledBack: (call: Call) => settled.has(settlementKey('rollback', call.provider, betIdOf(call), userIdOf(call))),
    won: (call: Call) => settled.has(settlementKey('win', call.provider, betIdOf(call), userIdOf(call))),
    /** What the wins of the bet a call names paid and its corrections took, when the batch read it. */
    paid(call: Call) {
      const entry = paid.get(settlementKey('paid', call.provider, betIdOf(call), userIdOf(call)));
      if (!entry) return undefined;
      return {
        ...entry,
        add(kind: 'win' | 'correct', amount: number) {
          if (kind === 'win') entry.won += amount;
          else entry.reclaimed += amount;
        },
      };
    },
  };
}
