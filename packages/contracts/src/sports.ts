import { z } from 'zod';
import { LOCALES } from './locales.js';

/**
 * The embedded sportsbooks of SPEC.md §2.6 and §7: each frames the sportsbook provider's
 * client with a token the platform issues for the signed-in player. Integration A (alt)
 * answers `access_token`, the two others `token`.
 */
export const EMBEDDED_SPORTSBOOKS = ['alt', 'dgt', 'bby'] as const;
export type EmbeddedSportsbook = (typeof EMBEDDED_SPORTSBOOKS)[number];

export const IntegrationParams = z.object({ integration: z.enum(EMBEDDED_SPORTSBOOKS) });
export const IntegrationLoginRequest = z.object({ language: z.enum(LOCALES).optional() }).default({});
export const IntegrationLoginAnswer = z.union([
  z.object({ access_token: z.string() }),
  z.object({ token: z.string() }),
]);
export type IntegrationLoginAnswer = z.infer<typeof IntegrationLoginAnswer>;
