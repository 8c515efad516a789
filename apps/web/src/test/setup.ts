import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Tests read English texts; set the choice before i18n initialises.
localStorage.setItem('persist:language', JSON.stringify('en-US'));

// jsdom has no matchMedia; the layout and sonner need one.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// Components are rendered outside the router here: load both parts of the texts up front.
const { initI18n, loadPageMessages } = await import('@/lib/i18n');
await initI18n();
await loadPageMessages();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
