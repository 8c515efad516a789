import { BREAKPOINTS } from '@casino/contracts';
import { useCallback, useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Desktop = wider than tablet (SPEC §2.8: side panels close above 767 px). */
export const DESKTOP_QUERY = `(min-width: ${BREAKPOINTS.tablet + 1}px)`;

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
