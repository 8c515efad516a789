import { createHash } from 'node:crypto';
import {
  fromMinor,
  type SeamlessErrorCode,
  type SeamlessErrorResponse,
  type SeamlessTransactionResponse,
  toMinor,
} from '@casino/contracts';
import type { z } from 'zod';
import type { SeamlessBetRequest, SeamlessRollbackRequest, SeamlessWinRequest } from '@casino/contracts';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { UsersService } from '../users/index.js';
import type { PlayerBalances, WalletService } from '../wallet/index.js';
import * as repo from './seamless.repository.js';

type BetRequest = z.output<typeof SeamlessBetRequest>;
type WinRequest = z.output<typeof SeamlessWinRequest>;
type RollbackRequest = z.output<typeof SeamlessRollbackRequest>;

/** An answer to a provider: HTTP status and body, stored so a retry gets it again. */
export interface Answer {
  status: number;
  body: SeamlessTransactionResponse | SeamlessErrorResponse | Record<string, unknown>;
}

/** A refusal decided inside a transaction; the transaction rolls back, the refusal is kept. */
class Refusal extends Error {
  constructor(readonly answer: Answer) {
    super(String((answer.body as { code?: string }).code));
  }
}

const LAUNCH_TOKEN_TTL_MS = 12 * 3_600_000;
const fingerprintOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

const MESSAGES: Record<SeamlessErrorCode, string> = {
  invalid_signature: 'The signature does not match the request.',
  stale_request: 'The request timestamp is too far from the platform clock.',
  unknown_provider: 'Unknown or inactive provider.',
  invalid_request: 'The request is not valid.',
  invalid_token: 'The launch token is unknown or expired.',
  player_not_found: 'No such player for this provider.',
  player_blocked: 'The player is blocked.',
  not_enough_money: 'The balance does not cover the bet.',
  transaction_limit: 'The bet is outside the allowed limits.',
  transaction_conflict: 'This transaction id was used for a different request.',
  bet_not_found: 'No accepted bet has this id.',
  bet_rolled_back: 'The bet was rolled back.',
  bet_settled: 'The bet already has a win and cannot be rolled back.',
  round_closed: 'The round is closed.',
};

export function refusal(code: SeamlessErrorCode, status = 400, balances?: PlayerBalances): Answer {
  const body: SeamlessErrorResponse = { code, message: MESSAGES[code] };
  if (balances)
    Object.assign(body, { balance: fromMinor(balances.cash + balances.bonus), currency: balances.currency });
  return { status, body };
}

function balanceBody(playerId: string, balances: PlayerBalances) {
  return {
    player_id: playerId,
    currency: balances.currency,
    balance: fromMinor(balances.cash + balances.bonus),
    cash: fromMinor(balances.cash),
    bonus: fromMinor(balances.bonus),
  };
}

export type SeamlessService = ReturnType<typeof createSeamlessService>;

/**
 * The seamless-wallet protocol (docs/seamless-wallet.md): every money call is keyed by
 * the provider's transaction id, answered once and replayed to retries; everything
 * about one bet is serialised by a lock on the bet's id.
 */
