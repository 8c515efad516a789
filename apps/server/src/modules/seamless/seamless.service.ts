import { createHash } from 'node:crypto';
import { fromMinor, toMinor } from '@casino/contracts';
import type { z } from 'zod';
import type { SeamlessBetRequest, SeamlessRollbackRequest, SeamlessWinRequest } from '@casino/contracts';
import type { Db, Tx } from '../../db/database.js';
import { createGroupCommit } from '../../db/group-commit.js';
import { AppError } from '../../lib/app-error.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import type { UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import { type Answer, balanceBody, ok, Refusal, refusal } from './seamless.answers.js';
import { FREE_SPIN_STAKE, type FreeSpinPort, playFreeSpin } from './seamless.free-spins.js';
import { createSeamlessHistory } from './seamless.history.js';
import { createPlayerLookup } from './seamless.players.js';
import * as repo from './seamless.repository.js';

type BetRequest = z.output<typeof SeamlessBetRequest>;
type WinRequest = z.output<typeof SeamlessWinRequest>;
type RollbackRequest = z.output<typeof SeamlessRollbackRequest>;

const LAUNCH_TOKEN_TTL_MS = 12 * 3_600_000;
// A disabled provider or a rotated secret takes effect within this delay.
const PROVIDER_CACHE_MS = 5_000;
const fingerprintOf = (request: unknown) => createHash('sha256').update(JSON.stringify(request)).digest('hex');

export type SeamlessService = ReturnType<typeof createSeamlessService>;

/**
 * The seamless-wallet protocol (docs/seamless-wallet.md): every money call is keyed by
 * the provider's transaction id, answered once and replayed to retries; everything
 * about one bet is serialised by a lock on the bet's id.
 */
