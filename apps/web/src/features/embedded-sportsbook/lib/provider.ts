import type { EmbeddedSportsbook, SportsbookIntegrationSetting } from '@casino/contracts';
import { clientOrigin } from './client-url';

/** What the client posts to the page around it (apps/sportsbook's lib/host.ts). */
export type ProviderMessage = 'login-required' | 'balance-moved';

/** The message's meaning, or null for anything else (other scripts post to the window too). */
export function providerMessageOf(data: unknown): ProviderMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (type === 'sportsbook:login-required') return 'login-required';
  if (type === 'sportsbook:balance-moved') return 'balance-moved';
  return null;
}

/**
 * Where an embedded sportsbook is served from, as GET /api/settings/ says:
 * - loading: the settings are not in yet;
 * - failed: they could not be read (retry asks again);
 * - disabled: the operator switched the integration off (or gave it no usable address):
 *   the route shows the not-found page, as the native sportsbook does;
 * - ready: the integration's public URL, the origin its messages come from, and the
 *   stylesheet its client is given: the operator's (styleUrl), else the skin this site serves
 *   for it (SPEC §2.6: dgt's stylesheet comes from the site's own host), else none.
 */
export type FrameHost =
  | { kind: 'loading' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'disabled' }
  | { kind: 'ready'; url: string; origin: string; stylesheet: string | null };

/** The skins this site serves from its own host (apps/web/public/skins). */
const SITE_SKINS: Partial<Record<EmbeddedSportsbook, string>> = { dgt: '/skins/dgt.css' };

/** The settings query as far as it matters here (TanStack Query's result fits). */
export interface SettingsLike {
  data?: { sportsbooks: readonly SportsbookIntegrationSetting[] } | undefined;
  isError: boolean;
  refetch: () => unknown;
}

export function frameHost(settings: SettingsLike, id: EmbeddedSportsbook, siteOrigin = location.origin): FrameHost {
  if (!settings.data) {
    return settings.isError ? { kind: 'failed', retry: () => void settings.refetch() } : { kind: 'loading' };
  }
  const book = settings.data.sportsbooks.find((entry) => entry.id === id);
  const origin = book?.enabled ? clientOrigin(book.url) : null;
  if (!book || !origin) return { kind: 'disabled' };
  const skin = SITE_SKINS[id];
  const stylesheet = book.styleUrl ?? (skin ? new URL(skin, siteOrigin).href : null);
  return { kind: 'ready', url: book.url, origin, stylesheet };
}
