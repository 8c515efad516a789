import { fromMinor, type FreeSpinInfo, type ServerGame } from '@casino/contracts';
import type { Selectable } from 'kysely';
import type { FreeSpinSessionsTable } from '../../db/schema.js';
import type { GameRow } from './games.repository.js';

/** A catalogue row in the server form of SPEC.md §3. */
export function toServerGame(row: GameRow): ServerGame {
  return {
    id: row.id,
    game_id: row.game_id,
    name: row.name,
    description: row.description,
    image: row.image,
    image_desktop: row.image_desktop,
    integration: row.integration,
    producer: row.producer,
    slug: `${row.producer}_${row.game_id}`,
    game_type: row.game_type,
    drops_and_wins: row.drops_and_wins,
    category: row.category,
    has_demo: row.has_demo,
    has_free_spins: row.has_free_spins,
    rtp: row.rtp === null ? null : Number(row.rtp),
    volatility: row.volatility,
    min_bet: fromMinor(row.min_bet),
    max_bet: fromMinor(row.max_bet),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export type FreeSpinRow = Selectable<FreeSpinSessionsTable>;

/** Whether a free-spin session can no longer be played: exited, used up or expired. */
export const freeSpinsEnded = (row: FreeSpinRow, now: Date) =>
  row.ended_at !== null || row.spins_left === 0 || new Date(row.expires_at) <= now;

export function toFreeSpinInfo(row: FreeSpinRow, now: Date): FreeSpinInfo {
  return {
    id: row.id,
    provider: row.provider,
    game_id: row.game_id,
    session_end: freeSpinsEnded(row, now),
    freespin_left: row.spins_left,
    freespin_total: row.total,
    bet: fromMinor(row.bet),
    prize: { amount: fromMinor(row.prize), currency: row.currency },
    expires_at: new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}
