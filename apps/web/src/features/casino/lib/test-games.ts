import { normaliseGame, type NormalisedGame, type ServerGame } from '@casino/contracts';

/** A catalogue game in its server form, normalised as the lobby receives it (tests only). */
export function testGame(overrides: Partial<ServerGame> = {}): NormalisedGame {
  const gameId = overrides.game_id ?? 'lucky-clover';
  return normaliseGame({
    id: 1,
    game_id: gameId,
    name: 'Lucky Clover',
    description: 'Five reels of Irish luck.',
    image: `/static/games/studio/${gameId}.jpg`,
    image_desktop: `/static/games/studio/${gameId}.jpg`,
    integration: 'studio',
    producer: 'studio',
    slug: `studio_${gameId}`,
    game_type: 'slot',
    drops_and_wins: false,
    category: 'videoSlots',
    has_demo: true,
    has_free_spins: true,
    rtp: 96.1,
    volatility: 'medium',
    min_bet: 0.1,
    max_bet: 100,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  });
}
