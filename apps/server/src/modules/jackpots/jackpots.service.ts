import {
  displayCurrency,
  fromMinor,
  JACKPOT_DISPLAY_ORDER,
  JACKPOT_TIERS,
  type Jackpot,
  type JackpotRound,
  type JackpotTerms,
  type JackpotTier,
  toMinor,
} from '@casino/contracts';
import { createFairRng, hashServerSeed, newServerSeed } from '@casino/fair';
import type { Db, Executor, Tx } from '../../db/database.js';
import type { WageringService } from '../bonuses/index.js';
import type { SettingsService, StoredJackpots } from '../settings/index.js';
import { perCurrencyAmount, type WalletService } from '../wallet/index.js';
import { createJackpotPort } from './jackpots.port.js';
import * as repo from './jackpots.repository.js';
import { drawDropPoint, maskWinner, roundBounds } from './jackpots.rules.js';

const UNIQUE_VIOLATION = '23505';

export type JackpotsService = ReturnType<typeof createJackpotsService>;

/**
 * Progressive jackpots (SPEC.md §1, §9; issue #22, decision 034): four pools per currency, fed
 * by a share of every casino stake in the seamless batches (the port), each round dropping at
 * a point drawn from a committed seed between its seed and its cap; the drop is paid to the
 * winner's bonus balance as PersonalJackpot (the jackpot notice), and the next round starts.
 */
