import { apiRequest } from '@casino/api-client';
import type { EmbeddedSportsbook, IntegrationLoginAnswer, Locale } from '@casino/contracts';
import { useMutation } from '@tanstack/react-query';

export interface IntegrationLoginVariables {
  integration: EmbeddedSportsbook;
  language: Locale;
  /** Which frame load asked (use-launch-token.ts): an answer for an older one is not used. */
  request: string;
}

/** The launch token, whichever name the integration gives it (alt: access_token; dgt, bby: token). */
export function launchTokenOf(answer: IntegrationLoginAnswer): string {
  return 'access_token' in answer ? answer.access_token : answer.token;
}

/**
 * POST /api/integrations/{alt|dgt|bby}/login {language}: a single-use launch token for the
 * signed-in player's frame. A switched-off integration answers 404 integration_disabled.
 */
export async function loginIntegration(integration: EmbeddedSportsbook, language: Locale): Promise<string> {
  const answer = await apiRequest<IntegrationLoginAnswer>(
    `/api/integrations/${encodeURIComponent(integration)}/login`,
    { method: 'POST', body: { language } },
  );
  return launchTokenOf(answer);
}

/**
 * A token is spent by the frame that opens with it: it is asked for once per frame load and
 * never kept (no cache time, no retry, nothing refetched on focus).
 */
export function useIntegrationLogin() {
  return useMutation({
    mutationFn: ({ integration, language }: IntegrationLoginVariables) => loginIntegration(integration, language),
    gcTime: 0,
    retry: false,
  });
}
