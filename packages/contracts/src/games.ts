import { z } from 'zod';
import { BET_STATUSES } from './enums.js';
import { currencyCode, isValidIsoDate } from './fields.js';
import {
  CLIENT_TYPES,
  GAME_CATEGORIES,
  GAME_ID_LIST_NAMES,
  GAME_LANGS,
  GAME_TYPES,
  LOBBY_MOVES,
  PROVIDER_CATEGORIES,
} from './games.catalogue.js';

// The plain half of the catalogue contract lives apart so the web lobby can take it without zod.
export * from './games.catalogue.js';

/**
 * The casino catalogue and the Slots calls of SPEC.md §7. The server answers games in their
 * server form (SPEC.md §3 "Game (server form)"); the web normalises them with `normaliseGame`.
 */
const providerCode = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[a-z0-9-]{2,40}$/, { error: 'invalid' });
const gameIdField = z
  .string({ error: 'required' })
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,100}$/, { error: 'invalid' });
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

export const SessionParams = z.object({ provider: providerCode });
export const CreateSessionRequest = z.object({
  game_id: gameIdField,
  lang,
  client_type: z.enum(CLIENT_TYPES).default('desktop'),
  /** Where the game's own "lobby" button leads (the page that opened it). */
  return_url: z.string().max(500).optional(),
  /** Take the game over from the window that holds it (SPEC §2.9 replacing slot): its session ends now. */
  replace: z.boolean().optional(),
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
  replace: z.boolean().optional(),
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
  /** The game's name, in the player's list of sessions. */
  game_name: z.string().optional(),
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

/**
 * GET /api/backoffice/games/ (super admin, owner): every game of every provider, shown or not,
 * in the lobby's order (those the operator placed first, by place; then the others by name).
 */
export const CatalogueGame = z.object({
  /** The catalogue row's id: PATCH /api/backoffice/games/{id}/ and the order's moves name it. */
  id: z.number().int(),
  provider: z.string(),
  game_id: z.string(),
  name: z.string(),
  producer: z.string(),
  game_type: z.enum(['slot', 'table', 'live', 'virtual']),
  /** The category the lobby reads: the operator's if set, else the provider's. */
  category: z.string(),
  /** What the provider's catalogue says (the sync keeps it up to date). */
  provider_category: z.string(),
  rtp: z.number().nullable(),
  /** Offered by its provider now (the catalogue sync says so). */
  active: z.boolean(),
  /** The operator's switch for this catalogue row: off, the lobby neither lists nor opens it. */
  enabled: z.boolean(),
  /** Kept out of the lobby by the operator: its id, or its producer, is hidden. */
  hidden: z.boolean(),
  /** Its place in the lobby's order (1 first); null: after the placed ones, by name. */
  position: z.number().int().nullable(),
});
export type CatalogueGame = z.infer<typeof CatalogueGame>;

export const CatalogueProducer = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  hidden: z.boolean(),
  games: z.number().int(),
  /** Its place in the lobby's providers list (1 first); null: after the placed ones, by name. */
  position: z.number().int().nullable(),
});
export type CatalogueProducer = z.infer<typeof CatalogueProducer>;

export const StaffCatalogue = z.object({ games: z.array(CatalogueGame), producers: z.array(CatalogueProducer) });
export type StaffCatalogue = z.infer<typeof StaffCatalogue>;

export const GameSettingsParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});

/**
 * PATCH /api/backoffice/games/{id}/: the operator's category (one the lobby knows; null goes back
 * to the provider's) and switch. The game's type is the provider's and is not changed here.
 */
export const GameSettingsPatch = z
  .object({
    category: z
      .string({ error: 'invalid' })
      .refine((value) => PROVIDER_CATEGORIES.includes(value), { error: 'invalid' })
      .nullable()
      .optional(),
    enabled: z.boolean({ error: 'invalid' }).optional(),
  })
  .strict()
  .refine((patch) => patch.category !== undefined || patch.enabled !== undefined, { error: 'required' });
export type GameSettingsPatch = z.infer<typeof GameSettingsPatch>;

/**
 * PUT /api/backoffice/games/order/: one game (by its catalogue id) or one producer moved, from
 * where it is now: to the top, or one place up or down. A move names what to do, not the whole
 * order, so two staff moving games at once each get their move (decision 045).
 */
export const LobbyOrderMove = z.union([
  z.object({ id: z.number().int().positive(), move: z.enum(LOBBY_MOVES, { error: 'invalid' }) }).strict(),
  z.object({ producer: providerCode, move: z.enum(LOBBY_MOVES, { error: 'invalid' }) }).strict(),
]);
export type LobbyOrderMove = z.infer<typeof LobbyOrderMove>;

/** GET /api/backoffice/providers/: the game providers, never their secrets. */
export const ProviderInfo = z.object({
  code: z.string(),
  name: z.string(),
  active: z.boolean(),
  /** When its secret was last rotated from the console; null: never. */
  rotated_at: z.string().nullable(),
  /** Until when the secret before the last rotation is still accepted; null: it is not any more. */
  previous_valid_until: z.string().nullable(),
  /** Its secret is the configuration's (a provider this install starts, or one it signs calls to): rotated there. */
  managed_by_configuration: z.boolean(),
});
export type ProviderInfo = z.infer<typeof ProviderInfo>;
export const ProviderList = z.array(ProviderInfo);

export const ProviderParams = z.object({ code: providerCode });

/** POST /api/backoffice/providers/{code}/rotate-secret/: the new secret, shown this once. */
export const RotatedSecret = ProviderInfo.extend({ secret: z.string() });
export type RotatedSecret = z.infer<typeof RotatedSecret>;
