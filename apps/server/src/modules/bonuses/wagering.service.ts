import {
  displayCurrency,
  fromMinor,
  type WagerableKind,
  WAGERABLE_KINDS,
  type WagerCategory,
  type Wagers,
} from '@casino/contracts';
import type { Db, Executor, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { StakedGame, WageringPort } from '../seamless/index.js';
import type { SettingsService } from '../settings/index.js';
import { perCurrencyAmount, type WalletService } from '../wallet/index.js';
import * as repo from './wagering.repository.js';
import { countStake, maxStakeOf, type RunningWager, uncountStake } from './wagering.rules.js';

const DAY_MS = 86_400_000;
const GAME_TYPE_TTL_MS = 300_000;
/** Ended requirements shown after the running ones. */
const ENDED_SHOWN = 20;

/** A bonus credited to a player, which its kind's terms may make them wager. */
export interface WagerableGrant {
  /** The grant's wallet key. */
  key: string;
  userId: number;
  kind: string;
  /** Minor units. */
  amount: number;
}

const isWagerable = (kind: string): kind is WagerableKind => (WAGERABLE_KINDS as readonly string[]).includes(kind);

export type WageringService = ReturnType<typeof createWageringService>;

/**
 * Wagering requirements (issue #21, decision 032): a grant of a kind the operator gave terms
 * opens one, in the grant's transaction; stakes count towards it in the seamless batches (the
 * port); until it is met its bonus cannot be exchanged, and at its end what is left of the
 * bonus goes back (WageringExpired).
 */
export function createWageringService(deps: {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  wallet: Pick<WalletService, 'lockPlayer' | 'getPlayerBalances' | 'takeBackBonus' | 'currenciesOf'>;
  /** The provider code of the in-house sportsbook, whose stakes are sports bets. */
  sportsProvider: string;
}) {
  // Each game's type as a batch last read it, kept GAME_TYPE_TTL_MS: a game's type hardly ever
  // changes, and a batch then reads only the games it has not seen lately.
  const gameTypes = new Map<string, { type: WagerCategory; until: number }>();
  const learn = (found: repo.GameType[]) => {
    const until = Date.now() + GAME_TYPE_TTL_MS;
    for (const game of found) gameTypes.set(`${game.provider}:${game.game_id}`, { type: game.type, until });
  };
  /** A stake with the in-house sportsbook is a sports bet; any other counts as its game's type, once read. */
  function categoryOf(game: StakedGame): WagerCategory | undefined {
    if (game.provider === deps.sportsProvider) return 'sports';
    const known = gameTypes.get(`${game.provider}:${game.gameId}`);
    return known && known.until > Date.now() ? known.type : undefined;
  }

  return {
    /**
     * Opens the requirements of grants just made, in their transaction (whose lock on each
     * player's accounts keeps bets out until both commit). A grant replayed opens nothing again.
     */
    async openFor(tx: Tx, grants: WagerableGrant[]): Promise<void> {
      const { wagering } = (await deps.settings.readStored(tx)).bonuses;
      const due = grants.filter((grant) => isWagerable(grant.kind) && wagering[grant.kind]);
      if (due.length === 0) return;
      const currencies = await deps.wallet.currenciesOf([...new Set(due.map((grant) => grant.userId))], tx);
      const now = deps.now();
      const wagers: repo.NewWager[] = [];
      for (const grant of due) {
        const terms = wagering[grant.kind as WagerableKind]!;
        wagers.push({
          user_id: grant.userId,
          kind: grant.kind,
          grant_key: grant.key,
          amount: grant.amount,
          required: grant.amount * terms.times,
          weights: terms.weights,
          max_bet: await perCurrencyAmount(deps.settings, terms.maxBets, currencies.get(grant.userId)!, tx),
          expires_at: terms.expiryDays === null ? null : new Date(now.getTime() + terms.expiryDays * DAY_MS),
        });
      }
      await repo.insertWagers(tx, wagers);
    },

    /** Whether a requirement of the player's runs. */
    isRunning: (userId: number) => repo.hasRunning(deps.db, userId),

    /** Refuses while a requirement runs; call in a transaction that locked the player's accounts. */
    async assertNoneRunning(tx: Tx, userId: number): Promise<void> {
      if (await repo.hasRunning(tx, userId))
        throw new AppError('bonus_not_wagered', 400, 'The bonus must be wagered before it can be exchanged.');
    },

    /**
     * Ends the grant's requirement, if it still runs, as forfeited, and says whether it did:
     * a withdrawal before the first-deposit bonus is wagered. Locks the player's accounts first.
     */
    async forfeit(tx: Tx, userId: number, grantKey: string): Promise<boolean> {
      await deps.wallet.lockPlayer(userId, tx);
      const wager = await repo.findByGrantKey(tx, grantKey);
      return !!wager && wager.status === 'active' && (await repo.endWager(tx, wager.id, 'forfeited', deps.now()));
    },

    /** The grant's requirement, if it opened one. */
    findFor: (grantKey: string, db: Executor = deps.db) => repo.findByGrantKey(db, grantKey),

    /** GET /api/bonus-system/wagering/: the running requirements, then the latest ended ones. */
    async list(userId: number): Promise<Wagers> {
      const balances = await deps.wallet.getPlayerBalances(userId);
      if (!balances) throw new AppError('not_found', 404, 'The user has no wallet.');
      const rows = await repo.listWagers(deps.db, userId, ENDED_SHOWN);
      return {
        currency: displayCurrency(balances.currency),
        items: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind as WagerableKind,
          amount: fromMinor(Number(row.amount)),
          required: fromMinor(Number(row.required)),
          wagered: fromMinor(Number(row.wagered)),
          weights: row.weights as Wagers['items'][number]['weights'],
          maxBet: row.max_bet === null ? null : fromMinor(Number(row.max_bet)),
          expiresAt: row.expires_at?.toISOString() ?? null,
          status: row.status,
          createdAt: row.created_at.toISOString(),
        })),
      };
    },

    /**
     * Closes the requirements past their end, each in its own transaction: what is left of its
     * bonus (never more than it gave, never more than the bonus balance) goes back to bonus
     * funding. Returns how many it closed.
     */
    async expireDue(): Promise<number> {
      let closed = 0;
      for (;;) {
        const due = await repo.listExpired(deps.db, deps.now(), 100);
        for (const wager of due) {
          const ended = await deps.db.transaction().execute(async (tx) => {
            await deps.wallet.lockPlayer(Number(wager.user_id), tx);
            if (!(await repo.endWager(tx, Number(wager.id), 'expired', deps.now()))) return false;
            const bonus = (await deps.wallet.getPlayerBalances(Number(wager.user_id), tx))?.bonus ?? 0;
            const amount = Math.min(Number(wager.amount), bonus);
            if (amount > 0) {
              const request = { key: `wager-expired:${wager.id}`, userId: Number(wager.user_id), amount };
              await deps.wallet.takeBackBonus({ ...request, kind: 'WageringExpired' }, tx);
            }
            return true;
          });
          if (ended) closed += 1;
        }
        if (due.length < 100) return closed;
      }
    },

    /** The seamless batches' view of the requirements. */
    port: {
      // Only the games the batches have not read lately: most batches read none.
      readPart: (request) =>
        repo.runningPart({ ...request, bets: request.bets.filter((bet) => categoryOf(bet) === undefined) }),
      readGames: repo.readGameTypes,
      open(read, now) {
        const { wagers, games } = read as repo.WageringRead;
        const byUser = new Map<number, RunningWager[]>();
        for (const row of wagers) {
          const userId = Number(row.user_id);
          byUser.set(userId, [...(byUser.get(userId) ?? []), { ...row, wagered: Number(row.wagered) }]);
        }
        const before = new Map(wagers.map((row) => [Number(row.id), Number(row.wagered)]));
        learn(games);
        return {
          runs: (userId) => byUser.has(userId),
          knows: (game) => categoryOf(game) !== undefined,
          learn: (found) => learn(found as repo.GameType[]),
          maxStake: (userId) => maxStakeOf(byUser.get(userId) ?? [], now),
          stake(userId, amount, game) {
            const category = categoryOf(game);
            const running = byUser.get(userId);
            if (running && category) countStake(running, amount, category, now);
          },
          refund(userId, amount, game) {
            const category = categoryOf(game);
            const running = byUser.get(userId);
            if (running && category) uncountStake(running, amount, category, now);
          },
          writes() {
            const changes = [...byUser.values()]
              .flat()
              .filter((wager) => wager.wagered !== before.get(Number(wager.id)))
              .map((wager) => ({ id: Number(wager.id), from: before.get(Number(wager.id))!, to: wager.wagered }));
            return repo.progressPart(changes, now);
          },
        };
      },
    } satisfies WageringPort,
  };
}
