import { REFERRAL_CODE_PREFIX } from '@casino/contracts';
import type { Tx } from '../../db/database.js';
import type { PromoCodeService } from './promo-codes.service.js';
import type { ReferralSiteService } from './referral-sites.service.js';

/**
 * The sign-up's bonus code (SPEC.md §3 Sign-up fields, /sign-up/{promocode}): a referral site's
 * code counts the player as its referral, any other is a promo code to activate. Inside the
 * sign-up's transaction: a code that does not hold refuses the sign-up.
 */
export function createSignUpCodes(deps: { promoCodes: PromoCodeService; referralSites: ReferralSiteService }) {
  return {
    async apply(userId: number, code: string, tx: Tx): Promise<void> {
      if (code.startsWith(REFERRAL_CODE_PREFIX)) await deps.referralSites.refer(tx, userId, code);
      else await deps.promoCodes.activate(userId, code, tx);
    },

    /** The agent whose referral site's code this is (decision 044), else null (a promo code included). */
    agentOf: (code: string, tx: Tx): Promise<number | null> =>
      code.startsWith(REFERRAL_CODE_PREFIX) ? deps.referralSites.agentOf(code, tx) : Promise.resolve(null),
  };
}
