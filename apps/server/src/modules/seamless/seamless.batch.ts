import { toMinor } from '@casino/contracts';
import type { z } from 'zod';
import type {
  SeamlessBetRequest,
  SeamlessCorrectRequest,
  SeamlessRollbackRequest,
  SeamlessWinRequest,
} from '@casino/contracts';
import type { Tx } from '../../db/database.js';
import type { CommitAfter } from '../../db/locked-transaction.js';
import { readParts, writeParts } from '../../db/statement-parts.js';
import { AppError } from '../../lib/app-error.js';
import { sha256 } from '../../lib/crypto.js';
import type { UsersService } from '../users/index.js';
import type { GameBook, WalletService } from '../wallet/index.js';
import { type Answer, ok, Refusal, refusal } from './seamless.answers.js';
import { FREE_BET_STAKE, type FreeBetEffect, freeBetLedger, type FreeBetPort } from './seamless.free-bets.js';
import { FREE_SPIN_STAKE, type FreeSpinChange, freeSpinLedger, type FreeSpinPort } from './seamless.free-spins.js';
import * as repo from './seamless.repository.js';

/** One money call of a provider, as the routes received it. */
export type Call =
  | { kind: 'bet'; provider: string; request: z.output<typeof SeamlessBetRequest> }
  | { kind: 'win'; provider: string; request: z.output<typeof SeamlessWinRequest> }
  | { kind: 'rollback'; provider: string; request: z.output<typeof SeamlessRollbackRequest> }
  | { kind: 'correct'; provider: string; request: z.output<typeof SeamlessCorrectRequest> };

/** What a decided call writes: its money, and the round it opens or closes. */
interface Decision {
  answer: Answer;
  amount: number;
  split?: { cash: number; bonus: number };
  opensRound?: boolean;
  closesRound?: string;
  /** A free-spin call: its session, and what it does to it. */
  freeSpin?: FreeSpinChange;
  /** A free bet used by a bet, or given back by its rollback. */
  freeBet?: FreeBetEffect;
}

type Player = { id: number; is_banned: boolean };

const fingerprintOf = (call: Call) => sha256(JSON.stringify({ kind: call.kind, ...call.request }));
/** Everything about one bet is serialised by a lock on the bet's id (a bet's own id for a bet). */
const betIdOf = (call: Call) => (call.kind === 'bet' ? call.request.transaction_id : call.request.bet_transaction_id);
const userIdOf = (call: Call) => (/^\d{1,15}$/.test(call.request.player_id) ? Number(call.request.player_id) : NaN);
const pair = (provider: string, id: string) => `${provider}\u0000${id}`;
/** A win or rollback of a bet counts for the player who sent it only (issue #28). */
const settlementKey = (kind: string, provider: string, betId: string, userId: number) =>
  `${kind}:${pair(provider, betId)}\u0000${userId}`;

export interface BatchDeps {
  wallet: WalletService;
  users: UsersService;
  now: () => Date;
  freeSpins?: FreeSpinPort | undefined;
  freeBets?: FreeBetPort | undefined;
  /** "This player launched a game of this provider": only ever turns true, so a yes is remembered. */
  launched: Set<string>;
}

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
  const { state, players } = await readState(deps, tx, calls);
  const book = await deps.wallet.openGameBook(tx, {
    providers: [...new Set(calls.map((call) => call.provider))],
    rows: players,
  });
  const freeSpins = freeSpinLedger(deps.freeSpins ? await deps.freeSpins.lock(tx, freeSpinIdsOf(calls, state)) : []);
  const freeBets = freeBetLedger(
    deps.freeBets ? await deps.freeBets.lock(tx, freeBetIdsOf(calls, state)) : [],
    deps.now(),
  );
  const written: repo.NewTransaction[] = [];
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
    written.push(row);
    state.transactions.set(pair(provider, row.transaction_id), row as unknown as repo.TransactionRow);
    if (row.status_code === 200 && (call.kind === 'win' || call.kind === 'rollback'))
      state.settled.add(settlementKey(call.kind, provider, betIdOf(call), userId));
    if (row.status_code === 200 && (call.kind === 'win' || call.kind === 'correct'))
      state.paid(call)?.add(call.kind, decision.amount);
    if (decision.freeSpin) freeSpins.apply(decision.freeSpin);
    if (decision.freeBet) freeBets.apply(decision.freeBet);
    if (decision.opensRound) {
      const round = { provider, round_id: request.round_id, user_id: userId, closed_at: null };
      state.rounds.set(pair(provider, request.round_id), round);
      opened.set(pair(provider, request.round_id), {
        ...round,
        game_id: call.kind === 'bet' ? call.request.game_id : '',
        closed: false,
      });
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
        ? { status: known.status_code, body: known.response as Answer['body'] }
        : refusal('transaction_conflict', 409);
    }
    const player = state.playerOf(call);
    if (!player) return refusal('player_not_found', 404);
    const mark = book.mark();
    try {
      const decision = decide(call, player, { state, book, freeSpins, freeBets });
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
  commitAfter(
    writeParts(tx, [
      book.writes(),
      repo.recordBatchPart({
        transactions: written,
        opened: [...opened.values()],
        closed: [...closed.values()],
        now: deps.now(),
      }),
    ]),
  );
  return answers;
}

