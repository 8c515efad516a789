import { apiRequest } from '@casino/api-client';
import { GAMES_API } from '@casino/contracts';

/** Tells the platform the game is still open; a session without this for a while is ended. */
export function keepSessionAlive(sessionId: string): Promise<unknown> {
  return apiRequest(GAMES_API.gameSession.replace(':sessionId', encodeURIComponent(sessionId)), { method: 'PUT' });
}
