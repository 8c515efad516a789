import type { Tx } from '../../db/database.js';
import type { CommitAfter } from '../../db/locked-transaction.js';
import { writeParts } from '../../db/statement-parts.js';
import { type Answer, refusal, replay } from './seamless.answers.js';
import { type BatchDeps, readState, type State } from './seamless.batch-state.js';
import { betIdOf, type Call, fingerprintOf, pair, settlementKey, userIdOf } from './seamless.call.js';
import { decide, type Decision, refusalOf } from './seamless.decide.js';
import { freeBetLedger } from './seamless.free-bets.js';
import { freeSpinLedger } from './seamless.free-spins.js';
import * as repo from './seamless.repository.js';
import type { StakedGame, WageringPort } from './seamless.wagering.js';

export type { BatchDeps } from './seamless.batch-state.js';
export type { Call } from './seamless.call.js';

/**
 * What a call's batch locks as it begins: a batch may run while the one before commits
 * (decision 014), and what both could touch is serialised by these: a bet with its wins and
 * rollbacks, a round (a win may close it while a bet arrives), and a player (balances and
 * the day's net result are read after the locks).
 */
export const locksOf = (call: Call) => [
  `bet:${call.provider}:${betIdOf(call)}`,
  `round:${call.provider}:${call.request.round_id}`,
  `player:${call.request.player_id}`,
  // A free bet is one player's, but any player's bet may name it.
  ...(call.kind === 'bet' && call.request.free_bet_id !== undefined ? [`free-bet:${call.request.free_bet_id}`] : []),
];

/**
 * Decides and records a batch of money calls in a transaction that holds their locks
 * (`locksOf`), in two statements (decisions 012 and 014): one read of everything the calls
 * name, the players' accounts locked with it; then, after every call is decided in order in
 * memory (a later call sees what an earlier one did), one write of the money and the answers,
 * which COMMIT follows in the same round trip (decision 017).
 */
export async function runCalls(deps: BatchDeps, tx: Tx, calls: Call[], commitAfter: CommitAfter): Promise<Answer[]> {
  const { state, players, wagers: running, jackpots: pools, playLimits: limitsRead } = await readState(deps, tx, calls);
  const book = await deps.wallet.openGameBook(tx, {
    providers: [...new Set(calls.map((call) => call.provider))],
    rows: players,
  });
  const freeSpins = freeSpinLedger(deps.freeSpins ? await deps.freeSpins.lock(tx, freeSpinIdsOf(calls, state)) : []);
  const freeBets = freeBetLedger(
    deps.freeBets ? await deps.freeBets.lock(tx, freeBetIdsOf(calls, state)) : [],
    deps.now(),
  );
  const wagers = deps.wagering ? await openWagers(deps.wagering, tx, running, calls, state, deps.now()) : undefined;
  const jackpots = deps.jackpots && pools !== null ? deps.jackpots.open(pools) : undefined;
  const limits = deps.playLimits?.open(limitsRead, deps.now());
  const recorded: repo.NewTransaction[] = [];
  const opened = new Map<
    string,
    { provider: string; round_id: string; user_id: number; game_id: string; closed: boolean }
  >();
  const closed = new Map<string, { provider: string; round_id: string }>();

  function record(call: Call, userId: number, decision: Decision, fingerprint: string) {
    const { provider, request } = call;
    const row = {
      provider,
      transaction_id: request.transaction_id,
      kind: call.kind,
      user_id: userId,
      round_id: request.round_id,
      bet_transaction_id: call.kind === 'bet' ? null : betIdOf(call),
      amount: decision.amount,
      cash_part: decision.split?.cash ?? 0,
      bonus_part: decision.split?.bonus ?? 0,
      fingerprint,
      status_code: decision.answer.status,
      response: decision.answer.body,
      free_spin_session_id: decision.freeSpin?.id ?? null,
      free_bet_id: decision.freeBet?.id ?? null,
    };
    recorded.push(row);
    state.transactions.set(pair(provider, row.transaction_id), row as unknown as repo.TransactionRow);
    if (row.status_code === 200 && (call.kind === 'win' || call.kind === 'rollback'))
      state.settled.add(settlementKey(call.kind, provider, betIdOf(call), userId));
    if (row.status_code === 200 && (call.kind === 'win' || call.kind === 'correct'))
      state.paid(call)?.add(call.kind, decision.amount);
    if (wagers && decision.amount > 0 && row.status_code === 200 && (call.kind === 'bet' || call.kind === 'rollback')) {
      // A round is one game's: a refund's is its round's, which a bet of this batch may have opened.
      const gameId =
        call.kind === 'bet' ? call.request.game_id : state.rounds.get(pair(provider, request.round_id))?.game_id;
      if (gameId !== undefined)
        wagers[call.kind === 'bet' ? 'stake' : 'refund'](userId, decision.amount, { provider, gameId });
    }
    if (jackpots && call.kind === 'bet' && row.status_code === 200 && decision.amount > 0) {
      const { currency } = book.balances(userId)!;
      jackpots.stake({
        userId,
        currency,
        provider,
        amount: decision.amount,
        key: `seamless:${provider}:${row.transaction_id}`,
      });
    }
    if (limits && row.status_code === 200 && decision.amount > 0)
      limits.record(userId, playChange(call, decision.amount));
    if (decision.freeSpin) freeSpins.apply(decision.freeSpin);
    if (decision.freeBet) freeBets.apply(decision.freeBet);
    if (decision.opensRound) {
      const gameId = call.kind === 'bet' ? call.request.game_id : '';
      const round = { provider, round_id: request.round_id, user_id: userId, game_id: gameId, closed_at: null };
      state.rounds.set(pair(provider, request.round_id), round);
      opened.set(pair(provider, request.round_id), { ...round, closed: false });
    }
    if (decision.closesRound) {
      const key = pair(provider, decision.closesRound);
      const round = state.rounds.get(key);
      if (round) round.closed_at = deps.now().toISOString();
      const fresh = opened.get(key);
      if (fresh) fresh.closed = true;
      else closed.set(key, { provider, round_id: decision.closesRound });
    }
  }

  const answers = calls.map((call): Answer => {
    const fingerprint = fingerprintOf(call);
    const known = state.transactions.get(pair(call.provider, call.request.transaction_id));
    if (known) {
      return known.fingerprint === fingerprint
        ? replay({ status: known.status_code, body: known.response as Answer['body'] })
        : refusal('transaction_conflict', 409);
    }
    const player = state.playerOf(call);
    if (!player) return refusal('player_not_found', 404);
    const mark = book.mark();
    try {
      const decision = decide(call, player, { state, book, freeSpins, freeBets, wagers, limits });
      record(call, player.id, decision, fingerprint);
      return decision.answer;
    } catch (error) {
      // A refused call leaves no money behind, and its refusal is kept for its retries.
      book.undo(mark);
      const answer = refusalOf(error, () => book.balances(player.id) ?? undefined);
      record(call, player.id, { answer, amount: 0 }, fingerprint);
      return answer;
    }
  });
  if (deps.freeSpins) await deps.freeSpins.apply(tx, freeSpins.changes());
  if (deps.freeBets) await deps.freeBets.apply(tx, freeBets.changes());
  const written = writeParts(tx, [
    book.writes(),
    ...(wagers ? [wagers.writes()] : []),
    ...(jackpots ? await jackpots.writes(tx) : []),
    repo.recordBatchPart({
      transactions: recorded,
      opened: [...opened.values()],
      closed: [...closed.values()],
      now: deps.now(),
    }),
  ]);
  commitAfter(written);
  if (jackpots)
    written.then(
      () => jackpots.written(),
      () => {},
    );
  return answers;
}