function refusalOf(error: unknown, balances: () => Parameters<typeof refusal>[2]): Answer {
  if (error instanceof Refusal) return error.answer;
  if (error instanceof AppError && (error.code === 'not_enough_money' || error.code === 'transaction_limit')) {
    return refusal(error.code, 400, balances());
  }
  throw error;
}

type State = ReturnType<typeof stateOf>;

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
 * Everything a batch reads, in one statement (decision 014): the named transactions, bets'
 * settlements and rounds, who launched a game, the players' statuses, and their accounts,
 * locked. Accounts are locked for every player the calls name: a call then refused for a
 * player who never launched a game of its provider has only locked a few rows for nothing.
 */
async function readState(deps: BatchDeps, tx: Tx, calls: Call[]) {
  const userIds = [...new Set(calls.map(userIdOf).filter((id) => Number.isSafeInteger(id)))];
  const unknownLaunches = calls
    .map((call) => ({ provider: call.provider, userId: userIdOf(call) }))
    .filter(({ provider, userId }) => Number.isSafeInteger(userId) && !deps.launched.has(`${provider}:${userId}`));
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
    statuses: deps.users.statusesPart(userIds),
    players: deps.wallet.gameBookPart({ userIds, now: deps.now() }),
  });
  if (deps.launched.size >= 100_000) deps.launched.clear();
  for (const { provider, user_id } of read.launched) deps.launched.add(`${provider}:${user_id}`);
  return { state: stateOf(deps, read), players: read.players };
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

