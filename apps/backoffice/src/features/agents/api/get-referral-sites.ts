import { apiRequest } from '@casino/api-client';
import type { ReferralSiteList } from '@casino/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** GET /api/backoffice/referral-sites/: the agent's own sites, each with its code and its sign-ups. */
export function getReferralSites(signal?: AbortSignal): Promise<ReferralSiteList> {
  return apiRequest<ReferralSiteList>('/api/backoffice/referral-sites/', signal ? { signal } : {});
}

export const referralSitesQuery = () =>
  queryOptions({
    queryKey: [STAFF_SCOPE, 'referral-sites'] as const,
    queryFn: ({ signal }) => getReferralSites(signal),
  });

export const useReferralSites = () => useQuery(referralSitesQuery());
