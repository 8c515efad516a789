import { useCallback, useEffect, useState, type RefObject } from 'react';

/** Full screen for one element, following the browser's own state (Esc leaves it too). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const sync = () => setActive(document.fullscreenElement === ref.current && ref.current !== null);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, [ref]);
  useEffect(
    () => () => {
      // Leaving the page must not leave the browser stuck in full screen.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    },
    [],
  );
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void ref.current?.requestFullscreen?.().catch(() => {});
  }, [ref]);
  return { active, toggle, supported: typeof document !== 'undefined' && document.fullscreenEnabled !== false };
}
