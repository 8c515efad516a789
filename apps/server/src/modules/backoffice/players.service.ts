import {
  fromMinor,
  type KycDocuments,
  type Locale,
  type NewPlayerRequest,
  type PlayerDetail,
  type PlayerLimit,
  type PlayerNote,
  type PlayerSession,
  type PlayersPage,
  type PlayerSummary,
  type RoleCode,
  type TransactionsPage,
  type TransactionsQuery,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { STAFF } from '../../lib/staff-roles.js';
import type { PlayerScope } from './agent-tree.js';
import * as repo from './players.repository.js';

export type PlayersService = ReturnType<typeof createPlayersService>;

/** The transactions' filters as validated (defaults applied). */
type TransactionsFilter = z.output<typeof TransactionsQuery>;
type NewPlayer = z.output<typeof NewPlayerRequest>;
type Staff = { userId: number; role: RoleCode };
type PlayerRow = Awaited<ReturnType<typeof repo.listPlayers>>['rows'][number];

/**
 * A cashier sees the players under them alone, an agent theirs and their sub-agents' (decision
 * 044); operators see every player.
 */
function scopeOf(staff: Staff): PlayerScope {
  if (staff.role === 'A') return { tree: staff.userId };
  return (STAFF.cashiers as readonly RoleCode[]).includes(staff.role) ? { parent: staff.userId } : null;
}

const notFound = () => new AppError('not_found', 404, 'No such player.');

/** What other modules tell about a player, for the staff's profile. */
export interface PlayerRecords {
  transactions(userId: number, query: TransactionsFilter, locale: Locale | null): Promise<TransactionsPage>;
  documents(userId: number): Promise<KycDocuments>;
  limits(userId: number): Promise<PlayerLimit[]>;
  sessions(userId: number): Promise<PlayerSession[]>;
}

/** The players as staff find and manage them (issue #25). */
export function createPlayersService(deps: {
  db: Db;
  now: () => Date;
  records: PlayerRecords;
  /** Makes a with-cashier player under a cashier or an agent; their id (the registration's path). */
  createWithCashier: (cashierId: number, request: NewPlayer) => Promise<number>;
}) {
  /** The player, if this staff member may see them (a cashier's or agent's own players). */
  const visible = (staff: Staff, id: number) => service.get(staff, id);

  const service = {
    /** A page of players matching a search, newest first. */
    async list(staff: Staff, query: { search: string; page: number; page_size: number }): Promise<PlayersPage> {
      const { rows, count } = await repo.listPlayers(
        deps.db,
        { search: query.search, scope: scopeOf(staff) },
        { offset: (query.page - 1) * query.page_size, limit: query.page_size },
      );
      return { count, page: query.page, page_size: query.page_size, results: rows.map(toSummary) };
    },

    /** One player, with what stands against their play; another cashier's player is not found. */
    async get(staff: Staff, id: number): Promise<PlayerDetail> {
      const row = await repo.findPlayer(deps.db, id, scopeOf(staff));
      if (!row) throw notFound();
      const now = deps.now();
      const excluded = row.self_excluded_at !== null || (row.break_until !== null && row.break_until > now);
      return {
        ...toSummary(row),
        status: row.is_banned ? 'banned' : row.closed_at ? 'closed' : excluded ? 'excluded' : 'active',
        email_verified: row.email_verified_at !== null,
        country: row.country,
        date_of_birth: row.date_of_birth,
        phone: row.phone,
        self_excluded_at: row.self_excluded_at?.toISOString() ?? null,
        break_until: row.break_until?.toISOString() ?? null,
        closed_at: row.closed_at?.toISOString() ?? null,
      };
    },

    /** Bans or unbans a player: a ban ends their sessions at their next call (decision 021). */
    async setBanned(staff: Staff, id: number, banned: boolean): Promise<PlayerDetail> {
      if (!(await repo.findPlayer(deps.db, id, null))) throw notFound();
      await repo.setBanned(deps.db, id, banned, deps.now());
      return service.get(staff, id);
    },

    /** A cashier or an agent makes a player under them, in their currency, who may sign in at once. */
    async create(staff: Staff, request: NewPlayer): Promise<PlayerDetail> {
      return service.get(staff, await deps.createWithCashier(staff.userId, request));
    },

    /** The player's deposits, withdrawals and transfers; another cashier's player is not found. */
    async transactions(staff: Staff, id: number, query: TransactionsFilter, locale: Locale | null) {
      await visible(staff, id);
      return deps.records.transactions(id, query, locale);
    },

    /** The player's identity documents, limits and sign-ins. */
    async documents(staff: Staff, id: number) {
      await visible(staff, id);
      return deps.records.documents(id);
    },
    async limits(staff: Staff, id: number) {
      await visible(staff, id);
      return deps.records.limits(id);
    },
    async sessions(staff: Staff, id: number) {
      await visible(staff, id);
      return deps.records.sessions(id);
    },

    /** Staff's notes on the player, newest first. */
    async notes(staff: Staff, id: number): Promise<PlayerNote[]> {
      await visible(staff, id);
      const rows = await repo.listNotes(deps.db, id);
      return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
    },

    /** Adds a note, signed by its author. */
    async addNote(staff: Staff, id: number, text: string): Promise<PlayerNote[]> {
      await visible(staff, id);
      await repo.insertNote(deps.db, { userId: id, authorId: staff.userId, text, at: deps.now() });
      return service.notes(staff, id);
    },
  };
  return service;
}

function toSummary(row: PlayerRow): PlayerSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    currency: row.currency,
    balance: fromMinor(Number(row.cash)),
    bonus_balance: fromMinor(Number(row.bonus)),
    is_banned: row.is_banned,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at?.toISOString() ?? null,
    parent_id: row.parent_id,
  };
}
