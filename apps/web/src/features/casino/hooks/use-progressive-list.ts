import { startTransition, useEffect, useState } from 'react';

/**
 * The first `first` items at once, the rest in a second, interruptible render (a transition,
 * which React splits into slices of a few milliseconds): a lobby's rows and grid would otherwise
 * build dozens of tiles in one long task each time a list arrives, while the page is still
 * starting, and hold up the phone's main thread (Lighthouse's total blocking time).
 */
export function useProgressiveList<T>(items: readonly T[], first: number): readonly T[] {
  const [whole, setWhole] = useState(false);
  const more = items.length > first;
  useEffect(() => {
    if (more && !whole) startTransition(() => setWhole(true));
  }, [more, whole]);
  return whole ? items : items.slice(0, first);
}
