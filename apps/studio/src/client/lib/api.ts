/** The studio API as the game client calls it: the play session rides in a header. */

export class ApiError extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

let session = '';
export function setSession(id: string) {
  session = id;
}

export async function api<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'x-studio-session': session, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError('network');
  }
  const data = (await response.json().catch(() => ({}))) as { code?: string };
  if (!response.ok) throw new ApiError(data.code ?? 'internal_error');
  return data as T;
}

/** A round as the server answers it (amounts in minor units). */
export interface Round<O = unknown, I = unknown> {
  id: string;
  state: 'open' | 'bet_placed' | 'settled' | 'rolled_back' | 'rejected';
  stake: number;
  payout: number;
  credited: number | null;
  balance: number | null;
  nonce: number;
  input: I;
  outcome: O;
  createdAt: string;
  freeSpin?: boolean;
}

export interface Seed {
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

export interface GameInfo {
  id: string;
  name: string;
  type: string;
  category: string;
  rtp: number;
  volatility?: string;
  minBet: number;
  maxBet: number;
  theme: { from: string; to: string; accent: string; motif: string };
  [key: string]: unknown;
}

export interface ClientState {
  mode: 'real' | 'demo';
  currency: string;
  language: string;
  username: string | null;
  balance: number | null;
  game: GameInfo;
  seed: Seed;
  resumed: Round[];
  /** A video-poker hand dealt and not yet drawn. */
  pending: Round | null;
  /** Free spins the platform granted with this launch (bet in minor units). */
  freeSpins: { left: number; bet: number } | null;
}

export interface HistoryRound extends Round {
  seed: { serverSeedHash: string; clientSeed: string; serverSeed: string | null };
}
