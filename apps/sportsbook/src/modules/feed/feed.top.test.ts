import type { FeedTournament } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../feed/feed.catalogue.js';
import { rankTournaments } from './feed.top.js';

const { tournaments } = catalogueFor('top-tournaments');
const catalogue = new Map(tournaments.map((tournament) => [tournament.id, tournament]));
const answer = (id: string, prematch = 3, live = 0): FeedTournament => ({
  id,
  name: id,
  categoryId: catalogue.get(id)!.categoryId,
  category: '',
  sport: 1,
  prematch,
  live,
});

describe('rankTournaments', () => {
  const list = [answer('football-1-1'), answer('football-0-1'), answer('football-1-0'), answer('football-0-0')];

  it('orders by standing without bets: division, then the category, and keeps the limit', () => {
    expect(rankTournaments(list, catalogue, new Map(), 3).map((t) => t.id)).toEqual([
      'football-0-0',
      'football-1-0',
      'football-0-1',
    ]);
  });

  it('puts players first, and leaves out tournaments with nothing to bet on', () => {
    const players = new Map([
      [catalogue.get('football-1-1')!.index, 4],
      [catalogue.get('football-0-1')!.index, 1],
    ]);
    const withEmpty = [...list, answer('football-2-0', 0, 0), answer('football-3-0', 0, 2)];
    expect(rankTournaments(withEmpty, catalogue, players, 10).map((t) => t.id)).toEqual([
      'football-1-1',
      'football-0-1',
      'football-0-0',
      'football-1-0',
      'football-3-0',
    ]);
  });
});
