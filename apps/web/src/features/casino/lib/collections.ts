import { GAME_CATEGORIES, GAME_ID_LIST_NAMES, type NormalisedGame } from '@casino/contracts';
import { COLLECTIONS, categoriesOf, inSection, type Collection, type Section } from './sections';

export type CollectionKind = { kind: 'collection'; id: Collection } | { kind: 'category'; id: string };

/** What /slots/{sectionId}/{id} names: a row (top, new, favourites) or a category; null if neither. */
export function collectionKind(section: Section, id: string): CollectionKind | null {
  if ((COLLECTIONS as readonly string[]).includes(id)) return { kind: 'collection', id: id as Collection };
  const known: readonly string[] =
    section === 'live-casino'
      ? GAME_ID_LIST_NAMES
      : section === 'casino'
        ? GAME_CATEGORIES
        : [...GAME_CATEGORIES, ...GAME_ID_LIST_NAMES];
  return known.includes(id) ? { kind: 'category', id } : null;
}

/** The games of a category within a section. */
export function categoryGames(games: readonly NormalisedGame[], section: Section, category: string) {
  return games.filter((game) => inSection(game, section) && categoriesOf(game, section).includes(category));
}
