import { useEffect, useRef, useState } from 'react';
import { msUntil } from '../lib/countdown';

/** While the time has come and the server has not moved on yet, ask again this often. */
const RETRY_MS = 5000;

/**
 * The milliseconds left until `target` (an ISO time; null for none), ticking each second. When
 * the countdown reaches zero `onEnd` runs (the caller reads a new target time); while the
 * target stays in the past it runs again every few seconds, never faster.
 */
export function useCountdown(target: string | null | undefined, onEnd: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  const endRef = useRef(onEnd);
  const lastEnd = useRef(0);
  useEffect(() => {
    endRef.current = onEnd;
  });
  useEffect(() => {
    if (!target) return;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      const left = msUntil(target, current);
      if (left !== null && left <= 0 && current - lastEnd.current >= RETRY_MS) {
        lastEnd.current = current;
        endRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [target]);
  return target ? msUntil(target, now) : null;
}