/** What an accepted call of money does to its player's stakes (bets less refunds) and net result. */
function playChange(call: Call, amount: number): { staked: number; net: number } {
  switch (call.kind) {
    case 'bet':
      return { staked: amount, net: -amount };
    case 'rollback':
      return { staked: -amount, net: amount };
    case 'win':
      return { staked: 0, net: amount };
    case 'correct':
      return { staked: 0, net: -amount };
  }
}

/** The free-spin sessions a batch names: those of its free-spin bets, and of the bets its wins and rollbacks name. */
function freeSpinIdsOf(calls: Call[], state: State): number[] {
  const ids = calls.map((call) =>
    call.kind === 'bet' ? call.request.free_spin_session_id : state.bet(call)?.free_spin_session_id,
  );
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/** The free bets a batch names: those its bets use, and those of the bets its rollbacks give back. */
function freeBetIdsOf(calls: Call[], state: State): number[] {
  const ids = calls.map((call) =>
    call.kind === 'bet'
      ? call.request.free_bet_id
      : call.kind === 'rollback'
        ? state.bet(call)?.free_bet_id
        : undefined,
  );
  return [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
}

/**
 * The batch's wagering book. A refund of a player with a running requirement whose round's
 * game the read did not name (its bet was in an earlier batch) needs that game read too: one
 * more statement, only then.
 */
async function openWagers(port: WageringPort, tx: Tx, read: unknown, calls: Call[], state: State, now: Date) {
  const wagers = port.open(read, now);
  const unknown = new Map<string, StakedGame>();
  for (const call of calls) {
    if (call.kind !== 'rollback' || !wagers.runs(userIdOf(call))) continue;
    const gameId = state.rounds.get(pair(call.provider, call.request.round_id))?.game_id;
    const game = gameId === undefined ? undefined : { provider: call.provider, gameId };
    if (game && !wagers.knows(game)) unknown.set(pair(game.provider, game.gameId), game);
  }
  if (unknown.size > 0) wagers.learn(await port.readGames(tx, [...unknown.values()]));
  return wagers;
}
