/**
 * The first page's part of the installable app (docs/decisions/040-installable-app.md), kept
 * small: it keeps the browser's `beforeinstallprompt` event, which comes once and early, for the
 * notice and the Android button (both lazy chunks), and registers the service worker once the
 * page has loaded.
 */

/** Chromium's install prompt (not in TypeScript's DOM types). */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let saved: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const keep = (event: InstallPromptEvent | null) => {
  saved = event;
  listeners.forEach((listener) => listener());
};

addEventListener('beforeinstallprompt', (event) => {
  // Keep the browser's own mini-bar away: the site offers the install itself.
  event.preventDefault();
  keep(event as InstallPromptEvent);
});
addEventListener('appinstalled', () => keep(null));
// The built site only: the dev server and the unit tests run without a worker.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => {}));
}

export const installPrompt = {
  get: () => saved,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Sets (tests) or drops the saved event: it can prompt once only. */
  keep,
};

/** A cheap test of the user agent for the first page: only Android fetches the download button. */
export const mayBeAndroid = () => /android/i.test(navigator.userAgent);
