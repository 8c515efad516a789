import { selectorKeyframes } from '../lib/rotation';

const TICK = 'wheel-selector-tick';
/** The selector's ticks and the winner's entrance, shipped with the wheel's chunk (transform and opacity only). */
export const WHEEL_KEYFRAMES = `${selectorKeyframes(TICK)}@keyframes wheel-pop{from{opacity:0;transform:scale(.9)}to{opacity:1;transform:none}}`;

/**
 * The fixed selector at the top, pointing at the winning segment. While the wheel turns it
 * flicks against the passing pegs, less and less often as the wheel slows. `spin` restarts it.
 */
export function WheelSelector({ spin, spinning, spinMs }: { spin: number; spinning: boolean; spinMs: number }) {
  return (
    <div className="pointer-events-none absolute inset-x-0 -top-3 z-10 mx-auto w-9" aria-hidden="true">
      <svg
        key={spin}
        viewBox="0 0 36 44"
        className="w-9 origin-[50%_25%] drop-shadow-[0_3px_4px_rgb(0_0_0/0.6)]"
        data-testid="wheel-selector"
        data-spinning={spinning || undefined}
        style={spinning ? { animation: `${TICK} ${spinMs}ms linear` } : undefined}
      >
        <path d="M18 43 3 14a15 15 0 1 1 30 0Z" fill="#ffd773" stroke="#c48712" strokeWidth="2" />
        <circle cx="18" cy="14" r="5" fill="#070b16" />
      </svg>
    </div>
  );
}
