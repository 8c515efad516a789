import { describe, expect, it } from 'vitest';
import { collectionKind } from './collections';
import { filterGames, readFilter, sectionCategories, toggle, writeFilter } from './sections';
import { testGame } from './test-games';

const slot = testGame({ id: 1, game_id: 'lucky-clover', name: 'Lucky Clover' });
const roulette = testGame({
  id: 2,
  game_id: 'european-roulette',
  name: 'Roulette',
  game_type: 'table',
  category: 'roulette',
});
const live = testGame({
  id: 3,
  game_id: 'live-roulette',
  name: 'Live Roulette',
  game_type: 'live',
  category: 'roulette',
});
const other = testGame({
  id: 4,
  game_id: 'racing',
  name: 'Racing',
  game_type: 'virtual',
  producer: 'vr',
  category: 'racing',
});
const games = [slot, roulette, live, other];

describe('lobby sections and filters', () => {
  it('casino holds slots and table games, live casino the live ones, all everything', () => {
    const none = { providers: [], categories: [] };
    expect(filterGames(games, 'casino', none)).toEqual([slot, roulette]);
    expect(filterGames(games, 'live-casino', none)).toEqual([live]);
    expect(filterGames(games, 'all', none)).toEqual(games);
  });

  it('filters by category and by provider', () => {
    expect(filterGames(games, 'casino', { providers: [], categories: ['tableGames'] })).toEqual([roulette]);
    expect(filterGames(games, 'live-casino', { providers: [], categories: ['roulette'] })).toEqual([live]);
    expect(filterGames(games, 'all', { providers: ['vr'], categories: [] })).toEqual([other]);
    expect(filterGames(games, 'casino', { providers: ['vr'], categories: [] })).toEqual([]);
  });

  it('offers only categories that have games, in the fixed order', () => {
    expect(sectionCategories(games, 'casino')).toEqual(['topGames', 'tableGames']);
    expect(sectionCategories(games, 'live-casino')).toEqual(['showGames', 'roulette']);
  });

  it('reads and writes ?providers= and ?categories= (comma-separated or repeated)', () => {
    const filter = readFilter(new URLSearchParams('providers=studio,vr&categories=tableGames&categories=topGames'));
    expect(filter).toEqual({ providers: ['studio', 'vr'], categories: ['tableGames', 'topGames'] });
    expect(writeFilter(filter).toString()).toBe('providers=studio%2Cvr&categories=tableGames%2CtopGames');
    expect(toggle(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggle(['b'], 'a')).toEqual(['b', 'a']);
  });

  it('knows which /slots/{sectionId}/{id} pages exist', () => {
    expect(collectionKind('casino', 'top')).toEqual({ kind: 'collection', id: 'top' });
    expect(collectionKind('casino', 'tableGames')).toEqual({ kind: 'category', id: 'tableGames' });
    expect(collectionKind('live-casino', 'roulette')).toEqual({ kind: 'category', id: 'roulette' });
    expect(collectionKind('casino', 'roulette')).toBeNull();
    expect(collectionKind('casino', 'nope')).toBeNull();
  });
});
