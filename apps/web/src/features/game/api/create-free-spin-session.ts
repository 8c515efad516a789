import { apiRequest } from '@casino/api-client';
import { GAMES_API, type CreateFreeSpinSessionRequest, type GameSessionResponse } from '@casino/contracts';

/** A session that plays one of the player's free-spin grants. */
export function createFreeSpinSession(provider: string, body: CreateFreeSpinSessionRequest, signal?: AbortSignal) {
  return apiRequest<GameSessionResponse>(GAMES_API.freeSpinSession.replace(':provider', encodeURIComponent(provider)), {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
}
