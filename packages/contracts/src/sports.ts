import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * The sportsbook integrations of SPEC.md §2.6 and §7. Integration C (`sft`) is the native
 * one: the site's own sportsbook pages call the provider through the platform
 * (`/api/integrations/sft/...`). The three others frame the provider's client with a token
 * the platform issues for the signed-in player: integration A (alt) answers `access_token`,
 * dgt and bby answer `token`.
 */
export const NATIVE_SPORTSBOOK = 'sft' as const;
export const EMBEDDED_SPORTSBOOKS = ['alt', 'dgt', 'bby'] as const;
export type EmbeddedSportsbook = (typeof EMBEDDED_SPORTSBOOKS)[number];
export const SPORTSBOOK_INTEGRATIONS = [NATIVE_SPORTSBOOK, ...EMBEDDED_SPORTSBOOKS] as const;
export type SportsbookIntegration = (typeof SPORTSBOOK_INTEGRATIONS)[number];

/**
 * One integration as the site sees it in GET /api/settings/: `url` is the provider's public
 * base, no trailing slash; `styleUrl` the stylesheet its client is given (the operator's skin),
 * null for the default (the site's own for dgt, none for the others).
 */
export const SportsbookIntegrationSetting = z.object({
  id: z.enum(SPORTSBOOK_INTEGRATIONS),
  enabled: z.boolean(),
  url: z.string(),
  styleUrl: z.string().nullable(),
});
export type SportsbookIntegrationSetting = z.infer<typeof SportsbookIntegrationSetting>;

export const IntegrationParams = z.object({ integration: z.enum(EMBEDDED_SPORTSBOOKS) });
export const IntegrationLoginRequest = z.object({ language: z.enum(LOCALES).optional() }).default({});
export const IntegrationLoginAnswer = z.union([
  z.object({ access_token: z.string() }),
  z.object({ token: z.string() }),
]);
export type IntegrationLoginAnswer = z.infer<typeof IntegrationLoginAnswer>;

// ——— Integration C through the platform ———

/**
 * Where the site's own sportsbook pages call integration C: the platform forwards each call
 * to the provider with the signed-in player's provider session (the paths after it are the
 * provider's: `/session/create`, `/ticket/placement`, `/betshistory`, `/{id}/subbet`, …).
 */
export const NATIVE_SPORTSBOOK_PREFIX = `/api/integrations/${NATIVE_SPORTSBOOK}` as const;

/** A ticket's id in an integration C path, as the provider writes it. */
export const SportsbookTicketParams = z.object({ id: z.string().regex(/^\d{1,15}$/) });

/** GET ticket/{id}/cashout: the price for the whole ticket, or for `stake` of it. */
export const CashOutQuoteQuery = z.object({ stake: z.coerce.number().min(0).optional() });
/** The quote: `price` null (with the reason's `code`) when the ticket is not for sale now. */
export const CashOutQuote = z.object({ price: z.number().nullable(), code: z.string().optional() });
export type CashOutQuote = z.infer<typeof CashOutQuote>;
