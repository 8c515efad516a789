import { z } from 'zod';
import { BET_STATUSES } from './enums.js';
import { currencyCode, isValidIsoDate } from './fields.js';

/**
 * The casino catalogue and the Slots calls of SPEC.md §7. The server answers games in their
 * server form (SPEC.md §3 "Game (server form)"); the web normalises them with `normaliseGame`.
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

const providerCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-z0-9-]{2,40}$/, { error: 'invalid' });
const gameIdField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'invalid' });
export const GAME_LANGS = ['en', 'fr', 'ar', 'ru'] as const;
export type GameLang = (typeof GAME_LANGS)[number];
const lang = z.enum(GAME_LANGS, { error: 'invalid' }).default('en');

/** SPEC.md §3 Game (server form), plus what the catalogue knows about play modes and limits. */
export const ServerGame = z.object({
  id: z.number().int(),
  game_id: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  image_desktop: z.string(),
  /** The provider route code: `/slots/{integration}/{game_id}`. */
  integration: z.string(),
  producer: z.string(),
  /** `{producer}_{game_id}`: its first part is `additionalData.system`. */
  slug: z.string(),
  game_type: z.enum(GAME_TYPES),
  drops_and_wins: z.boolean(),
  /** The provider's own category (videoSlots, roulette, blackJack, …). */
  category: z.string(),
  has_demo: z.boolean(),
  has_free_spins: z.boolean(),
  rtp: z.number().nullable(),
  volatility: z.string().nullable(),
  min_bet: z.number(),
  max_bet: z.number(),
  created_at: z.string(),
});
export type ServerGame = z.infer<typeof ServerGame>;

/** SPEC.md §3 Game (normalised). */
export const NormalisedGame = z.object({
  id: z.string(),
  gameId: z.string(),
  description: z.string(),
  gameName: z.string(),
  format: z.enum(GAME_TYPES),
  tab: z.array(z.enum(GAME_CATEGORIES)),
  tabLive: z.array(z.enum(GAME_ID_LIST_NAMES)),
  provider: z.string(),
  routeProvider: z.string(),
  imageUrl: z.string(),
  hasDemoMode: z.boolean(),
  hasFreeSpins: z.boolean(),
  additionalData: z.object({ system: z.string() }),
  additionalIntegrationGameId: z.string(),
});
export type NormalisedGame = z.infer<typeof NormalisedGame>;

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

/** SPEC.md §3 Producer. `name` is the code games name as their `producer`; `title` is for display. */
export const Producer = z.object({
  name: z.string(),
  title: z.string(),
  active: z.boolean(),
  integrations: z.array(z.string()),
});
export type Producer = z.infer<typeof Producer>;
export const ProducerList = z.array(Producer);

export const GameListParams = z.object({ provider: providerCode });
export const GameListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(2000).default(1000),
  producer: providerCode.optional(),
  game_type: z.enum(GAME_TYPES).optional(),
});
export type GameListQuery = z.input<typeof GameListQuery>;
export const GameListPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(ServerGame),
});
export type GameListPage = z.infer<typeof GameListPage>;

/** Top and new lists: `{x}` an integration code or `all`, `{y}` the count. */
export const GameRowParams = z.object({
  x: z.union([z.literal('all'), providerCode]),
  y: z.coerce.number().int().min(1).max(100),
});
export const GameRowResponse = z.object({ games: z.array(ServerGame) });
export type GameRowResponse = z.infer<typeof GameRowResponse>;

/** Favourites are keyed `{game_id}_{provider}` (SPEC.md §3 Game lists). */
export const favouriteKey = (gameId: string, provider: string) => `${gameId}_${provider}`;
/** POST body; DELETE takes the same fields as a JSON body or as query parameters. */
export const FavouriteRequest = z.object({ provider: providerCode, game_id: gameIdField });
export type FavouriteRequest = z.infer<typeof FavouriteRequest>;
export const FavouriteGame = z.object({
  key: z.string(),
  provider: z.string(),
  game_id: z.string(),
  created_at: z.string(),
});
export type FavouriteGame = z.infer<typeof FavouriteGame>;
export const FavouriteList = z.array(FavouriteGame);