export function createJackpotsService(deps: {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  wallet: Pick<
    WalletService,
    | 'poolsOfPlayersPart'
    | 'contributionsPart'
    | 'listPools'
    | 'fundPool'
    | 'payJackpot'
    | 'lockPlayer'
    | 'getPlayerBalances'
  >;
  wagering: Pick<WageringService, 'openFor'>;
  sportsProvider: string;
  log: (error: unknown) => void;
}) {
  /** A tier's seed and cap in a currency, in its minor units. */
  async function boundsIn(jackpots: StoredJackpots, tier: JackpotTier, currency: string, db: Executor) {
    const { seeds, caps } = jackpots.tiers[tier];
    const [seed, cap] = await Promise.all([
      perCurrencyAmount(deps.settings, seeds, currency, db),
      perCurrencyAmount(deps.settings, caps, currency, db),
    ]);
    return { seed: seed!, cap: cap! };
  }

  /**
   * Starts a pool's next round in `tx`: the house tops the pool up to its seed, and the
   * must-drop point is drawn from a new server seed, whose hash is shown until the round ends.
   */
  async function openRound(tx: Tx, tier: JackpotTier, currency: string) {
    const { jackpots } = await deps.settings.readStored(tx);
    const { seed, cap } = await boundsIn(jackpots, tier, currency, tx);
    const nonce = await repo.countRounds(tx, tier, currency);
    const pool = (await deps.wallet.listPools(tx, currency)).find((row) => row.tier === tier)?.balance ?? 0;
    if (pool < seed) {
      await deps.wallet.fundPool(
        { key: `jackpot-seed:${tier}:${currency}:${nonce}`, tier, currency, amount: seed - pool },
        tx,
      );
    }
    const { low, high } = roundBounds(seed, cap, Math.max(pool, seed));
    const serverSeed = newServerSeed();
    const clientSeed = `jackpot:${tier}:${currency}`;
    await repo.insertRound(tx, {
      tier,
      currency,
      seed,
      low,
      high,
      drop_at: drawDropPoint(createFairRng(serverSeed, clientSeed, nonce), low, high),
      server_seed: serverSeed,
      server_seed_hash: hashServerSeed(serverSeed),
      client_seed: clientSeed,
      nonce,
      opened_at: deps.now(),
    });
  }

  /** Opens the round in a transaction of its own; another instance opening it first is no error. */
  async function openRoundAlone(tier: JackpotTier, currency: string) {
    try {
      await deps.db.transaction().execute((tx) => openRound(tx, tier, currency));
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
  }

  /**
   * Pays a round won by a batch's stake, once: to the winner's bonus balance, opening its
   * wagering if PersonalJackpot has terms, and starts the pool's next round, all in one
   * transaction. Called right after the batch's write; it first waits for that batch to commit.
   */
  async function payDrop(roundId: number): Promise<void> {
    // The claiming batch holds the round's row until it commits: this waits for it, then reads the winner.
    const claimed = await deps.db.transaction().execute((tx) => repo.lockRound(tx, roundId));
    if (claimed?.status !== 'won') return;
    await deps.db.transaction().execute(async (tx) => {
      // The player's accounts before the round, as a batch takes them: no wait in a cycle.
      await deps.wallet.lockPlayer(claimed.winner_user_id!, tx);
      const round = (await repo.lockRound(tx, roundId))!;
      if (round.status !== 'won') return;
      const tier = round.tier as JackpotTier;
      const grant = {
        key: `jackpot:${tier}:${round.currency}:${round.id}`,
        userId: round.winner_user_id!,
        amount: round.amount!,
      };
      await deps.wallet.payJackpot({ ...grant, tier }, tx);
      await deps.wagering.openFor(tx, [{ ...grant, kind: 'PersonalJackpot' }]);
      await repo.markPaid(tx, round.id, deps.now());
      if ((await deps.settings.readStored(tx)).jackpots.enabled) await openRound(tx, tier, round.currency);
    });
  }

  /** Opens a round for every pool (tier × currency) without one, while jackpots are on. */
  async function openMissingRounds() {
    const [{ jackpots }, currencies] = await Promise.all([deps.settings.readStored(), deps.settings.listCurrencies()]);
    if (!jackpots.enabled) return;
    const live = new Set((await repo.liveRounds(deps.db)).map((round) => `${round.tier}|${round.currency}`));
    for (const { code } of currencies)
      for (const tier of JACKPOT_TIERS) if (!live.has(`${tier}|${code}`)) await openRoundAlone(tier, code);
  }

  const port = createJackpotPort({
    ...deps,
    pay: (roundId) => void payDrop(roundId).catch(deps.log),
  });

  /** The player's currency, or the default one for a guest. */
  async function currencyOf(userId: number | null) {
    const balances = userId === null ? null : await deps.wallet.getPlayerBalances(userId);
    return balances?.currency ?? (await deps.settings.defaultCurrency());
  }

  return {
    /** What the seamless batches add to the pools and the drops they reach. */
    port,
    payDrop,

    /**
     * Opens a round for every pool (tier × currency) that has none, while jackpots are on; pays
     * the drops a crash left won and unpaid. At start and every minute.
     */
    async keep(): Promise<void> {
      for (const round of await repo.liveRounds(deps.db)) if (round.status === 'won') await payDrop(round.id);
      await openMissingRounds();
    },

    /** GET /api/jackpot/v1/jackpots/: the pools of the player's currency, in the display order; none while off. */
    async list(userId: number | null): Promise<Jackpot[]> {
      if (!(await deps.settings.readStored()).jackpots.enabled) return [];
      const currency = await currencyOf(userId);
      const [pools, rounds, winners] = await Promise.all([
        deps.wallet.listPools(deps.db, currency),
        repo.liveRounds(deps.db, currency),
        repo.lastWinners(deps.db, currency),
      ]);
      return JACKPOT_DISPLAY_ORDER.flatMap((tier) => {
        const round = rounds.find((row) => row.tier === tier);
        if (!round) return [];
        const winner = winners.get(tier);
        return [
          {
            id: round.id,
            amount: fromMinor(pools.find((pool) => pool.tier === tier)?.balance ?? 0),
            winner: winner === undefined ? null : maskWinner(winner),
            name: tier,
            currency: displayCurrency(currency),
            serverSeedHash: round.server_seed_hash,
          },
        ];
      });
    },

    /** GET /api/jackpot/v1/rounds/: the ended rounds of the player's currency, their seeds revealed. */
    async rounds(
      userId: number | null,
      query: { name?: JackpotTier | undefined; page_size: number },
    ): Promise<JackpotRound[]> {
      const currency = await currencyOf(userId);
      const rows = await repo.endedRounds(deps.db, currency, query.name ?? null, query.page_size);
      return rows.map((row) => ({
        id: row.id,
        name: row.tier as JackpotTier,
        currency: displayCurrency(row.currency),
        status: row.status as JackpotRound['status'],
        amount: row.amount === null ? null : fromMinor(row.amount),
        winner: row.username === null ? null : maskWinner(row.username),
        low: fromMinor(row.low),
        high: fromMinor(row.high),
        dropAt: fromMinor(row.drop_at),
        serverSeed: row.server_seed,
        serverSeedHash: row.server_seed_hash,
        clientSeed: row.client_seed,
        nonce: row.nonce,
        openedAt: row.opened_at.toISOString(),
        endedAt: row.ended_at?.toISOString() ?? null,
      }));
    },

    /** GET /api/backoffice/jackpots/: the terms, amounts as decimals. */
    async terms(): Promise<JackpotTerms> {
      return termsOf((await deps.settings.readStored()).jackpots);
    },

    /**
     * PUT /api/backoffice/jackpots/: new terms. Contributions follow within seconds; a pool
     * whose seed or cap in its currency changed ends its open round (its seed revealed, its
     * money kept in the pool) and, while jackpots are on, starts one on the new terms at once.
     */
    async updateTerms(terms: JackpotTerms): Promise<JackpotTerms> {
      const before = (await deps.settings.readStored()).jackpots;
      const next = await deps.settings.updateStored((stored) => ({ ...stored, jackpots: storedOf(terms) }));
      for (const round of await repo.liveRounds(deps.db)) {
        if (round.status !== 'open') continue;
        const tier = round.tier as JackpotTier;
        const [was, now] = await Promise.all([
          boundsIn(before, tier, round.currency, deps.db),
          boundsIn(next.jackpots, tier, round.currency, deps.db),
        ]);
        if (was.seed === now.seed && was.cap === now.cap) continue;
        await deps.db.transaction().execute(async (tx) => {
          const locked = await repo.lockRound(tx, round.id);
          if (locked?.status !== 'open') return;
          await repo.markVoid(tx, round.id, deps.now());
        });
      }
      await openMissingRounds();
      return termsOf(next.jackpots);
    },
  };
}

const mapAmounts = (amounts: Record<string, number>, map: (amount: number) => number) =>
  Object.fromEntries(Object.entries(amounts).map(([currency, amount]) => [currency, map(amount)]));

function termsOf(jackpots: StoredJackpots): JackpotTerms {
  const tier = (stored: StoredJackpots['tiers'][JackpotTier]) => ({
    contributionPercent: stored.contributionPpm / 10_000,
    seeds: mapAmounts(stored.seeds, fromMinor),
    caps: mapAmounts(stored.caps, fromMinor),
  });
  return {
    enabled: jackpots.enabled,
    tiers: {
      gold: tier(jackpots.tiers.gold),
      silver: tier(jackpots.tiers.silver),
      bronze: tier(jackpots.tiers.bronze),
      diamond: tier(jackpots.tiers.diamond),
    },
  };
}

function storedOf(terms: JackpotTerms): StoredJackpots {
  const tier = (given: JackpotTerms['tiers'][JackpotTier]) => ({
    contributionPpm: Math.round(given.contributionPercent * 10_000),
    seeds: mapAmounts(given.seeds, toMinor),
    caps: mapAmounts(given.caps, toMinor),
  });
  return {
    enabled: terms.enabled,
    tiers: {
      gold: tier(terms.tiers.gold),
      silver: tier(terms.tiers.silver),
      bronze: tier(terms.tiers.bronze),
      diamond: tier(terms.tiers.diamond),
    },
  };
}