export function createSeamlessService(deps: { db: Db; now: () => Date; wallet: WalletService; users: UsersService }) {
  async function playerOf(provider: string, playerId: string, db: Db | Tx = deps.db) {
    const userId = /^\d{1,15}$/.test(playerId) ? Number(playerId) : NaN;
    if (!Number.isSafeInteger(userId) || !(await repo.hasLaunched(db, userId, provider))) {
      throw new Refusal(refusal('player_not_found', 404));
    }
    const user = await deps.users.findById(userId, db);
    if (!user) throw new Refusal(refusal('player_not_found', 404));
    return user;
  }

  /** Runs one money call: replays a known transaction id, else decides it and keeps the answer. */
  async function transact(
    provider: string,
    request: { transaction_id: string; player_id: string; round_id: string; bet_transaction_id?: string },
    kind: 'bet' | 'win' | 'rollback',
    lockId: string,
    decide: (
      tx: Tx,
      userId: number,
    ) => Promise<{ answer: Answer; amount: number; split?: { cash: number; bonus: number } }>,
  ): Promise<Answer> {
    const fingerprint = fingerprintOf({ kind, ...request });
    const record = async (tx: Db | Tx, userId: number, answer: Answer, amount = 0, split = { cash: 0, bonus: 0 }) =>
      repo.insertTransaction(tx, {
        provider,
        transaction_id: request.transaction_id,
        kind,
        user_id: userId,
        round_id: request.round_id,
        bet_transaction_id: request.bet_transaction_id ?? null,
        amount,
        cash_part: split.cash,
        bonus_part: split.bonus,
        fingerprint,
        status_code: answer.status,
        response: answer.body,
      });
    const replay = (row: { fingerprint: string; status_code: number; response: unknown }): Answer =>
      row.fingerprint === fingerprint
        ? { status: row.status_code, body: row.response as Answer['body'] }
        : refusal('transaction_conflict', 409);

    let userId: number | undefined;
    try {
      return await deps.db.transaction().execute(async (tx) => {
        await repo.lockBet(tx, provider, lockId);
        const known = await repo.findTransaction(tx, provider, request.transaction_id);
        if (known) return replay(known);
        userId = (await playerOf(provider, request.player_id, tx)).id;
        const { answer, amount, split } = await decide(tx, userId);
        await record(tx, userId, answer, amount, split);
        return answer;
      });
    } catch (error) {
      const answer =
        error instanceof Refusal
          ? error.answer
          : error instanceof AppError && (error.code === 'not_enough_money' || error.code === 'transaction_limit')
            ? refusal(
                error.code,
                400,
                userId ? ((await deps.wallet.getPlayerBalances(userId)) ?? undefined) : undefined,
              )
            : null;
      if (!answer) throw error;
      if (userId === undefined) return answer;
      // The refusal is kept so that a retry of this transaction id gets the same answer.
      await record(deps.db, userId, answer);
      const stored = await repo.findTransaction(deps.db, provider, request.transaction_id);
      return stored ? replay(stored) : answer;
    }
  }

  const ok = (transactionId: string, playerId: string, balances: PlayerBalances, amount: number): Answer => ({
    status: 200,
    body: { transaction_id: transactionId, ...balanceBody(playerId, balances), amount: fromMinor(amount) },
  });

  return {
    /** Issues a launch token for a player's game session (used when a game is opened). */
    async issueLaunchToken(userId: number, provider: string, gameId: string): Promise<string> {
      const token = randomToken();
      await repo.insertLaunchToken(deps.db, {
        tokenHash: sha256(token),
        userId,
        provider,
        gameId,
        expiresAt: new Date(deps.now().getTime() + LAUNCH_TOKEN_TTL_MS),
      });
      return token;
    },

    async authenticate(provider: string, token: string): Promise<Answer> {
      const launch = await repo.findLaunchToken(deps.db, sha256(token), provider, deps.now());
      const user = launch && (await deps.users.findById(launch.user_id));
      if (!launch || !user) return refusal('invalid_token', 401);
      if (user.is_banned) return refusal('player_blocked', 403);
      const balances = await deps.wallet.getPlayerBalances(user.id);
      if (!balances) return refusal('player_not_found', 404);
      return {
        status: 200,
        body: {
          ...balanceBody(String(user.id), balances),
          username: user.username,
          game_id: launch.game_id,
          language: user.language,
        },
      };
    },

    async balance(provider: string, playerId: string): Promise<Answer> {
      try {
        const user = await playerOf(provider, playerId);
        const balances = await deps.wallet.getPlayerBalances(user.id);
        return balances ? { status: 200, body: balanceBody(playerId, balances) } : refusal('player_not_found', 404);
      } catch (error) {
        if (error instanceof Refusal) return error.answer;
        throw error;
      }
    },

    /** A stake. Refused on a closed round, after an early rollback of the same id, or above the balance. */
    bet(provider: string, request: BetRequest): Promise<Answer> {
      return transact(provider, request, 'bet', request.transaction_id, async (tx, userId) => {
        if ((await repo.findAcceptedFor(tx, provider, request.transaction_id, 'rollback')).length) {
          throw new Refusal(refusal('bet_rolled_back', 409));
        }
        const user = await deps.users.findById(userId, tx);
        if (user?.is_banned) throw new Refusal(refusal('player_blocked', 403));
        const round = await repo.findRound(tx, provider, request.round_id);
        if (round?.closed_at) throw new Refusal(refusal('round_closed', 409));
        if (round && round.user_id !== userId) throw new Refusal(refusal('invalid_request', 400));
        await repo.openRound(tx, { provider, roundId: request.round_id, userId, gameId: request.game_id });
        const amount = toMinor(request.amount);
        const { split, balances } = await deps.wallet.placeBet(
          {
            key: `seamless:${provider}:${request.transaction_id}`,
            userId,
            provider,
            round: request.round_id,
            bet: request.transaction_id,
            amount,
          },
          tx,
        );
        return { answer: ok(request.transaction_id, request.player_id, balances, amount), amount, split };
      });
    },

    /** A win on an accepted bet, paid back in the proportions the bet was paid. */
    win(provider: string, request: WinRequest): Promise<Answer> {
      return transact(provider, request, 'win', request.bet_transaction_id, async (tx, userId) => {
        const bet = await repo.findTransaction(tx, provider, request.bet_transaction_id);
        if ((await repo.findAcceptedFor(tx, provider, request.bet_transaction_id, 'rollback')).length) {
          throw new Refusal(refusal('bet_rolled_back', 409));
        }
        if (!bet || bet.kind !== 'bet' || bet.status_code !== 200 || bet.user_id !== userId) {
          throw new Refusal(refusal('bet_not_found', 404));
        }
        const { credited, balances } = await deps.wallet.creditWin(
          {
            key: `seamless:${provider}:${request.transaction_id}`,
            userId,
            provider,
            round: bet.round_id,
            bet: bet.transaction_id,
            amount: toMinor(request.amount),
            stake: { cash: bet.cash_part, bonus: bet.bonus_part },
            now: deps.now(),
          },
          tx,
        );
        if (request.round_closed) await repo.closeRound(tx, provider, bet.round_id, deps.now());
        return { answer: ok(request.transaction_id, request.player_id, balances, credited), amount: credited };
      });
    },

    /**
     * Refunds a bet exactly as it was paid. A rollback that arrives before its bet is
     * kept, and the late bet is then refused; a second rollback of one bet moves nothing.
     */
    rollback(provider: string, request: RollbackRequest): Promise<Answer> {
      return transact(provider, request, 'rollback', request.bet_transaction_id, async (tx, userId) => {
        const bet = await repo.findTransaction(tx, provider, request.bet_transaction_id);
        const current = async () => (await deps.wallet.getPlayerBalances(userId, tx))!;
        const accepted = bet && bet.kind === 'bet' && bet.status_code === 200 && bet.user_id === userId;
        const alreadyRolledBack =
          (await repo.findAcceptedFor(tx, provider, request.bet_transaction_id, 'rollback')).length > 0;
        if (!accepted || alreadyRolledBack) {
          return { answer: ok(request.transaction_id, request.player_id, await current(), 0), amount: 0 };
        }
        if ((await repo.findAcceptedFor(tx, provider, request.bet_transaction_id, 'win')).length) {
          throw new Refusal(refusal('bet_settled', 409));
        }
        const stake = { cash: bet.cash_part, bonus: bet.bonus_part };
        const { balances } = await deps.wallet.refundBet(
          {
            key: `seamless:${provider}:${request.transaction_id}`,
            userId,
            provider,
            round: bet.round_id,
            bet: bet.transaction_id,
            stake,
          },
          tx,
        );
        return {
          answer: ok(request.transaction_id, request.player_id, balances, bet.amount),
          amount: bet.amount,
          split: stake,
        };
      });
    },

    findProvider: (code: string) => repo.findProvider(deps.db, code),
    registerProvider: (provider: { code: string; name: string; secret: string }) =>
      repo.upsertProvider(deps.db, provider),
  };
}
