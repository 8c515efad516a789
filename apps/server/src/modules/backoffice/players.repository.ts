import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { inScope, type PlayerScope } from './agent-tree.js';

export interface PlayersFilter {
  search: string;
  /** Only the players a cashier or an agent has under them (SPEC §3 `parent`); null: every player. */
  scope: PlayerScope;
}

function playersQuery(db: Executor, filter: PlayersFilter) {
  let query = db.selectFrom('users').where('users.role', '=', 'P');
  if (filter.scope !== null) query = query.where(inScope(filter.scope));
  if (filter.search) {
    const like = `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb('users.username', 'ilike', like),
        eb('users.email', 'ilike', like),
        eb(sql`users.first_name || ' ' || users.last_name`, 'ilike', like),
        ...(/^\d{1,15}$/.test(filter.search) ? [eb('users.id', '=', Number(filter.search))] : []),
      ]),
    );
  }
  return query;
}

/** A user's balance of one purse (minor units), as a column of a query on `users`. */
export const balanceOf = (kind: 'cash' | 'bonus') =>
  sql<number>`coalesce((SELECT balance FROM wallet_accounts a WHERE a.user_id = users.id AND a.kind = ${kind}), 0)`;

const PLAYER_COLUMNS = [
  'users.id',
  'users.username',
  'users.email',
  'users.first_name',
  'users.last_name',
  'users.currency',
  'users.is_banned',
  'users.created_at',
  'users.last_seen_at',
  'users.parent_id',
] as const;

/** A page of players, newest first, with their cash and bonus balances (minor units). */
export async function listPlayers(db: Executor, filter: PlayersFilter, page: { offset: number; limit: number }) {
  const [rows, total] = await Promise.all([
    playersQuery(db, filter)
      .select(PLAYER_COLUMNS)
      .select([balanceOf('cash').as('cash'), balanceOf('bonus').as('bonus')])
      .orderBy('users.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    playersQuery(db, filter)
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}

/** One player with balances; undefined when there is no such player in the scope. */
export function findPlayer(db: Executor, id: number, scope: PlayerScope) {
  let query = db.selectFrom('users').where('users.role', '=', 'P').where('users.id', '=', id);
  if (scope !== null) query = query.where(inScope(scope));
  return query
    .select(PLAYER_COLUMNS)
    .select([balanceOf('cash').as('cash'), balanceOf('bonus').as('bonus')])
    .select([
      'users.is_banned',
      'users.closed_at',
      'users.self_excluded_at',
      'users.break_until',
      'users.email_verified_at',
      'users.country',
      'users.date_of_birth',
      'users.phone',
    ])
    .executeTakeFirst();
}

export async function setBanned(db: Executor, id: number, banned: boolean, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_banned: banned, updated_at: now })
    .where('id', '=', id)
    .where('role', '=', 'P')
    .execute();
}

/** A player's notes, newest first, with each author's username. */
export function listNotes(db: Executor, userId: number) {
  return db
    .selectFrom('player_notes')
    .innerJoin('users', 'users.id', 'player_notes.author_id')
    .select(['player_notes.id', 'users.username as author', 'player_notes.text', 'player_notes.created_at'])
    .where('player_notes.user_id', '=', userId)
    .orderBy('player_notes.id', 'desc')
    .limit(200)
    .execute();
}

export async function insertNote(db: Executor, note: { userId: number; authorId: number; text: string; at: Date }) {
  await db
    .insertInto('player_notes')
    .values({ user_id: note.userId, author_id: note.authorId, text: note.text, created_at: note.at })
    .execute();
}