export const CLIENT_TYPES = ['desktop', 'mobile'] as const;
export const SessionParams = z.object({ provider: providerCode });
export const CreateSessionRequest = z.object({
  game_id: gameIdField,
  lang,
  client_type: z.enum(CLIENT_TYPES).default('desktop'),
  /** Where the game's own "lobby" button leads (the page that opened it). */
  return_url: z.string().max(500).optional(),
});
export type CreateSessionRequest = z.input<typeof CreateSessionRequest>;
export const CreateDemoSessionRequest = z.object({
  game_id: gameIdField,
  lang,
  currency: currencyCode.optional(),
});
export type CreateDemoSessionRequest = z.input<typeof CreateDemoSessionRequest>;
export const CreateFreeSpinSessionRequest = z.object({
  free_spin_session_id: z.coerce.number().int().positive(),
  lang,
  client_type: z.enum(CLIENT_TYPES).default('desktop'),
});
export type CreateFreeSpinSessionRequest = z.input<typeof CreateFreeSpinSessionRequest>;

/**
 * The session address for the game frame. `session_id` (null for demo) identifies the
 * platform's game session: heartbeat it every GAME_SESSION.heartbeatMs and DELETE it on leaving.
 */
export const GameSessionResponse = z.object({
  session_id: z.string().nullable(),
  session_url: z.string(),
});
export type GameSessionResponse = z.infer<typeof GameSessionResponse>;
export const GameSessionParams = z.object({ sessionId: z.string().uuid() });

/** SPEC.md §3 Free-spin info; `session_end` is true once exited, exhausted or expired. */
export const FreeSpinInfo = z.object({
  id: z.number().int(),
  provider: z.string(),
  game_id: z.string(),
  session_end: z.boolean(),
  freespin_left: z.number().int(),
  freespin_total: z.number().int(),
  /** The stake each free spin plays. */
  bet: z.number(),
  /** What the free spins have won so far. */
  prize: z.object({ amount: z.number(), currency: z.string() }),
  expires_at: z.string(),
  created_at: z.string(),
});
export type FreeSpinInfo = z.infer<typeof FreeSpinInfo>;
export const FreeSpinList = z.array(FreeSpinInfo);
export const FreeSpinParams = z.object({ provider: providerCode, sessionId: z.coerce.number().int().positive() });

export const GrantFreeSpinsRequest = z.object({
  user_id: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  provider: providerCode,
  game_id: gameIdField,
  count: z
    .number({ error: 'required' })
    .int({ error: 'invalid' })
    .min(1, { error: 'too_short' })
    .max(1000, { error: 'too_long' }),
  bet: z.number({ error: 'required' }).positive({ error: 'invalid' }).max(1e6, { error: 'too_long' }),
  /** How long the player has to play them. */
  valid_hours: z
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
});
export type GrantFreeSpinsRequest = z.input<typeof GrantFreeSpinsRequest>;

const isoDate = z.string().refine(isValidIsoDate, { error: 'invalid_date' });

/** Slots history filters (SPEC.md §7): dates are days, from its start to its end. */
export const SlotsHistoryQuery = z.object({
  date_from: isoDate.optional(),
  date_to: isoDate.optional(),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
  producer: providerCode.optional(),
});
export type SlotsHistoryQuery = z.input<typeof SlotsHistoryQuery>;

/** SPEC.md §3 Slots history item: one game round. */
export const SlotsHistoryItem = z.object({
  id: z.string(),
  provider: z.string(),
  date: z.string(),
  balance: z.object({ before: z.number(), after: z.number(), currency: z.string() }),
  status: z.enum(BET_STATUSES),
  betAmount: z.number(),
  winAmount: z.number(),
  gameId: z.string(),
  /** True for a round played with free spins. */
  freeSpin: z.boolean(),
});
export type SlotsHistoryItem = z.infer<typeof SlotsHistoryItem>;
export const SlotsHistoryPage = z.object({
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(SlotsHistoryItem),
});
export type SlotsHistoryPage = z.infer<typeof SlotsHistoryPage>;

/** Operator only: the game ids (of any provider) and producers kept out of the lobby. */
export const HiddenGames = z.object({
  game_ids: z.array(gameIdField).max(10_000),
  producers: z.array(providerCode).max(1_000),
});
export type HiddenGames = z.infer<typeof HiddenGames>;
