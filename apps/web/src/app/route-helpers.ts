import type { ComponentType } from 'react';
import { redirect } from 'react-router';
import { loadPageMessages } from '@/lib/i18n';

type PageModule = Promise<{ default: ComponentType }>;

/** Every page is its own chunk, fetched when its route is first visited. */
export const page = (load: () => PageModule) => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * Pages beyond the lobby and the games (forms, profile, cashier) also need the second part of the
 * texts: it is fetched with the page's chunk, so the page renders with every text in place.
 */
export const formPage = (load: () => PageModule) =>
  page(async () => (await Promise.all([load(), loadPageMessages()]))[0]);

/**
 * Fixed redirects run as loaders, before anything renders: a <Navigate> would first render
 * the layout at the old path and then change it, undoing a tap made in between.
 */
export const redirectTo = (to: string) => ({ loader: () => redirect(to) });
