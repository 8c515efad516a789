import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Tests read English texts; set the choice before i18n initialises.
localStorage.setItem('backoffice:language', JSON.stringify('en-US'));

// jsdom has no matchMedia; sonner needs one.
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

const { initI18n } = await import('@/lib/i18n');
await initI18n();

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});
