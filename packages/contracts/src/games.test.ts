import { describe, expect, it } from 'vitest';
import { composeGameId, gameCategories, normaliseGame, parseGameId, type ServerGame } from './games.js';

const base: ServerGame = {
  id: 7,
  game_id: 'lucky-clover',
  name: 'Lucky Clover',
  description: '',
  image: 'http://localhost:8081/img/lucky-clover.svg',
  image_desktop: 'http://localhost:8081/img/lucky-clover.svg',
  integration: 'studio',
  producer: 'studio',
  slug: 'studio_lucky-clover',
  game_type: 'slot',
  drops_and_wins: false,
  category: 'videoSlots',
  has_demo: true,
  has_free_spins: true,
  rtp: 96.1,
  volatility: 'medium',
  min_bet: 0.1,
  max_bet: 100,
  created_at: '2026-01-01T00:00:00.000Z',
};

describe('composite game id', () => {
  it('prefixes each part and round-trips', () => {
    const id = composeGameId('studio', 'studio', 'lucky-clover');
    expect(id).toBe('in:studio__pr:studio__id:lucky-clover');
    expect(parseGameId(id)).toEqual({ integration: 'studio', producer: 'studio', gameId: 'lucky-clover' });
  });

  it('refuses a key without its prefixes', () => {
    expect(parseGameId('studio__studio__lucky-clover')).toBeNull();
    expect(parseGameId('in:studio__pr:studio')).toBeNull();
  });
});

describe('normaliseGame', () => {
  it('maps the server form to the normalised one', () => {
    const game = normaliseGame(base);
    expect(game).toMatchObject({
      id: '7',
      gameId: 'in:studio__pr:studio__id:lucky-clover',
      gameName: 'Lucky Clover',
      format: 'slot',
      tab: ['topGames'],
      tabLive: [],
      provider: 'studio',
      routeProvider: 'studio',
      hasDemoMode: true,
      additionalData: { system: 'studio' },
      additionalIntegrationGameId: 'lucky-clover',
    });
  });

  it('puts table games, video poker and the rest in their categories', () => {
    const roulette = { ...base, game_id: 'euro-wheel', category: 'roulette', game_type: 'table' as const };
    expect(gameCategories(roulette)).toEqual(['tableGames']);
    expect(gameCategories({ ...roulette, category: 'videoPoker' })).toEqual(['videoPoker']);
    expect(gameCategories({ ...roulette, category: 'virtualSports', game_type: 'virtual' })).toEqual(['otherGames']);
    const live = normaliseGame({ ...roulette, game_id: 'live-roulette', game_type: 'live' });
    expect(live.tab).toEqual([]);
    expect(live.tabLive).toEqual(['showGames', 'roulette']);
  });
});
