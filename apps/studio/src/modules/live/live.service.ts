import { randomUUID } from 'node:crypto';
import { createFairRng, hashServerSeed, newServerSeed } from '@casino/fair';
import type { Db } from '../../db/database.js';
import type { LiveRoundRow, SessionRow } from '../../db/schema.js';
import { multiplierAt } from '../../engines/table/crash/crash.game.js';
import { StudioError } from '../../lib/studio-error.js';
import type { RoundsService } from '../rounds/rounds.service.js';
import { toRoundView } from '../rounds/rounds.view.js';
import { LIVE_GAMES, liveGameOf, type LiveGame } from '../../games/live/live.games.js';
import { liveRepository as repo } from './live.repository.js';

export type LiveService = ReturnType<typeof createLiveService>;

/** The shared rounds: scheduled, committed, drawn and paid on a clock every instance follows. */
export function createLiveService(deps: {
  db: Db;
  rounds: RoundsService;
  now: () => Date;
  log?: (message: string, details?: Record<string, unknown>) => void;
}) {
  const log = deps.log ?? (() => {});

  /** Opens the next round when it is due; the seed is committed (hash stored) before anyone can bet. */
  async function ensureRound(game: LiveGame) {
    const now = deps.now().getTime();
    await deps.db.transaction().execute(async (tx) => {
      await repo.lock(tx, game.meta.id);
      const latest = await repo.latest(tx, game.meta.id);
      let seq: number;
      let opensAt: number;
      if (game.cycleMs) {
        seq = Math.floor(now / game.cycleMs);
        if (latest && latest.seq >= seq) return;
        opensAt = seq * game.cycleMs;
      } else {
        if (latest && (!latest.ends_at || latest.ends_at.getTime() + game.pauseMs > now)) return;
        seq = (latest?.seq ?? 0) + 1;
        opensAt = latest?.ends_at ? Math.max(latest.ends_at.getTime() + game.pauseMs, now - 1_000) : now;
      }
      const serverSeed = newServerSeed();
      const seed = await tx
        .insertInto('studio_seeds')
        .values({
          player_key: `live:${game.meta.id}:${seq}`,
          server_seed: serverSeed,
          server_seed_hash: hashServerSeed(serverSeed),
          client_seed: `${game.meta.id}:${seq}`,
          revealed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await repo.insert(tx, {
        id: randomUUID(),
        gameId: game.meta.id,
        seq,
        seedId: seed.id,
        opensAt: new Date(opensAt),
        closesAt: new Date(opensAt + game.bettingMs),
      });
    });
  }

  /** Draws the outcome of every round whose bets are closed. */
  async function closeDue() {
    for (const round of await repo.dueToClose(deps.db, deps.now())) {
      const game = liveGameOf(round.game_id);
      const seed = await deps.db
        .selectFrom('studio_seeds')
        .selectAll()
        .where('id', '=', round.seed_id)
        .executeTakeFirst();
      if (!game || !seed) continue;
      const result = game.draw(createFairRng(seed.server_seed, seed.client_seed, 0));
      await repo.setResult(deps.db, round.id, result, new Date(round.closes_at.getTime() + game.runMs(result)));
    }
  }

  /** Reveals the seed of every ended round and pays its bets. */
  async function settleEnded() {
    for (const round of await repo.claimEnded(deps.db, deps.now())) {
      await deps.db
        .updateTable('studio_seeds')
        .set({ active: false, revealed_at: deps.now() })
        .where('id', '=', round.seed_id)
        .execute();
      await settleBets(round);
    }
  }

  async function settleBets(round: LiveRoundRow) {
    const game = liveGameOf(round.game_id)!;
    for (const bet of await repo.awaiting(deps.db, round.id)) {
      try {
        const payout = game.payout(bet.input, round.result, null);
        await deps.rounds.settleLive(bet, payout, { result: round.result });
      } catch (error) {
        log('live bet not settled', { bet: bet.id, error: String(error) });
      }
    }
  }

  function phaseOf(game: LiveGame, round: LiveRoundRow, now: number) {
    if (now < round.closes_at.getTime()) return 'betting' as const;
    if (!round.ends_at || now < round.ends_at.getTime() || !round.settled_at) return 'running' as const;
    return 'ended' as const;
  }

  function current(gameId: string) {
    const game = liveGameOf(gameId);
    if (!game) throw new StudioError('game_not_found', 404);
    return game;
  }

  return {
    /** One step of the live clock: open, close, settle. Safe to run on every instance. */
    async tick() {
      for (const game of LIVE_GAMES) await ensureRound(game);
      await closeDue();
      await settleEnded();
    },

    /** What every player of the table sees now, and this player's bets. */
    async state(session: SessionRow) {
      const game = current(session.game_id);
      const now = deps.now().getTime();
      const round = await repo.latest(deps.db, game.meta.id);
      const history = await repo.history(deps.db, game.meta.id, 12);
      const seedHash = round
        ? (await deps.db
            .selectFrom('studio_seeds')
            .select('server_seed_hash')
            .where('id', '=', round.seed_id)
            .executeTakeFirst())!.server_seed_hash
        : null;
      const phase = round ? phaseOf(game, round, now) : 'betting';
      const reveal = round && (phase === 'ended' || (phase === 'running' && game.revealWhileRunning));
      const bets = await repo.myBets(
        deps.db,
        session.player_key,
        [round?.id, history[0]?.id].filter(Boolean) as string[],
      );
      return {
        serverNow: now,
        round: round && {
          id: round.id,
          seq: round.seq,
          serverSeedHash: seedHash,
          phase,
          opensAt: round.opens_at.getTime(),
          closesAt: round.closes_at.getTime(),
          endsAt: reveal && round.ends_at ? round.ends_at.getTime() : null,
          result: reveal ? round.result : null,
        },
        history: history.map((h) => ({
          id: h.id,
          seq: h.seq,
          result: h.result,
          serverSeed: h.server_seed,
          serverSeedHash: h.server_seed_hash,
          clientSeed: h.client_seed,
        })),
        bets: bets.map((bet) => ({ ...toRoundView(bet), liveRoundId: bet.live_round_id })),
      };
    },

    /** A bet on the round taking bets now. */
    async bet(session: SessionRow, rawInput: unknown) {
      const game = current(session.game_id);
      const parsed = game.input.safeParse(rawInput);
      if (!parsed.success) throw new StudioError('invalid_request', 400);
      const stake = game.stake(parsed.data);
      const round = await repo.latest(deps.db, game.meta.id);
      if (!round || deps.now().getTime() >= round.closes_at.getTime()) throw new StudioError('betting_closed', 409);
      return deps.rounds.placeLive(session, { id: round.id, seedId: round.seed_id }, parsed.data, stake);
    },

    /** Crash: cashes out this player's bets in the running round at the multiplier of this instant. */
    async cashout(session: SessionRow) {
      const game = current(session.game_id);
      if (game.meta.id !== 'crash') throw new StudioError('invalid_request', 400);
      const round = await repo.latest(deps.db, game.meta.id);
      const now = deps.now().getTime();
      if (!round || round.result === null || !round.ends_at || now < round.closes_at.getTime())
        throw new StudioError('too_late', 409);
      const at = multiplierAt(now - round.closes_at.getTime());
      const { crash } = round.result as { crash: number };
      if (now >= round.ends_at.getTime() || at > crash) throw new StudioError('too_late', 409);
      const mine = (await repo.awaiting(deps.db, round.id)).filter((bet) => bet.player_key === session.player_key);
      if (mine.length === 0) throw new StudioError('too_late', 409);
      const paid = [];
      for (const bet of mine) {
        const settled = await deps.rounds.settleLive(bet, game.payout(bet.input, round.result, at), { cashoutAt: at });
        if (settled) paid.push(toRoundView(settled));
      }
      if (paid.length === 0) throw new StudioError('too_late', 409);
      return { cashoutAt: at, bets: paid };
    },
  };
}
