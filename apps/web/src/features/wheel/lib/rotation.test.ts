import { WHEEL_SEGMENTS as CONTRACT_SEGMENTS } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import {
  DEGREES_PER_SPIN,
  WHEEL_SEGMENTS,
  landingAngle,
  MAX_LANDING_OFFSET,
  SEGMENT_DEGREES,
  segmentAt,
  selectorKeyframes,
  wheelRotation,
} from './rotation';

describe('the wheel rotation (SPEC §9: 16 segments of 22.5°, 1080° per spin)', () => {
  it('has 16 segments of 22.5° and turns 1080° a spin', () => {
    expect(WHEEL_SEGMENTS).toBe(CONTRACT_SEGMENTS);
    expect(SEGMENT_DEGREES).toBe(22.5);
    expect(DEGREES_PER_SPIN).toBe(1080);
  });

  it('puts segment prizeId under the selector at the top', () => {
    // Segment i is drawn i × 22.5° clockwise from the top: the wheel turns back by as much.
    expect(landingAngle(0)).toBe(0);
    expect(landingAngle(1)).toBe(337.5);
    expect(landingAngle(4)).toBe(270);
    expect(landingAngle(8)).toBe(180);
    expect(landingAngle(15)).toBe(22.5);
    for (let id = 0; id < 16; id++) expect(segmentAt(landingAngle(id))).toBe(id);
  });

  it('lands off the centre by the offset, never past the segment', () => {
    expect(landingAngle(0, 5)).toBe(5);
    expect(landingAngle(0, -5)).toBe(355);
    expect(landingAngle(2, 100)).toBe(landingAngle(2, MAX_LANDING_OFFSET));
    expect(MAX_LANDING_OFFSET).toBeLessThan(SEGMENT_DEGREES / 2);
    for (const offset of [-MAX_LANDING_OFFSET, -3, 0, 4.2, MAX_LANDING_OFFSET]) {
      for (let id = 0; id < 16; id++) expect(segmentAt(wheelRotation(3, id, offset))).toBe(id);
    }
  });

  it('is 1080° times the spins plus the landing angle', () => {
    expect(wheelRotation(1, 0)).toBe(1080);
    expect(wheelRotation(1, 4)).toBe(1350);
    expect(wheelRotation(2, 4)).toBe(2430);
    expect(wheelRotation(5, 15)).toBe(5 * 1080 + 22.5);
  });

  it('accumulates: every spin turns forward, between two and four turns, from where the last one stopped', () => {
    const prizes = [3, 3, 0, 15, 1, 8, 8, 0, 12, 7];
    let previous = 0;
    prizes.forEach((prizeId, index) => {
      const rotation = wheelRotation(index + 1, prizeId, ((index % 3) - 1) * 6);
      const turned = rotation - previous;
      expect(turned).toBeGreaterThan(720 - 2 * MAX_LANDING_OFFSET);
      expect(turned).toBeLessThan(1440);
      expect(segmentAt(rotation)).toBe(prizeId);
      previous = rotation;
    });
  });

  it('ticks the selector ever more slowly, back at rest at the end', () => {
    const frames = selectorKeyframes('tick', 10);
    expect(frames.startsWith('@keyframes tick{0%{transform:rotate(0)}')).toBe(true);
    expect(frames.endsWith('100%{transform:rotate(0)}}')).toBe(true);
    const stops = [...frames.matchAll(/([\d.]+)%\{transform:rotate\(-16deg\)\}/g)].map((m) => Number(m[1]));
    expect(stops).toHaveLength(9);
    const gaps = stops.slice(1).map((stop, i) => stop - stops[i]!);
    for (let i = 1; i < gaps.length; i++) expect(gaps[i]!).toBeGreaterThan(gaps[i - 1]!);
    expect(Math.max(...stops)).toBeLessThan(100);
  });
});
