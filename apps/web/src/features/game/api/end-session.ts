import { apiRequest } from '@casino/api-client';
import { GAMES_API } from '@casino/contracts';

/**
 * Ends the game session when the player leaves the frame, so the game can be opened again at
 * once. `keepalive` lets the call finish while the tab itself is closing or reloading.
 */
export function endSession(sessionId: string, keepalive = false): Promise<unknown> {
  return apiRequest(GAMES_API.gameSession.replace(':sessionId', encodeURIComponent(sessionId)), {
    method: 'DELETE',
    keepalive,
  });
}
