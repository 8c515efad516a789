import { GAME_CATEGORIES, GAME_ID_LIST_NAMES, GAME_TYPES, type GameType, type NormalisedGame } from '@casino/contracts';

/** The lobby sections of SPEC §2.5: /slots/casino, /slots/live-casino and /slots/all. */
export const SECTIONS = ['casino', 'live-casino', 'all'] as const;
export type Section = (typeof SECTIONS)[number];

/** Named collections a section page (/slots/{sectionId}/{id}) can show besides categories. */
export const COLLECTIONS = ['top', 'new', 'favourites'] as const;
export type Collection = (typeof COLLECTIONS)[number];

export function isSection(value: string | undefined): value is Section {
  return (SECTIONS as readonly string[]).includes(value ?? '');
}

export function isGameType(value: string | undefined): value is GameType {
  return (GAME_TYPES as readonly string[]).includes(value ?? '');
}

export function inSection(game: NormalisedGame, section: Section): boolean {
  if (section === 'casino') return game.format === 'slot' || game.format === 'table';
  if (section === 'live-casino') return game.format === 'live';
  return true;
}

/** Casino games are grouped by lobby tab; live games by the fixed id lists (roulette, showGames…). */
export function categoriesOf(game: NormalisedGame, section: Section): readonly string[] {
  if (section === 'live-casino') return game.tabLive;
  if (section === 'casino') return game.tab;
  return [...game.tab, ...game.tabLive];
}

/** The categories a section offers as filters: the known ones, in their fixed order, that have games. */
export function sectionCategories(games: readonly NormalisedGame[], section: Section): string[] {
  const present = new Set(games.filter((g) => inSection(g, section)).flatMap((g) => categoriesOf(g, section)));
  const order: readonly string[] =
    section === 'live-casino'
      ? GAME_ID_LIST_NAMES
      : section === 'casino'
        ? GAME_CATEGORIES
        : [...GAME_CATEGORIES, ...GAME_ID_LIST_NAMES];
  return order.filter((category) => present.has(category));
}

export interface LobbyFilter {
  providers: readonly string[];
  categories: readonly string[];
}

/** Section, then producers (any of), then categories (any of). An empty filter keeps everything. */
export function filterGames(games: readonly NormalisedGame[], section: Section, filter: LobbyFilter) {
  const providers = new Set(filter.providers);
  const categories = new Set(filter.categories);
  return games.filter(
    (game) =>
      inSection(game, section) &&
      (providers.size === 0 || providers.has(game.provider)) &&
      (categories.size === 0 || categoriesOf(game, section).some((c) => categories.has(c))),
  );
}

/** `?providers=a,b&categories=x` (repeated parameters work too), unknown blanks dropped. */
export function readFilter(params: URLSearchParams): LobbyFilter {
  const list = (name: string) =>
    params
      .getAll(name)
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(Boolean);
  return { providers: list('providers'), categories: list('categories') };
}

export function writeFilter(filter: LobbyFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.providers.length) params.set('providers', filter.providers.join(','));
  if (filter.categories.length) params.set('categories', filter.categories.join(','));
  return params;
}

/** Turns one value on or off in a list filter. */
export function toggle(list: readonly string[], value: string): string[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}
