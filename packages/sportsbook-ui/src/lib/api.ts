import type {
  BetsHistoryPage,
  FeedEvent,
  FeedEventSummary,
  FeedSport,
  FeedTournament,
  PlayerBalance,
  SessionCreateAnswer,
  SportsBet,
  SubBet,
  TicketPlacementRequest,
  TicketStatus,
} from './contracts';

/**
 * The provider's API as the client calls it: the public feed, and integration C's player
 * calls with the session token (`Authorization: Bearer`). Every failure is an ApiError
 * with the answer's code (`coefs_changed`, `market_suspended`…) and its body (the new odds).
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** SPEC §9: a request gives up after 30 s (a live ticket's answer comes after its delay, well within it). */
const TIMEOUT_MS = 30_000;

interface Options {
  method?: 'GET' | 'POST';
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * How integration C's player calls travel: `path` is relative to the integration's root
 * ("/ticket/placement"). Failures are ApiErrors. Standalone, the client calls the provider
 * itself with its session token; the site's native sportsbook sends them through the platform.
 */
export type PlayerTransport = <T>(path: string, options: Options) => Promise<T>;

let feedBase = '';
let playerBase = '/api/c';
let sessionToken: string | null = null;
let onSessionLost: () => void = () => {};

/** Where the public feed is read (the provider's origin); '' is this page's own origin. */
export function setFeedBase(url: string): void {
  feedBase = url.replace(/\/$/, '');
}

export function setPlayerSession(token: string | null, baseUrl = ''): void {
  sessionToken = token;
  // The provider answers its own origin; a base_url elsewhere is used as given.
  const origin =
    baseUrl && new URL(baseUrl, location.href).origin !== location.origin ? baseUrl.replace(/\/$/, '') : '';
  playerBase = `${origin}/api/c`;
}

export const hasSession = (): boolean => sessionToken !== null;

export function whenSessionLost(handler: () => void): void {
  onSessionLost = handler;
}

async function call<T>(url: string, { method = 'GET', body, signal }: Options, token: string | null): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(timeout.aborted ? 'timeout' : 'network', 0);
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const code =
      typeof data.code === 'string' ? data.code : response.status >= 500 ? 'internal_error' : 'invalid_request';
    throw new ApiError(code, response.status, data);
  }
  return data as T;
}

/** The standalone client's transport: the provider itself, with the session token. */
const providerTransport: PlayerTransport = async (path, options) => {
  if (!sessionToken) throw new ApiError('invalid_token', 401);
  try {
    return await call(`${playerBase}${path}`, options, sessionToken);
  } catch (error) {
    if (error instanceof ApiError && (error.code === 'invalid_token' || error.status === 401)) {
      onSessionLost();
      throw new ApiError('invalid_token', error.status, error.body);
    }
    throw error;
  }
};

let transport: PlayerTransport = providerTransport;

/** The site's native sportsbook sends the player's calls through its platform instead. */
export function setPlayerTransport(next: PlayerTransport): void {
  transport = next;
}

const fromFeed = <T>(path: string, signal?: AbortSignal) => call<T>(`${feedBase}${path}`, { signal }, null);

const query = (values: Record<string, string | number | undefined>): string => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(values))
    if (value !== undefined && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export interface EventsQuery {
  sport?: string;
  tournament?: string;
  state: 'prematch' | 'live';
  hours?: number;
  limit?: number;
  lang: string;
}

/** A list as the contract wraps it ({ sports: [...] }); a bare array is taken as is. */
const listOf = <T>(answer: T[] | Record<string, unknown>, field: string): T[] =>
  Array.isArray(answer) ? answer : Array.isArray(answer[field]) ? (answer[field] as T[]) : [];

export const feed = {
  sports: async (lang: string, signal?: AbortSignal) =>
    listOf<FeedSport>(await fromFeed(`/api/feed/sports${query({ lang })}`, signal), 'sports'),
  tournaments: async (sport: string, lang: string, signal?: AbortSignal) =>
    listOf<FeedTournament>(await fromFeed(`/api/feed/tournaments${query({ sport, lang })}`, signal), 'tournaments'),
  /** The top tournaments, best first (every sport's without `sport`). */
  topTournaments: async (sport: string | undefined, limit: number, signal?: AbortSignal) =>
    listOf<FeedTournament>(
      await fromFeed(`/api/feed/tournaments/top${query({ sport, limit })}`, signal),
      'tournaments',
    ),
  events: async (q: EventsQuery, signal?: AbortSignal) =>
    listOf<FeedEventSummary>(await fromFeed(`/api/feed/events${query({ ...q })}`, signal), 'events'),
  event: (id: string, lang: string, signal?: AbortSignal) =>
    fromFeed<FeedEvent>(`/api/feed/events/${encodeURIComponent(id)}${query({ lang })}`, signal),
  streamUrl: (ids: readonly string[], lang: string) =>
    `${feedBase}/api/feed/stream${query({ events: ids.join(','), lang })}`,
};

export const player = {
  /** Standalone only: the launch token buys a session from the provider itself. */
  createSession: (token: string) =>
    call<SessionCreateAnswer>(`${playerBase}/session/create`, { method: 'POST', body: { token } }, null),
  balance: () => transport<PlayerBalance>('/player/balance', { method: 'POST', body: {} }),
  place: (ticket: TicketPlacementRequest) =>
    transport<SportsBet>('/ticket/placement', { method: 'POST', body: ticket }),
  history: (status: 'open' | 'settled' | 'all', page: number, pageSize: number, signal?: AbortSignal) =>
    transport<BetsHistoryPage>(`/betshistory${query({ status, page, page_size: pageSize })}`, { signal }),
  ticket: (ticketId: string, signal?: AbortSignal) =>
    transport<TicketStatus>('/ticket/status', { method: 'POST', body: { ticket_id: ticketId }, signal }),
  subbet: (id: string, signal?: AbortSignal) => transport<SubBet>(`/${encodeURIComponent(id)}/subbet`, { signal }),
  cashOutQuote: (id: string, signal?: AbortSignal) =>
    transport<{ price: number | null; code?: string }>(`/ticket/${encodeURIComponent(id)}/cashout`, { signal }),
  cashOut: (id: string, price: number) =>
    transport<SportsBet>(`/ticket/${encodeURIComponent(id)}/cashout`, { method: 'POST', body: { price } }),
};

/** A fresh id for one placement (the same id twice is one ticket: error_exist_bet). */
export function requestId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
