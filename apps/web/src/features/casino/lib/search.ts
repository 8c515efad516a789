import type { NormalisedGame } from '@casino/contracts';

/** SPEC §5: a search needs at least this many characters. */
export const SEARCH_MIN_LENGTH = 4;

export type SearchProblem = 'empty' | 'too_short' | 'special_chars';

// Letters and digits of any script (Arabic and Cyrillic names included), spaces, apostrophes and
// hyphens ("Pharaoh's", "Hold-and-Win"); everything else counts as a special character.
const ALLOWED = /^[\p{L}\p{N}\s'’-]*$/u;

/** SPEC §5 search rules: not empty, at least 4 characters, no special characters. */
export function searchProblem(raw: string): SearchProblem | null {
  const query = raw.trim();
  if (!query) return 'empty';
  if (!ALLOWED.test(query)) return 'special_chars';
  if ([...query].length < SEARCH_MIN_LENGTH) return 'too_short';
  return null;
}

/** Lower-cased, accents dropped, so "Pharaoh" finds "Pharaoh's Fortune" and "cafe" finds "Café". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Games whose name or producer contains every word of a valid query, name matches first. */
export function searchGames(games: readonly NormalisedGame[], raw: string): NormalisedGame[] {
  if (searchProblem(raw)) return [];
  const words = fold(raw.trim()).split(/\s+/);
  const byName: NormalisedGame[] = [];
  const byProducer: NormalisedGame[] = [];
  for (const game of games) {
    const name = fold(game.gameName);
    if (words.every((word) => name.includes(word))) byName.push(game);
    else if (words.every((word) => `${name} ${fold(game.provider)}`.includes(word))) byProducer.push(game);
  }
  return [...byName, ...byProducer];
}
