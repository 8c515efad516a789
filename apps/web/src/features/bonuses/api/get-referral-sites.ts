import { apiRequest } from '@casino/api-client';
import type { ReferralSiteList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { USER_SCOPE } from '@/lib/query-client';

export const REFERRAL_SITES_KEY = [USER_SCOPE, 'referral-sites'] as const;

/** GET /api/referral/sites/: the player's referral sites with their codes and the players they brought. */
export function getReferralSites(signal?: AbortSignal): Promise<ReferralSiteList> {
  return apiRequest<ReferralSiteList>('/api/referral/sites/', signal ? { signal } : {});
}

export const referralSitesQuery = () =>
  queryOptions({ queryKey: REFERRAL_SITES_KEY, queryFn: ({ signal }) => getReferralSites(signal) });

export function useReferralSites() {
  return useQuery(referralSitesQuery());
}
