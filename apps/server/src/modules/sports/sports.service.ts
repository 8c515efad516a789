import type { EmbeddedSportsbook, IntegrationLoginAnswer } from '@casino/contracts';
import { AppError } from '../../lib/app-error.js';
import type { SeamlessService } from '../seamless/index.js';

/** The provider code the in-house sportsbook calls the seamless wallet with. */
export const SPORTSBOOK_PROVIDER = 'sportsbook';

export type SportsService = ReturnType<typeof createSportsService>;

/** The platform's side of the sportsbook integrations (SPEC.md §7). */
export function createSportsService(deps: { seamless: SeamlessService; sportsbook: { walletSecret: string } }) {
  return {
    /** Lets the sportsbook call the seamless wallet with its secret (on every start: a rotated secret takes effect). */
    registerProvider: () =>
      deps.seamless.registerProvider({
        code: SPORTSBOOK_PROVIDER,
        name: 'Sportsbook',
        secret: deps.sportsbook.walletSecret,
      }),

    /**
     * A token for the player's embedded sportsbook: a seamless launch token for the
     * sportsbook provider, which exchanges it for a session of its own.
     */
    async login(userId: number, integration: EmbeddedSportsbook): Promise<IntegrationLoginAnswer> {
      if (!(await deps.seamless.findProvider(SPORTSBOOK_PROVIDER)))
        throw new AppError('provider_not_found', 503, 'The sportsbook is not available.');
      const token = await deps.seamless.issueLaunchToken(userId, SPORTSBOOK_PROVIDER, `sport:${integration}`);
      return integration === 'alt' ? { access_token: token } : { token };
    },
  };
}
