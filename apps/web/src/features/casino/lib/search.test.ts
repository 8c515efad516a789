import { describe, expect, it } from 'vitest';
import { searchGames, searchProblem } from './search';
import { testGame } from './test-games';

describe('search rules (SPEC §5)', () => {
  it('refuses an empty or blank query', () => {
    expect(searchProblem('')).toBe('empty');
    expect(searchProblem('   ')).toBe('empty');
  });

  it('needs at least 4 characters, counted after trimming', () => {
    expect(searchProblem('abc')).toBe('too_short');
    expect(searchProblem('  abc  ')).toBe('too_short');
    expect(searchProblem('abcd')).toBeNull();
  });

  it('refuses special characters, whatever the length', () => {
    for (const query of ['luck%', 'drop table;', '<script>', 'a"b"c"d', 'gold$', 'ab*cd']) {
      expect(searchProblem(query), query).toBe('special_chars');
    }
    expect(searchProblem('ab$')).toBe('special_chars');
  });

  it('accepts letters and digits of any script, spaces, apostrophes and hyphens', () => {
    for (const query of ["Pharaoh's", 'hold-and-win', 'Книга', 'الروليت', 'Café 777']) {
      expect(searchProblem(query), query).toBeNull();
    }
  });
});

describe('searchGames', () => {
  const games = [
    testGame({ id: 1, game_id: 'lucky-clover', name: 'Lucky Clover' }),
    testGame({ id: 2, game_id: 'pharaohs-fortune', name: "Pharaoh's Fortune" }),
    testGame({ id: 3, game_id: 'cafe', name: 'Café Royale', producer: 'lucky' }),
  ];

  it('finds every word anywhere in the name, ignoring case and accents', () => {
    expect(searchGames(games, 'clover LUCK').map((g) => g.gameName)).toEqual(['Lucky Clover']);
    expect(searchGames(games, 'cafe').map((g) => g.gameName)).toEqual(['Café Royale']);
  });

  it('lists name matches before producer matches', () => {
    expect(searchGames(games, 'lucky').map((g) => g.gameName)).toEqual(['Lucky Clover', 'Café Royale']);
  });

  it('returns nothing for a query that breaks the rules', () => {
    expect(searchGames(games, 'luc')).toEqual([]);
    expect(searchGames(games, 'luck%')).toEqual([]);
  });
});
