import { useSyncExternalStore } from 'react';

/**
 * Whether the player asked their system for less motion. Every animation of the client
 * then stops (styles/motion.css); the games also skip what is motion by design (a
 * count-up, the walk through a spin's wins) and show the result still.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The preference, followed live (it can change while the game is open). */
export const useReducedMotion = () => useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
