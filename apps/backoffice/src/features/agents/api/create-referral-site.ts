import { apiRequest } from '@casino/api-client';
import type { ReferralSite, ReferralSiteRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STAFF_SCOPE } from '@/lib/query-client';

/** POST /api/backoffice/referral-sites/: a site of the agent's, given a code of its own. */
export function createReferralSite(body: ReferralSiteRequest): Promise<ReferralSite> {
  return apiRequest<ReferralSite>('/api/backoffice/referral-sites/', { method: 'POST', body });
}

export function useCreateReferralSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReferralSite,
    onSuccess: () => client.invalidateQueries({ queryKey: [STAFF_SCOPE, 'referral-sites'] }),
  });
}
