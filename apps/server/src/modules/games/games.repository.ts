import { sql, type Selectable } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { GamesTable } from '../../db/schema.js';
import type { ProviderGame } from './providers/provider.js';

export type GameRow = Selectable<GamesTable>;

export interface Hidden {
  games: string[];
  producers: string[];
}

export async function upsertProducers(db: Executor, integration: string, producers: { code: string; name: string }[]) {
  if (producers.length === 0) return;
  await db
    .insertInto('game_producers')
    .values(producers.map((p) => ({ code: p.code, name: p.name, integrations: [integration] })))
    .onConflict((oc) =>
      oc.column('code').doUpdateSet({
        // A producer may be offered by several integrations: add this one once.
        integrations: sql`(SELECT array_agg(DISTINCT i ORDER BY i) FROM unnest(game_producers.integrations || excluded.integrations) AS i)`,
      }),
    )
    .execute();
}

/** Writes a provider's catalogue: new games appear, known ones are updated, missing ones go inactive. */
export async function replaceCatalogue(db: Executor, integration: string, games: ProviderGame[], now: Date) {
  if (games.length > 0) {
    await db
      .insertInto('games')
      .values(
        games.map((g) => ({
          integration,
          producer: g.producer.code,
          game_id: g.gameId,
          name: g.name,
          description: g.description,
          image: g.image,
          image_desktop: g.imageDesktop,
          game_type: g.type,
          category: g.category,
          has_demo: g.hasDemo,
          has_free_spins: g.hasFreeSpins,
          rtp: g.rtp,
          volatility: g.volatility,
          min_bet: g.minBet,
          max_bet: g.maxBet,
          created_at: now,
          updated_at: now,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['integration', 'game_id']).doUpdateSet((eb) => ({
          producer: eb.ref('excluded.producer'),
          name: eb.ref('excluded.name'),
          description: eb.ref('excluded.description'),
          image: eb.ref('excluded.image'),
          image_desktop: eb.ref('excluded.image_desktop'),
          game_type: eb.ref('excluded.game_type'),
          category: eb.ref('excluded.category'),
          has_demo: eb.ref('excluded.has_demo'),
          has_free_spins: eb.ref('excluded.has_free_spins'),
          rtp: eb.ref('excluded.rtp'),
          volatility: eb.ref('excluded.volatility'),
          min_bet: eb.ref('excluded.min_bet'),
          max_bet: eb.ref('excluded.max_bet'),
          active: true,
          updated_at: now,
        })),
      )
      .execute();
  }
  let stale = db.updateTable('games').set({ active: false, updated_at: now }).where('integration', '=', integration);
  if (games.length > 0)
    stale = stale.where(
      'game_id',
      'not in',
      games.map((g) => g.gameId),
    );
  await stale.where('active', '=', true).execute();
}

export async function readHidden(db: Executor): Promise<Hidden> {
  const rows = await db.selectFrom('games_hidden').selectAll().orderBy('value').execute();
  return {
    games: rows.filter((r) => r.kind === 'game').map((r) => r.value),
    producers: rows.filter((r) => r.kind === 'producer').map((r) => r.value),
  };
}

export async function writeHidden(db: Executor, hidden: Hidden) {
  await db.deleteFrom('games_hidden').execute();
  const rows = [
    ...hidden.games.map((value) => ({ kind: 'game' as const, value })),
    ...hidden.producers.map((value) => ({ kind: 'producer' as const, value })),
  ];
  if (rows.length > 0)
    await db
      .insertInto('games_hidden')
      .values(rows)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

const STAFF_GAME_COLUMNS = [
  'id',
  'integration',
  'game_id',
  'name',
  'producer',
  'game_type',
  'category',
  'operator_category',
  'rtp',
  'active',
  'enabled',
  'lobby_position',
] as const;
export type StaffGameRow = Pick<GameRow, (typeof STAFF_GAME_COLUMNS)[number]>;

/**
 * Every game of every provider, for staff: hidden or not, offered or not, in the lobby's order
 * (the operator's places first, then by name: decision 045).
 */
export function allGames(db: Executor): Promise<StaffGameRow[]> {
  return db
    .selectFrom('games')
    .select(STAFF_GAME_COLUMNS)
    .orderBy('lobby_position', (ob) => ob.asc().nullsLast())
    .orderBy('name')
    .orderBy('id')
    .execute();
}

export function findStaffGame(db: Executor, id: number): Promise<StaffGameRow | undefined> {
  return db.selectFrom('games').select(STAFF_GAME_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Writes the operator's category (null: the provider's again) and switch of one game. */
export async function updateGameSettings(
  db: Executor,
  id: number,
  settings: { operatorCategory?: string | null | undefined; enabled?: boolean | undefined },
): Promise<boolean> {
  const result = await db
    .updateTable('games')
    .set({
      ...(settings.operatorCategory !== undefined ? { operator_category: settings.operatorCategory } : {}),
      ...(settings.enabled !== undefined ? { enabled: settings.enabled } : {}),
    })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Every producer, with how many games it has, in the lobby's order. */
export function allProducers(db: Executor) {
  return db
    .selectFrom('game_producers')
    .leftJoin('games', 'games.producer', 'game_producers.code')
    .select(['game_producers.code', 'game_producers.name', 'game_producers.active', 'game_producers.lobby_position'])
    .select((eb) => eb.fn.count<string>('games.id').as('games'))
    .groupBy(['game_producers.code', 'game_producers.name', 'game_producers.active', 'game_producers.lobby_position'])
    .orderBy('game_producers.lobby_position', (ob) => ob.asc().nullsLast())
    .orderBy('game_producers.name')
    .orderBy('game_producers.code')
    .execute();
}

/**
 * Serialises the moves of one order (games, or producers) until the transaction ends: each reads
 * the order the one before it wrote, so two staff moving at once cannot write a mixed order.
 */
export async function lockLobbyOrder(tx: Executor, order: 'games' | 'producers') {
  await sql`SELECT pg_advisory_xact_lock(hashtext(${`lobby-order:${order}`}))`.execute(tx);
}

/** Writes the games' places (only those that change). */
export async function writeGamePlaces(tx: Executor, places: { key: number; position: number }[]) {
  if (places.length === 0) return;
  await sql`UPDATE games AS g SET lobby_position = v.position
    FROM unnest(${places.map((p) => p.key)}::bigint[], ${places.map((p) => p.position)}::int[]) AS v (id, position)
    WHERE g.id = v.id AND g.lobby_position IS DISTINCT FROM v.position`.execute(tx);
}

/** Writes the producers' places (only those that change). */
export async function writeProducerPlaces(tx: Executor, places: { key: string; position: number }[]) {
  if (places.length === 0) return;
  await sql`UPDATE game_producers AS p SET lobby_position = v.position
    FROM unnest(${places.map((p) => p.key)}::text[], ${places.map((p) => p.position)}::int[]) AS v (code, position)
    WHERE p.code = v.code AND p.lobby_position IS DISTINCT FROM v.position`.execute(tx);
}

/** The lobby's games: offered by their provider, switched on by the operator, and neither the game id nor its producer hidden. */
function visibleGames(db: Executor) {
  return db
    .selectFrom('games')
    .innerJoin('game_producers', 'game_producers.code', 'games.producer')
    .selectAll('games')
    .where('games.active', '=', true)
    .where('games.enabled', '=', true)
    .where('game_producers.active', '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('games_hidden as h')
            .select('h.value')
            .where((w) =>
              w.or([
                w.and([w('h.kind', '=', 'game'), w('h.value', '=', w.ref('games.game_id'))]),
                w.and([w('h.kind', '=', 'producer'), w('h.value', '=', w.ref('games.producer'))]),
              ]),
            ),
        ),
      ),
    );
}

export interface GameFilter {
  integration?: string | undefined;
  producer?: string | undefined;
  gameType?: string | undefined;
}

function filtered(db: Executor, filter: GameFilter) {
  let query = visibleGames(db);
  if (filter.integration) query = query.where('games.integration', '=', filter.integration);
  if (filter.producer) query = query.where('games.producer', '=', filter.producer);
  if (filter.gameType) query = query.where('games.game_type', '=', filter.gameType as GameRow['game_type']);
  return query;
}

/** A page of the lobby's list, in the lobby's order: the operator's places first, then by name. */
export function listGames(db: Executor, filter: GameFilter, page: { limit: number; offset: number }) {
  return filtered(db, filter)
    .orderBy('games.lobby_position', (ob) => ob.asc().nullsLast())
    .orderBy('games.name')
    .orderBy('games.id')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
}

export async function countGames(db: Executor, filter: GameFilter): Promise<number> {
  const row = await filtered(db, filter)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function newestGames(db: Executor, filter: GameFilter, limit: number) {
  return filtered(db, filter).orderBy('games.created_at', 'desc').orderBy('games.id', 'desc').limit(limit).execute();
}

/** Visible games among the given (integration, game id) keys. */
export function gamesByKeys(db: Executor, filter: GameFilter, keys: { provider: string; gameId: string }[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return filtered(db, filter)
    .where(
      sql<string>`games.integration || ':' || games.game_id`,
      'in',
      keys.map((k) => `${k.provider}:${k.gameId}`),
    )
    .execute();
}

export function findVisibleGame(db: Executor, integration: string, gameId: string) {
  return visibleGames(db)
    .where('games.integration', '=', integration)
    .where('games.game_id', '=', gameId)
    .executeTakeFirst();
}

export function listProducers(db: Executor) {
  return db
    .selectFrom('game_producers')
    .selectAll()
    .where('code', 'not in', db.selectFrom('games_hidden').select('value').where('kind', '=', 'producer'))
    .orderBy('lobby_position', (ob) => ob.asc().nullsLast())
    .orderBy('name')
    .orderBy('code')
    .execute();
}

/** The (integration, game id) keys of a producer's games, visible or not: history filters by them. */
export async function producerGameKeys(db: Executor, producer: string): Promise<string[]> {
  const rows = await db
    .selectFrom('games')
    .select(['integration', 'game_id'])
    .where('producer', '=', producer)
    .execute();
  return rows.map((r) => `${r.integration}:${r.game_id}`);
}

export function listFavourites(db: Executor, userId: number) {
  return db
    .selectFrom('game_favourites')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

/** Adds a favourite; an existing one stays as it was. */
export async function addFavourite(db: Executor, favourite: { userId: number; provider: string; gameId: string }) {
  await db
    .insertInto('game_favourites')
    .values({ user_id: favourite.userId, provider: favourite.provider, game_id: favourite.gameId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return db
    .selectFrom('game_favourites')
    .selectAll()
    .where('user_id', '=', favourite.userId)
    .where('provider', '=', favourite.provider)
    .where('game_id', '=', favourite.gameId)
    .executeTakeFirstOrThrow();
}

export async function removeFavourite(db: Executor, favourite: { userId: number; provider: string; gameId: string }) {
  const result = await db
    .deleteFrom('game_favourites')
    .where('user_id', '=', favourite.userId)
    .where('provider', '=', favourite.provider)
    .where('game_id', '=', favourite.gameId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
