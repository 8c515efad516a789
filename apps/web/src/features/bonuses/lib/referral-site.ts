import { isWebAddress } from '@casino/contracts';

/** SPEC §5 referral site: name and link not blank, the link a web address (as the server checks it). */
export type ReferralSiteProblem =
  'referral_site_name_blank' | 'referral_site_link_blank' | 'referral_site_link_invalid';

export function referralSiteProblem(name: string, link: string): ReferralSiteProblem | null {
  if (!name.trim()) return 'referral_site_name_blank';
  if (!link.trim()) return 'referral_site_link_blank';
  if (isWebAddress(link.trim())) return null;
  return 'referral_site_link_invalid';
}

/** The address a site shares: the sign-up page with its code. */
export const referralLink = (origin: string, code: string) => `${origin}/sign-up/${encodeURIComponent(code)}`;
