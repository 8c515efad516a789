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

let playerBase = '';
let sessionToken: string | null = null;
let onSessionLost: () => void = () => {};

export function setPlayerSession(token: string | null, baseUrl = ''): void {
  sessionToken = token;
  // The provider answers its own origin; a base_url elsewhere is used as given.
  playerBase = baseUrl && new URL(baseUrl, location.href).origin !== location.origin ? baseUrl.replace(/\/$/, '') : '';
}

export const hasSession = (): boolean => sessionToken !== null;

export function whenSessionLost(handler: () => void): void {
  onSessionLost = handler;
}

interface Options {
  method?: 'GET' | 'POST';
  body?: unknown;
  player?: boolean;
  signal?: AbortSignal;
}

async function call<T>(path: string, { method = 'GET', body, player = false, signal }: Options = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (player) {
    if (!sessionToken) throw new ApiError('invalid_token', 401);
    headers.authorization = `Bearer ${sessionToken}`;
  }
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${player ? playerBase : ''}${path}`, {
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
    if (player && (code === 'invalid_token' || response.status === 401)) {
      onSessionLost();
      throw new ApiError('invalid_token', response.status, data);
    }
    throw new ApiError(code, response.status, data);
  }
  return data as T;
}

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
    listOf<FeedSport>(await call(`/api/feed/sports${query({ lang })}`, { signal }), 'sports'),
  tournaments: async (sport: string, lang: string, signal?: AbortSignal) =>
    listOf<FeedTournament>(await call(`/api/feed/tournaments${query({ sport, lang })}`, { signal }), 'tournaments'),
  events: async (q: EventsQuery, signal?: AbortSignal) =>
    listOf<FeedEventSummary>(await call(`/api/feed/events${query({ ...q })}`, { signal }), 'events'),
  event: (id: string, lang: string, signal?: AbortSignal) =>
    call<FeedEvent>(`/api/feed/events/${encodeURIComponent(id)}${query({ lang })}`, { signal }),
  streamUrl: (ids: readonly string[], lang: string) => `/api/feed/stream${query({ events: ids.join(','), lang })}`,
};

export const player = {
  createSession: (token: string) =>
    call<SessionCreateAnswer>('/api/c/session/create', { method: 'POST', body: { token } }),
  balance: () => call<PlayerBalance>('/api/c/player/balance', { method: 'POST', body: {}, player: true }),
  place: (ticket: TicketPlacementRequest) =>
    call<SportsBet>('/api/c/ticket/placement', { method: 'POST', body: ticket, player: true }),
  history: (status: 'open' | 'settled' | 'all', page: number, pageSize: number, signal?: AbortSignal) =>
    call<BetsHistoryPage>(`/api/c/betshistory${query({ status, page, page_size: pageSize })}`, {
      player: true,
      signal,
    }),
  subbet: (id: string, signal?: AbortSignal) =>
    call<SubBet>(`/api/c/${encodeURIComponent(id)}/subbet`, { player: true, signal }),
  cashOutQuote: (id: string, signal?: AbortSignal) =>
    call<{ price: number | null; code?: string }>(`/api/c/ticket/${encodeURIComponent(id)}/cashout`, {
      player: true,
      signal,
    }),
  cashOut: (id: string, price: number) =>
    call<SportsBet>(`/api/c/ticket/${encodeURIComponent(id)}/cashout`, {
      method: 'POST',
      body: { price },
      player: true,
    }),
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
