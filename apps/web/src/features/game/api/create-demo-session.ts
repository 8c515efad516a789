import { apiRequest } from '@casino/api-client';
import { GAMES_API, type CreateDemoSessionRequest, type GameSessionResponse } from '@casino/contracts';

/** A demo session: open to guests, no money moves. */
export function createDemoSession(provider: string, body: CreateDemoSessionRequest, signal?: AbortSignal) {
  return apiRequest<GameSessionResponse>(GAMES_API.demoSession.replace(':provider', encodeURIComponent(provider)), {
    method: 'POST',
    body,
    ...(signal ? { signal } : {}),
  });
}
