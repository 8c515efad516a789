import { apiRequest } from '@casino/api-client';
import type { ReferralSite, ReferralSiteRequest } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REFERRAL_SITES_KEY } from './get-referral-sites';

/** POST /api/referral/sites/ (SPEC §5): a site's name and link; the server gives it its code. */
export function addReferralSite(body: ReferralSiteRequest): Promise<ReferralSite> {
  return apiRequest<ReferralSite>('/api/referral/sites/', { method: 'POST', body });
}

export function useAddReferralSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addReferralSite,
    onSuccess: () => void client.invalidateQueries({ queryKey: REFERRAL_SITES_KEY }),
  });
}
