import { fromMinor } from '@casino/contracts';
import type { Db, Executor } from '../../db/database.js';
import { createBatchCommit } from '../../db/batch-commit.js';
import { randomToken, sha256 } from '../../lib/crypto.js';
import { isExcluded, type UsersService } from '../users/index.js';
import type { WalletService } from '../wallet/index.js';
import { type Answer, balanceBody, refusal } from './seamless.answers.js';
import { type Call, locksOf, runCalls } from './seamless.batch.js';
import { createFreeBetPort, type FreeBetPort, type GrantFreeBet, grantFreeBet } from './seamless.free-bets.js';
import type { FreeSpinPort } from './seamless.free-spins.js';
import type { JackpotPort } from './seamless.jackpots.js';
import { countCalls, type SeamlessMetrics } from './seamless.metrics.js';
import type { PlayLimitPort } from './seamless.play-limits.js';
import type { WageringPort } from './seamless.wagering.js';
import { createSeamlessHistory } from './seamless.history.js';
import { createProviderSecrets } from './provider-secrets.service.js';
import * as repo from './seamless.providers.repository.js';

type CallOf<K extends Call['kind']> = Extract<Call, { kind: K }>['request'];
type BetRequest = CallOf<'bet'>;
type WinRequest = CallOf<'win'>;
type RollbackRequest = CallOf<'rollback'>;
type CorrectRequest = CallOf<'correct'>;

const LAUNCH_TOKEN_TTL_MS = 12 * 3_600_000;
// A disabled provider or a rotated secret takes effect within this delay.
const PROVIDER_CACHE_MS = 5_000;

export type SeamlessService = ReturnType<typeof createSeamlessService>;

/**
 * The seamless-wallet protocol (docs/seamless-wallet.md): every money call is keyed by
 * the provider's transaction id, answered once and replayed to retries; everything
 * about one bet is serialised by a lock on the bet's id. Calls are decided and committed
 * in batches (decision 012), each answered after its batch's commit.
 */
export function createSeamlessService(deps: {
  db: Db;
  now: () => Date;
  wallet: WalletService;
  users: UsersService;
  freeSpins?: FreeSpinPort;
  /** Free bets; by default this module's own table (seamless.free-bets.ts). */
  freeBets?: FreeBetPort;
  /** Wagering requirements (the bonuses module's), which stakes count towards and may be limited by. */
  wagering?: WageringPort;
  /** Progressive jackpots (the jackpots module's), which casino stakes feed and may win. */
  jackpots?: JackpotPort;
  /** The wager and loss limits players set themselves (the protection module's). */
  playLimits?: PlayLimitPort;
  /**
   * Providers whose secret is the configuration's (decision 045): those this install starts
   * with the configured secret, and those it signs its own calls to with it. Each start gives
   * them the configured secret, and the console does not rotate them.
   */
  secretsFromConfiguration?: readonly string[];
  /** The batches and the money calls, counted (the platform's Prometheus metrics, when configured). */
  metrics?: SeamlessMetrics | undefined;
}) {
  const freeBets = deps.freeBets ?? createFreeBetPort({ now: deps.now });
  const providers = new Map<string, { row: repo.ProviderRow; until: number }>();
  const managedByConfiguration = new Set(deps.secretsFromConfiguration ?? []);
  const launched = new Set<string>();
  // One queue for every call: each waits for the batch being decided and joins the next (or,
  // in a long queue, the one after: decision 019), in the order it arrived. On two cores, more
  // queues made smaller batches that cost more per call and were not faster (decision 014).
  const batches = createBatchCommit<Call, Answer>(
    deps.db,
    (tx, calls, commitAfter) => runCalls({ ...deps, freeBets, launched }, tx, calls, commitAfter),
    { locksOf, observer: deps.metrics },
  );
  const call = countCalls(deps.metrics, (job) => batches.run(job));

  async function playerOf(provider: string, playerId: string) {
    const userId = /^\d{1,15}$/.test(playerId) ? Number(playerId) : NaN;
    if (!Number.isSafeInteger(userId)) return undefined;
    if (!launched.has(`${provider}:${userId}`)) {
      if (!(await repo.hasLaunched(deps.db, userId, provider))) return undefined;
      launched.add(`${provider}:${userId}`);
    }
    return deps.users.findById(userId);
  }

  /** The player's free bets a bet of this provider may use now, as authenticate and balance list them. */
  async function freeBetsOf(db: Executor, userId: number, provider: string) {
    const rows = await freeBets.describe(db, userId, provider);
    return rows.map((row) => ({
      id: row.id,
      amount: fromMinor(row.amount),
      expires_at: new Date(row.expires_at).toISOString(),
    }));
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
      if (user.is_banned || isExcluded(user, deps.now())) return refusal('player_blocked', 403);
      const balances = await deps.wallet.getPlayerBalances(user.id);
      if (!balances) return refusal('player_not_found', 404);
      const free_bets = await freeBetsOf(deps.db, user.id, provider);
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
          free_bets,
          ...(spins ? { free_spins: { ...spins, bet: fromMinor(spins.bet) } } : {}),
        },
      };
    },

    async balance(provider: string, playerId: string): Promise<Answer> {
      const user = await playerOf(provider, playerId);
      const balances = user && (await deps.wallet.getPlayerBalances(user.id));
      if (!user || !balances) return refusal('player_not_found', 404);
      const free_bets = await freeBetsOf(deps.db, user.id, provider);
      return { status: 200, body: { ...balanceBody(playerId, balances), free_bets } };
    },

    /** A stake. Refused on a closed round, after its player's early rollback, or outside the limits or balance. */
    bet: (provider: string, request: BetRequest) => call({ kind: 'bet', provider, request }),

    /** A win on an accepted bet of the same player, paid back in the proportions the bet was paid. */
    win: (provider: string, request: WinRequest) => call({ kind: 'win', provider, request }),

    /**
     * Refunds a bet of the same player exactly as it was paid. A rollback that arrives before
     * its bet is kept for the player it names, whose late bet is then refused; a second
     * rollback of one bet moves nothing; another player's bet is refused as not found.
     */
    rollback: (provider: string, request: RollbackRequest) => call({ kind: 'rollback', provider, request }),

    /**
     * Takes back part of what a bet's wins paid (decision 027): at most what they credited less
     * earlier corrections, and only what the balance holds; the answer says what was taken.
     */
    correct: (provider: string, request: CorrectRequest) => call({ kind: 'correct', provider, request }),

    /** Grants a player a free bet for one provider (amount in minor units of the player's currency). */
    grantFreeBet: (request: GrantFreeBet, db?: Executor) => grantFreeBet(deps, request, db),

    /** The active provider of a code; read at most every few seconds, as every request asks. */
    async findProvider(code: string) {
      const cached = providers.get(code);
      if (cached && cached.until > Date.now()) return cached.row;
      const row = await repo.findProvider(deps.db, code);
      if (row) providers.set(code, { row, until: Date.now() + PROVIDER_CACHE_MS });
      else providers.delete(code);
      return row;
    },
    /** A provider's configured secret, at start: it seeds the provider, and stays until a rotation (decision 045). */
    async registerProvider(provider: { code: string; name: string; secret: string }) {
      await repo.upsertProvider(deps.db, provider, managedByConfiguration.has(provider.code));
      providers.delete(provider.code);
    },

    /** The providers' secrets as the super admin manages them: listed without them, rotated. */
    secrets: createProviderSecrets({
      db: deps.db,
      now: deps.now,
      managedByConfiguration,
      forget: (code) => providers.delete(code),
    }),
  };
}