/** The protocol's rules for one call (docs/seamless-wallet.md); a refusal is thrown. */
function decide(
  call: Call,
  player: Player,
  {
    state,
    book,
    freeSpins,
    freeBets,
  }: {
    state: State;
    book: GameBook;
    freeSpins: ReturnType<typeof freeSpinLedger>;
    freeBets: ReturnType<typeof freeBetLedger>;
  },
): Decision {
  const { provider } = call;
  const userId = player.id;
  const key = `seamless:${provider}:${call.request.transaction_id}`;
  const playerId = call.request.player_id;
  const transactionId = call.request.transaction_id;
  // The id names a transaction of another player: that player's bet is not this call's to pay
  // or refund, and is left exactly as it was (issue #28).
  const othersBet = (bet: repo.TransactionRow | undefined) => !!bet && Number(bet.user_id) !== userId;
  // A bet of nothing outside free spins and free bets is no stake (issue #28): one accepted before
  // stakes had a minimum must not be paid.
  const accepted = (bet: repo.TransactionRow | undefined): bet is repo.TransactionRow =>
    !!bet &&
    bet.kind === 'bet' &&
    bet.status_code === 200 &&
    Number(bet.user_id) === userId &&
    (Number(bet.amount) > 0 || bet.free_spin_session_id !== null || bet.free_bet_id !== null);
  // How the bet's stake was paid, so that its wins and their corrections go the same way.
  const stakeOf = (bet: repo.TransactionRow) =>
    bet.free_spin_session_id !== null
      ? FREE_SPIN_STAKE
      : bet.free_bet_id !== null
        ? FREE_BET_STAKE
        : { cash: Number(bet.cash_part), bonus: Number(bet.bonus_part) };

  switch (call.kind) {
    case 'bet': {
      const { request } = call;
      if (state.rolledBack(call)) throw new Refusal(refusal('bet_rolled_back', 409));
      if (player.is_banned) throw new Refusal(refusal('player_blocked', 403));
      const round = state.rounds.get(pair(provider, request.round_id));
      if (round?.closed_at) throw new Refusal(refusal('round_closed', 409));
      if (round && Number(round.user_id) !== userId) throw new Refusal(refusal('invalid_request', 400));
      const amount = toMinor(request.amount);
      const spin = request.free_spin_session_id;
      const freeBet = request.free_bet_id;
      if (spin !== undefined && freeBet !== undefined) throw new Refusal(refusal('invalid_request', 400));
      if (freeBet !== undefined) {
        // A free bet moves no money: the bet uses it, and stakes exactly its amount.
        if (!freeBets.canUse(freeBet, { userId, provider })) throw new Refusal(refusal('free_bet_unavailable', 409));
        if (amount !== freeBets.amountOf(freeBet)) throw new Refusal(refusal('invalid_request', 400));
        return {
          answer: ok(transactionId, playerId, book.balances(userId)!, 0),
          amount: 0,
          opensRound: !round,
          freeBet: { id: freeBet, use: transactionId },
        };
      }
      if (spin !== undefined) {
        // A free spin moves no money: it uses one spin of its session.
        if (amount !== 0) throw new Refusal(refusal('invalid_request', 400));
        if (!freeSpins.canTake(spin, { userId, provider, gameId: request.game_id })) {
          throw new Refusal(refusal('free_spins_unavailable', 409));
        }
        const balances = book.balances(userId)!;
        return {
          answer: ok(transactionId, playerId, balances, 0),
          amount: 0,
          opensRound: !round,
          freeSpin: { id: spin, spins: -1, prize: 0 },
        };
      }
      const ref = { key, userId, provider, round: request.round_id, bet: transactionId, amount };
      const { split, balances } = book.placeBet(ref);
      return { answer: ok(transactionId, playerId, balances, amount), amount, split, opensRound: !round };
    }
    case 'win': {
      const bet = state.bet(call);
      if (othersBet(bet)) throw new Refusal(refusal('bet_not_found', 404));
      if (state.rolledBack(call)) throw new Refusal(refusal('bet_rolled_back', 409));
      if (!accepted(bet)) throw new Refusal(refusal('bet_not_found', 404));
      const spin = bet.free_spin_session_id;
      const { credited, balances } = book.creditWin({
        key,
        userId,
        provider,
        round: bet.round_id,
        bet: bet.transaction_id,
        amount: toMinor(call.request.amount),
        stake: stakeOf(bet),
      });
      return {
        answer: ok(transactionId, playerId, balances, credited),
        amount: credited,
        ...(spin === null ? {} : { freeSpin: { id: Number(spin), spins: 0, prize: credited } }),
        ...(call.request.round_closed ? { closesRound: bet.round_id } : {}),
      };
    }
    case 'rollback': {
      const bet = state.bet(call);
      if (othersBet(bet)) throw new Refusal(refusal('bet_not_found', 404));
      // No bet of this player yet: the rollback is remembered for the player it names, whose late
      // bet is then refused. A bet rolled back already moves nothing more.
      if (!accepted(bet) || state.rolledBack(call)) {
        return { answer: ok(transactionId, playerId, book.balances(userId)!, 0), amount: 0 };
      }
      if (state.won(call)) throw new Refusal(refusal('bet_settled', 409));
      if (bet.free_bet_id !== null) {
        // The free bet did not play: it is available again (unless expired); no money had moved.
        return {
          answer: ok(transactionId, playerId, book.balances(userId)!, 0),
          amount: 0,
          freeBet: { id: Number(bet.free_bet_id), release: bet.transaction_id },
        };
      }
      if (bet.free_spin_session_id !== null) {
        // The spin did not happen: it goes back to its session; no money had moved.
        return {
          answer: ok(transactionId, playerId, book.balances(userId)!, 0),
          amount: 0,
          freeSpin: { id: Number(bet.free_spin_session_id), spins: 1, prize: 0 },
        };
      }
      const stake = { cash: Number(bet.cash_part), bonus: Number(bet.bonus_part) };
      const { balances } = book.refundBet({
        key,
        userId,
        provider,
        round: bet.round_id,
        bet: bet.transaction_id,
        stake,
      });
      return {
        answer: ok(transactionId, playerId, balances, Number(bet.amount)),
        amount: Number(bet.amount),
        split: stake,
      };
    }
    case 'correct': {
      // A resettlement that pays less (decision 027): take back what the balance holds, up to
      // what the bet's wins paid less what earlier corrections took. The rest is the house's loss.
      const bet = state.bet(call);
      if (othersBet(bet)) throw new Refusal(refusal('bet_not_found', 404));
      if (state.rolledBack(call)) throw new Refusal(refusal('bet_rolled_back', 409));
      if (!accepted(bet)) throw new Refusal(refusal('bet_not_found', 404));
      const asked = toMinor(call.request.amount);
      if (asked === 0) throw new Refusal(refusal('invalid_request', 400));
      const paid = state.paid(call)!;
      const { taken, split, balances } = book.reclaimWin({
        key,
        userId,
        provider,
        round: bet.round_id,
        bet: bet.transaction_id,
        amount: Math.min(asked, Math.max(0, paid.won - paid.reclaimed)),
        stake: stakeOf(bet),
      });
      return { answer: ok(transactionId, playerId, balances, taken), amount: taken, split };
    }
  }
}
