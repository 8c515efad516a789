import type { WheelSpinResult } from '@casino/contracts';
import { notify } from '@casino/ui/toast';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useMediaQuery } from '@/lib/use-media-query';
import { useSpinWheel } from '../api/spin-wheel';
import { MAX_LANDING_OFFSET, wheelRotation } from '../lib/rotation';

/** SPEC §4, §9: the wheel turns about 4 s, the winner shows at about 5 s; much shorter for reduced motion. */
export const SPIN_TIMING = {
  normal: { spinMs: 4000, revealMs: 5000 },
  reduced: { spinMs: 300, revealMs: 600 },
} as const;

/** Where in its segment the wheel stops: anywhere but near a border, like a real wheel. */
const randomOffset = () => (Math.random() * 2 - 1) * (MAX_LANDING_OFFSET - 2);

/**
 * One spin after another: the answer names the segment, the wheel turns (1080° a spin, the
 * rotation accumulating), and once it has stopped the winner shows and the answer is cleared
 * (the next spin can start). A refusal is a toast.
 */
export function useWheelSpin({ landingOffset = randomOffset }: { landingOffset?: () => number } = {}) {
  const { mutate, reset, isPending } = useSpinWheel();
  const reduced = useMediaQuery('(prefers-reduced-motion: reduce)');
  const timing = reduced ? SPIN_TIMING.reduced : SPIN_TIMING.normal;
  const spins = useRef(0);
  const [rotation, setRotation] = useState(0);
  const [landed, setLanded] = useState<number | null>(null);
  const [spinning, setSpinning] = useState(false);
  const [winner, setWinner] = useState<WheelSpinResult | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const spin = useCallback(
    (isFree: boolean) => {
      setWinner(null);
      mutate(isFree, {
        onSuccess: (result) => {
          spins.current += 1;
          setRotation(wheelRotation(spins.current, result.prizeId, landingOffset()));
          setLanded(result.prizeId);
          setSpinning(true);
          timer.current = setTimeout(() => {
            setSpinning(false);
            setWinner(result);
            reset();
          }, timing.revealMs);
        },
        onError: (error) => void notify(errorText(error), 'warning'),
      });
    },
    [mutate, reset, landingOffset, timing.revealMs],
  );

  return {
    spin,
    /** Asking the server, or the wheel still turning: the spin button waits. */
    busy: isPending || spinning,
    spinning,
    rotation,
    landed,
    spinMs: timing.spinMs,
    reduced,
    winner,
    dismissWinner: useCallback(() => setWinner(null), []),
  };
}
