import { apiRequest } from '@casino/api-client';
import { GAMES_API, type CreateSessionRequest, type GameSessionResponse } from '@casino/contracts';

/** A real-money session (signed-in players only); its address goes into the game frame. */
export function createSession(provider: string, body: CreateSessionRequest, signal?: AbortSignal) {
  return apiRequest<GameSessionResponse>(GAMES_API.session.replace(':provider', encodeURIComponent(provider)), {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
}
