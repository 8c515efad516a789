import { useEffect, useRef } from 'react';
import { amountAt, type Growth, startGrowth } from '../lib/growth';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Writes a growing amount into the element's text once per frame (no React render per frame):
 * from what it showed to `target` over `duration` ms. With reduced motion, it jumps. `format`
 * should be stable (memoised): a new one starts the climb again from the amount shown.
 */
export function useGrowingAmount(target: number, duration: number, format: (amount: number) => string) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef<number | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const growth: Growth = startGrowth(reducedMotion() ? null : shown.current, target, performance.now(), duration);
    let frame = 0;
    const paint = (now: number) => {
      const amount = amountAt(growth, now);
      shown.current = amount;
      const text = format(amount);
      if (element.textContent !== text) element.textContent = text;
      if (amount < growth.to) frame = requestAnimationFrame(paint);
    };
    paint(performance.now());
    return () => cancelAnimationFrame(frame);
    // A new format (language, currency) goes on from the amount shown, in the new format.
  }, [target, duration, format]);

  return ref;
}
