import type { WheelPrize } from '@casino/contracts';
import { SEGMENT_DEGREES, WHEEL_SEGMENTS } from './rotation';

/** The wheel is drawn in a 320 × 320 box around its centre. */
export const VIEW = 320;
export const CENTRE = VIEW / 2;
export const RADIUS = 150;

const point = (degrees: number, radius: number) => {
  const radians = (degrees * Math.PI) / 180;
  // 0° is the top, angles grow clockwise (the y axis points down).
  return `${(CENTRE + radius * Math.sin(radians)).toFixed(3)} ${(CENTRE - radius * Math.cos(radians)).toFixed(3)}`;
};

/** The slice of segment `index`, centred `index` × 22.5° clockwise from the top. */
export function segmentPath(index: number): string {
  const from = index * SEGMENT_DEGREES - SEGMENT_DEGREES / 2;
  return `M${CENTRE} ${CENTRE}L${point(from, RADIUS)}A${RADIUS} ${RADIUS} 0 0 1 ${point(from + SEGMENT_DEGREES, RADIUS)}Z`;
}

/** Where a segment's label goes: along its radius, from the hub to near the rim. */
export interface LabelPlacement {
  transform: string;
  x: number;
  anchor: 'start' | 'end';
}

/**
 * A label is drawn level through the centre and turned onto its segment: on the right half it
 * reads from the hub out and ends near the rim; on the left half it is turned the other way round
 * (it starts near the rim and reads in), so that no label is upside down.
 */
export function labelPlacement(index: number): LabelPlacement {
  const angle = index * SEGMENT_DEGREES;
  return angle > 180
    ? { transform: `rotate(${angle + 90} ${CENTRE} ${CENTRE})`, x: CENTRE - RADIUS + 12, anchor: 'start' }
    : { transform: `rotate(${angle - 90} ${CENTRE} ${CENTRE})`, x: CENTRE + RADIUS - 12, anchor: 'end' };
}

export type PrizeKind = 'money' | 'present' | 'none';

/** A money prize has an amount; a present is named; the rest are "Try again" segments. */
export function prizeKind(prize: Pick<WheelPrize, 'amount' | 'isPresent'>): PrizeKind {
  if (prize.isPresent) return 'present';
  return prize.amount > 0 ? 'money' : 'none';
}

/** A name cut to fit a segment (the whole name is the segment's title). */
export function fitLabel(text: string, max = 15): string {
  const chars = [...text.trim()];
  return chars.length <= max ? chars.join('') : `${chars.slice(0, max - 1).join('')}…`;
}

/** The wheel's 16 segments in order, whatever the server sent (a missing one is a "Try again"). */
export function wheelSegments(prizes: readonly WheelPrize[], currency: string): WheelPrize[] {
  return Array.from(
    { length: WHEEL_SEGMENTS },
    (_, id) => prizes.find((prize) => prize.id === id) ?? { id, amount: 0, isPresent: false, name: '', currency },
  );
}
