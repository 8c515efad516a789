import type { NormalisedGame, ServerGame } from './games.js';

/**
 * The catalogue's plain constants and the normalisation of SPEC.md §3, without zod: the web
 * lobby, the first page a visitor sees, imports these and must not carry the schemas with them
 * (only types come from games.ts, and types vanish at build time).
 */
export const GAMES_API = {
  favourites: '/api/users/favouritegames/',
  producers: '/services/game-catalog/producer',
  /** `{x}` is an integration code or `all`, `{y}` how many games (1..100). */
  top: '/frontend-service/game-list/top/:x/:y',
  new: '/frontend-service/game-list/new/:x/:y',
  /** The per-provider game list (page_size up to 2000, producer filter). */
  gameList: '/api/slots/:provider/games/',
  session: '/api/slots/:provider/session/',
  demoSession: '/api/slots/:provider/session/demo/',
  freeSpinSession: '/api/slots/:provider/session/freespin/',
  /** Heartbeat (PUT) and end (DELETE) of a real or free-spin game session. */
  gameSession: '/api/slots/sessions/:sessionId/',
  /** The signed-in player's free-spin sessions. */
  freeSpins: '/api/slots/freespins/',
  freeSpinInfo: '/api/slots/:provider/freespin/:sessionId/',
  freeSpinExit: '/api/slots/:provider/freespin/:sessionId/exit/',
  slotsHistory: '/api/backoffice/betshistory/',
  /** Operator only: grant a free-spin session to a player. */
  grantFreeSpins: '/api/backoffice/freespins/',
  /** Operator only: read (GET) and replace (PUT) the hidden game ids and producers. */
  hiddenGames: '/api/backoffice/games/hidden/',
  /** Super admin, owner: every game and producer, as staff manage them. */
  staffCatalogue: '/api/backoffice/games/',
  /** Super admin, owner: a game's category and switch (PATCH). */
  gameSettings: '/api/backoffice/games/:id/',
  /** Super admin, owner: one game or producer moved in the lobby's order (PUT). */
  lobbyOrder: '/api/backoffice/games/order/',
  /** Super admin, owner: the game providers (GET) and a new wallet secret for one (POST). */
  providers: '/api/backoffice/providers/',
  rotateSecret: '/api/backoffice/providers/:code/rotate-secret/',
} as const;

/** A real or free-spin game session is ended when no heartbeat arrived for `staleAfterMs`. */
export const GAME_SESSION = { heartbeatMs: 15_000, staleAfterMs: 45_000 } as const;

