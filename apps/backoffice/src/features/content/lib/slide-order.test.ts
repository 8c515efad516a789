import { describe, expect, it } from 'vitest';
import { inSlideOrder, moveSlide, nextOrder } from './slide-order';

const slides = [
  { id: 3, order: 2 },
  { id: 1, order: 1 },
  { id: 2, order: 3 },
];

describe("a carousel's order", () => {
  it('is the order the site uses, equal orders by age', () => {
    expect(inSlideOrder(slides).map((slide) => slide.id)).toEqual([1, 3, 2]);
    expect(
      inSlideOrder([
        { id: 9, order: 0 },
        { id: 4, order: 0 },
      ]).map((slide) => slide.id),
    ).toEqual([4, 9]);
  });

  it('moves a slide up or down by sending the two orders that change', () => {
    expect(moveSlide(slides, 2, -1)).toEqual([
      { id: 2, order: 2 },
      { id: 3, order: 3 },
    ]);
    expect(moveSlide(slides, 1, 1)).toEqual([
      { id: 3, order: 1 },
      { id: 1, order: 2 },
    ]);
  });

  it('makes equal or gapped orders even the first time, so the move is seen on the site', () => {
    const uneven = [
      { id: 1, order: 0 },
      { id: 2, order: 0 },
      { id: 3, order: 10 },
    ];
    expect(moveSlide(uneven, 2, -1)).toEqual([
      { id: 2, order: 1 },
      { id: 1, order: 2 },
      { id: 3, order: 3 },
    ]);
  });

  it('sends nothing past either end, or for a slide not in the carousel', () => {
    expect(moveSlide(slides, 1, -1)).toEqual([]);
    expect(moveSlide(slides, 2, 1)).toEqual([]);
    expect(moveSlide(slides, 42, 1)).toEqual([]);
  });

  it('puts a new slide last', () => {
    expect(nextOrder(slides)).toBe(4);
    expect(nextOrder([])).toBe(1);
  });
});
