import type { EmbeddedSportsbook, IntegrationLoginAnswer } from '@casino/contracts';
import type { SeamlessService } from '../seamless/index.js';

/** The provider code the in-house sportsbook calls the seamless wallet with. */
export const SPORTSBOOK_PROVIDER = 'sportsbook';

export type SportsService = ReturnType<typeof createSportsService>;

/** The platform's side of the sportsbook integrations (SPEC.md §7). */
export function createSportsService(deps: { seamless: SeamlessService }) {
  return {
    /**
     * A token for the player's embedded sportsbook: a seamless launch token for the
     * sportsbook provider, which exchanges it for a session of its own.
     */
    async login(userId: number, integration: EmbeddedSportsbook): Promise<IntegrationLoginAnswer> {
      const token = await deps.seamless.issueLaunchToken(userId, SPORTSBOOK_PROVIDER, `sport:${integration}`);
      return integration === 'alt' ? { access_token: token } : { token };
    },
  };
}