export const GAME_TYPES = ['slot', 'table', 'live', 'virtual'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Lobby categories (SPEC.md §2.5); `Drops & Wins` is kept empty by the spec. */
export const GAME_CATEGORIES = ['topGames', 'Drops & Wins', 'tableGames', 'videoPoker', 'otherGames'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

export const GAME_ID_LIST_NAMES = [
  'popular',
  'showGames',
  'firstPerson',
  'roulette',
  'blackJack',
  'lotto',
  'poker',
  'baccarat',
  'dice',
] as const;
export type GameIdListName = (typeof GAME_ID_LIST_NAMES)[number];

/** The fixed id lists of SPEC.md §2.5, as provider game ids (the studio's). */
export const GAME_ID_LISTS: Record<GameIdListName, readonly string[]> = {
  popular: ['lucky-clover', 'pharaohs-fortune', 'sugar-tumble', 'dragon-pearls', 'european-roulette', 'crash'],
  showGames: ['crash', 'live-roulette'],
  firstPerson: ['european-roulette', 'blackjack', 'baccarat', 'jacks-or-better', 'dice', 'keno'],
  roulette: ['european-roulette', 'live-roulette'],
  blackJack: ['blackjack'],
  lotto: ['keno', 'lotto'],
  poker: ['jacks-or-better', 'video-poker'],
  baccarat: ['baccarat'],
  dice: ['dice'],
};

/** A provider's own category (the studio's catalogue field) that puts a game into an id list. */
export const CATEGORY_ID_LIST: Record<string, GameIdListName> = {
  roulette: 'roulette',
  blackJack: 'blackJack',
  baccarat: 'baccarat',
  videoPoker: 'poker',
  dice: 'dice',
  lotto: 'lotto',
  crash: 'showGames',
};

export const GAME_LANGS = ['en', 'fr', 'ar', 'ru'] as const;
export type GameLang = (typeof GAME_LANGS)[number];
export const CLIENT_TYPES = ['desktop', 'mobile'] as const;

/**
 * The provider categories an operator may give a game: each one the lobby sorts into its tabs and
 * id lists (CATEGORY_ID_LIST), and the two that put a game in none of them, videoSlots (a slot:
 * the lobby's main list only) and virtualSports (any other type: otherGames).
 */
export const PROVIDER_CATEGORIES: readonly string[] = ['videoSlots', ...Object.keys(CATEGORY_ID_LIST), 'virtualSports'];

/** A move in the lobby's order: first of all, or one place up or down. */
export const LOBBY_MOVES = ['top', 'up', 'down'] as const;
export type LobbyMove = (typeof LOBBY_MOVES)[number];

const GAME_ID_PREFIX = { integration: 'in:', producer: 'pr:', id: 'id:' } as const;

/** The composite key: integration, producer and id, each prefixed, joined by double underscores. */
export function composeGameId(integration: string, producer: string, gameId: string): string {
  return `${GAME_ID_PREFIX.integration}${integration}__${GAME_ID_PREFIX.producer}${producer}__${GAME_ID_PREFIX.id}${gameId}`;
}

export function parseGameId(composite: string): { integration: string; producer: string; gameId: string } | null {
  const parts = composite.split('__');
  if (parts.length !== 3) return null;
  const [integration, producer, gameId] = parts as [string, string, string];
  if (
    !integration.startsWith(GAME_ID_PREFIX.integration) ||
    !producer.startsWith(GAME_ID_PREFIX.producer) ||
    !gameId.startsWith(GAME_ID_PREFIX.id)
  )
    return null;
  return { integration: integration.slice(3), producer: producer.slice(3), gameId: gameId.slice(3) };
}

/** The id lists a game belongs to, by its id or its provider category. */
export function gameIdLists(game: Pick<ServerGame, 'game_id' | 'category'>): GameIdListName[] {
  const byCategory = CATEGORY_ID_LIST[game.category];
  return GAME_ID_LIST_NAMES.filter((list) => GAME_ID_LISTS[list].includes(game.game_id) || byCategory === list);
}

/** The lobby categories (tabs) a game shows under. */
export function gameCategories(game: Pick<ServerGame, 'game_id' | 'category' | 'game_type' | 'drops_and_wins'>) {
  const lists = gameIdLists(game);
  const tabs: GameCategory[] = [];
  if (lists.includes('popular')) tabs.push('topGames');
  if (game.drops_and_wins) tabs.push('Drops & Wins');
  const table = lists.some((l) => l === 'roulette' || l === 'blackJack' || l === 'baccarat' || l === 'dice');
  if (table && game.game_type !== 'live') tabs.push('tableGames');
  if (lists.includes('poker')) tabs.push('videoPoker');
  if (!table && !lists.includes('poker') && game.game_type !== 'slot') tabs.push('otherGames');
  return tabs;
}

export function normaliseGame(game: ServerGame): NormalisedGame {
  return {
    id: String(game.id),
    gameId: composeGameId(game.integration, game.producer, game.game_id),
    description: game.description,
    gameName: game.name,
    format: game.game_type,
    tab: gameCategories(game),
    tabLive: game.game_type === 'live' ? gameIdLists(game).filter((l) => l !== 'popular') : [],
    provider: game.producer,
    routeProvider: game.integration,
    imageUrl: game.image,
    hasDemoMode: game.has_demo,
    hasFreeSpins: game.has_free_spins,
    additionalData: { system: game.slug.split('_')[0] ?? game.slug },
    additionalIntegrationGameId: game.game_id,
  };
}

/** Favourites are keyed `{game_id}_{provider}` (SPEC.md §3 Game lists). */
export const favouriteKey = (gameId: string, provider: string) => `${gameId}_${provider}`;
