import { useEffect, useRef } from 'react';
import { amountAt, type Growth, startGrowth } from '../lib/growth';

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Writes a growing amount into the element's text once per frame (no React render per frame):
 * from what it showed to `target` over `duration` ms. With reduced motion, it jumps.
 */
export function useGrowingAmount(target: number, duration: number, format: (amount: number) => string) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = useRef<number | null>(null);
  const formatRef = useRef(format);
  formatRef.current = format;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const growth: Growth = startGrowth(reducedMotion() ? null : shown.current, target, performance.now(), duration);
    let frame = 0;
    const paint = (now: number) => {
      const amount = amountAt(growth, now);
      if (amount !== shown.current || element.textContent === '') {
        shown.current = amount;
        element.textContent = formatRef.current(amount);
      }
      if (amount < growth.to) frame = requestAnimationFrame(paint);
    };
    paint(performance.now());
    return () => cancelAnimationFrame(frame);
  }, [target, duration]);

  // A new language or currency format: the amount shown now, written again.
  useEffect(() => {
    if (ref.current && shown.current !== null) ref.current.textContent = format(shown.current);
  }, [format]);

  return ref;
}
