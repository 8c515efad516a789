import { type CatalogueGame, fromMinor, type FreeSpinInfo, type ServerGame } from '@casino/contracts';
import type { Selectable } from 'kysely';
import type { FreeSpinSessionsTable } from '../../db/schema.js';
import type { GameRow, StaffGameRow } from './games.repository.js';

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
    // The operator's category wins over the provider's (decision 045).
    category: row.operator_category ?? row.category,
    has_demo: row.has_demo,
    has_free_spins: row.has_free_spins,
    rtp: row.rtp === null ? null : Number(row.rtp),
    volatility: row.volatility,
    min_bet: fromMinor(row.min_bet),
    max_bet: fromMinor(row.max_bet),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** A catalogue row as staff manage it, with whether the operator's hidden ids or producers keep it out of the lobby. */
export function toCatalogueGame(
  game: StaffGameRow,
  hidden: { games: ReadonlySet<string>; producers: ReadonlySet<string> },
): CatalogueGame {
  return {
    id: game.id,
    provider: game.integration,
    game_id: game.game_id,
    name: game.name,
    producer: game.producer,
    game_type: game.game_type,
    category: game.operator_category ?? game.category,
    provider_category: game.category,
    rtp: game.rtp === null ? null : Number(game.rtp),
    active: game.active,
    enabled: game.enabled,
    hidden: hidden.games.has(game.game_id) || hidden.producers.has(game.producer),
    position: game.lobby_position,
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
