/**
 * SPEC §9: 16 segments (the contracts' WHEEL_SEGMENTS, which rotation.test.ts holds equal: importing
 * it would bring the contracts' wheel schemas, and zod, into the wheel's chunk).
 */
export const WHEEL_SEGMENTS = 16;
/** SPEC §9: segments of 22.5 degrees. */
export const SEGMENT_DEGREES = 360 / WHEEL_SEGMENTS;
/** SPEC §9: each spin turns the wheel 1080 degrees (three turns) on top of where it lands. */
export const DEGREES_PER_SPIN = 1080;
/** How far from a segment's centre the wheel may stop, so it never stops on a border. */
export const MAX_LANDING_OFFSET = SEGMENT_DEGREES / 2 - 3;

const modulo = (value: number, by: number) => ((value % by) + by) % by;

/**
 * The wheel's angle (0 to 360, clockwise) that puts segment `prizeId` under the selector at the
 * top. Segment i is drawn centred i × 22.5° clockwise from the top, so it needs −i × 22.5°;
 * `offset` (degrees, within ±MAX_LANDING_OFFSET) lands it that far off its centre.
 */
export function landingAngle(prizeId: number, offset = 0): number {
  const clamped = Math.max(-MAX_LANDING_OFFSET, Math.min(MAX_LANDING_OFFSET, offset));
  return modulo(clamped - prizeId * SEGMENT_DEGREES, 360);
}

/**
 * The wheel's total rotation after its `spins`-th spin, which landed on `prizeId`: 1080° per
 * spin plus the landing angle. It accumulates: each spin starts where the last one stopped and
 * turns forward by 720° to 1440° (three turns, give or take the step between the two prizes).
 */
export function wheelRotation(spins: number, prizeId: number, offset = 0): number {
  return spins * DEGREES_PER_SPIN + landingAngle(prizeId, offset);
}

/** The segment under the selector when the wheel has turned `rotation` degrees. */
export function segmentAt(rotation: number): number {
  return modulo(Math.round(-rotation / SEGMENT_DEGREES), WHEEL_SEGMENTS);
}

/**
 * The selector's ticks while the wheel slows (CSS keyframes named `name`): a flick at each of
 * `ticks` moments spread as an ease-out wheel passes its segments, quick at first, then further
 * and further apart, back at rest at 100 %.
 */
export function selectorKeyframes(name: string, ticks = 18): string {
  const at = (k: number) => 1 - Math.cbrt(1 - k / ticks);
  const pct = (value: number) => `${(value * 100).toFixed(2)}%`;
  const frames = ['0%{transform:rotate(0)}'];
  for (let k = 1; k < ticks; k++) {
    frames.push(`${pct(at(k))}{transform:rotate(-16deg)}`, `${pct((at(k) + at(k + 1)) / 2)}{transform:rotate(0)}`);
  }
  frames.push('100%{transform:rotate(0)}');
  return `@keyframes ${name}{${frames.join('')}}`;
}