export function createSeamlessService(deps: {
  db: Db;
  now: () => Date;
  wallet: WalletService;
  users: UsersService;
  freeSpins?: FreeSpinPort;
}) {
  const groupCommit = createGroupCommit(deps.db);
  const providers = new Map<string, { row: repo.ProviderRow; until: number }>();
  const playerOf = createPlayerLookup(deps);

  /** Runs one money call: replays a known transaction id, else decides it and keeps the answer. */
  async function transact(
    provider: string,
    request: { transaction_id: string; player_id: string; round_id: string; bet_transaction_id?: string },
    kind: 'bet' | 'win' | 'rollback',
    lockId: string,
    decide: (
      tx: Tx,
      user: { id: number; is_banned: boolean },
      context: repo.CallContext,
    ) => Promise<{
      answer: Answer;
      amount: number;
      split?: { cash: number; bonus: number };
      closeRound?: string;
      freeSpin?: number;
    }>,
  ): Promise<Answer> {
    const fingerprint = fingerprintOf({ kind, ...request });
    const record = async (
      tx: Tx,
      userId: number,
      answer: Answer,
      amount = 0,
      split = { cash: 0, bonus: 0 },
      closeRound?: string,
      freeSpin?: number,
    ) =>
      repo.insertTransaction(
        tx,
        {
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
          free_spin_session_id: freeSpin ?? null,
        },
        closeRound === undefined ? undefined : { roundId: closeRound, now: deps.now() },
      );
    const replay = (row: { fingerprint: string; status_code: number; response: unknown }): Answer =>
      row.fingerprint === fingerprint
        ? { status: row.status_code, body: row.response as Answer['body'] }
        : refusal('transaction_conflict', 409);

    let userId: number | undefined;
    return groupCommit.run<Answer>({
      key: /^\d{1,15}$/.test(request.player_id) ? Number(request.player_id) : 0,
      work: async (tx) => {
        userId = undefined; // a job may run again alone after its group failed
        await repo.lockBet(tx, provider, lockId);
        const context = await repo.readCallContext(tx, {
          provider,
          transactionId: request.transaction_id,
          betTransactionId: request.bet_transaction_id ?? request.transaction_id,
          roundId: request.round_id,
        });
        if (context.known) return replay(context.known);
        const user = await playerOf(provider, request.player_id, tx);
        userId = user.id;
        const { answer, amount, split, closeRound, freeSpin } = await decide(tx, user, context);
        await record(tx, user.id, answer, amount, split, closeRound, freeSpin);
        return answer;
      },
      // The job's writes are rolled back by now; its refusal is kept, in the same commit,
      // so that a retry of this transaction id gets the same answer.
      recover: async (tx, error) => {
        const answer =
          error instanceof Refusal
            ? error.answer
            : error instanceof AppError && (error.code === 'not_enough_money' || error.code === 'transaction_limit')
              ? refusal(
                  error.code,
                  400,
                  userId ? ((await deps.wallet.getPlayerBalances(userId, tx)) ?? undefined) : undefined,
                )
              : null;
        if (!answer) throw error;
        if (userId === undefined) return answer;
        if (await record(tx, userId, answer)) return answer;
        const stored = await repo.findTransaction(tx, provider, request.transaction_id);
        return stored ? replay(stored) : answer;
      },
    });
  }

  return {
    ...createSeamlessHistory(deps.db),

    /** Issues a launch token for a player's game session (used when a game is opened), maybe for free spins. */
    async issueLaunchToken(
      userId: number,
      provider: string,
      gameId: string,
      freeSpinSessionId: number | null = null,
    ): Promise<string> {
      const token = randomToken();
      await repo.insertLaunchToken(deps.db, {
        tokenHash: sha256(token),
        userId,
        provider,
        gameId,
        freeSpinSessionId,
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
      const spins =
        launch.free_spin_session_id !== null && deps.freeSpins
          ? await deps.freeSpins.describe(deps.db, launch.free_spin_session_id)
          : null;
      return {
        status: 200,
        body: {
          ...balanceBody(String(user.id), balances),
          username: user.username,
          game_id: launch.game_id,
          language: user.language,
          ...(spins ? { free_spins: { ...spins, bet: fromMinor(spins.bet) } } : {}),
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
      return transact(provider, request, 'bet', request.transaction_id, async (tx, user, { rolledBack, round }) => {
        const userId = user.id;
        if (rolledBack) throw new Refusal(refusal('bet_rolled_back', 409));
        if (user.is_banned) throw new Refusal(refusal('player_blocked', 403));
        if (round?.closed_at) throw new Refusal(refusal('round_closed', 409));
        if (round && round.user_id !== userId) throw new Refusal(refusal('invalid_request', 400));
        if (!round) await repo.openRound(tx, { provider, roundId: request.round_id, userId, gameId: request.game_id });
        const amount = toMinor(request.amount);
        const freeSpin = request.free_spin_session_id;
        if (freeSpin !== undefined) {
          const balances = await playFreeSpin(deps, tx, {
            id: freeSpin,
            userId,
            provider,
            gameId: request.game_id,
            amount,
          });
          return { answer: ok(request.transaction_id, request.player_id, balances, 0), amount: 0, freeSpin };
        }
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
      return transact(provider, request, 'win', request.bet_transaction_id, async (tx, { id: userId }, context) => {
        const { bet } = context;
        if (context.rolledBack) throw new Refusal(refusal('bet_rolled_back', 409));
        if (!bet || bet.kind !== 'bet' || bet.status_code !== 200 || bet.user_id !== userId) {
          throw new Refusal(refusal('bet_not_found', 404));
        }
        const freeSpin = bet.free_spin_session_id;
        const { credited, balances } = await deps.wallet.creditWin(
          {
            key: `seamless:${provider}:${request.transaction_id}`,
            userId,
            provider,
            round: bet.round_id,
            bet: bet.transaction_id,
            amount: toMinor(request.amount),
            stake: freeSpin === null ? { cash: bet.cash_part, bonus: bet.bonus_part } : FREE_SPIN_STAKE,
            now: deps.now(),
          },
          tx,
        );
        if (freeSpin !== null) await deps.freeSpins?.addPrize(tx, freeSpin, credited);
        return {
          answer: ok(request.transaction_id, request.player_id, balances, credited),
          amount: credited,
          ...(request.round_closed ? { closeRound: bet.round_id } : {}),
        };
      });
    },

    /**
     * Refunds a bet exactly as it was paid. A rollback that arrives before its bet is
     * kept, and the late bet is then refused; a second rollback of one bet moves nothing.
     */
    rollback(provider: string, request: RollbackRequest): Promise<Answer> {
      return transact(
        provider,
        request,
        'rollback',
        request.bet_transaction_id,
        async (tx, { id: userId }, context) => {
          const { bet } = context;
          const current = async () => (await deps.wallet.getPlayerBalances(userId, tx))!;
          const accepted = bet && bet.kind === 'bet' && bet.status_code === 200 && bet.user_id === userId;
          if (!accepted || context.rolledBack) {
            return { answer: ok(request.transaction_id, request.player_id, await current(), 0), amount: 0 };
          }
          if (context.won) throw new Refusal(refusal('bet_settled', 409));
          if (bet.free_spin_session_id !== null) {
            // The spin did not happen: it goes back to its session; no money had moved.
            await deps.freeSpins?.giveBack(tx, bet.free_spin_session_id);
            return { answer: ok(request.transaction_id, request.player_id, await current(), 0), amount: 0 };
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
        },
      );
    },

    /** The active provider of a code; read at most every few seconds, as every request asks. */
    async findProvider(code: string) {
      const cached = providers.get(code);
      if (cached && cached.until > Date.now()) return cached.row;
      const row = await repo.findProvider(deps.db, code);
      if (row) providers.set(code, { row, until: Date.now() + PROVIDER_CACHE_MS });
      else providers.delete(code);
      return row;
    },
    async registerProvider(provider: { code: string; name: string; secret: string }) {
      await repo.upsertProvider(deps.db, provider);
      providers.delete(provider.code);
    },
  };
}
