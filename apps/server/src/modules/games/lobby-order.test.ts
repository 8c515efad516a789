import { describe, expect, it } from 'vitest';
import { moved, placesOf } from './lobby-order.js';

// a and b hold places 1 and 2; c, d and e have none (the lobby lists them by name after).
const order = { order: ['a', 'b', 'c', 'd', 'e'], placed: 2 };

describe('a move in the lobby order', () => {
  it('puts an entry on top, placing what now comes before the unplaced run', () => {
    expect(moved(order, 'd', 'top')).toEqual({ order: ['d', 'a', 'b', 'c', 'e'], placed: 3 });
    expect(moved(order, 'e', 'top')).toEqual({ order: ['e', 'a', 'b', 'c', 'd'], placed: 3 });
    expect(moved(order, 'b', 'top')).toEqual({ order: ['b', 'a', 'c', 'd', 'e'], placed: 2 });
  });

  it('moves one place up or down', () => {
    expect(moved(order, 'b', 'up')).toEqual({ order: ['b', 'a', 'c', 'd', 'e'], placed: 2 });
    expect(moved(order, 'a', 'down')).toEqual({ order: ['b', 'a', 'c', 'd', 'e'], placed: 2 });
    // Among the unplaced: the one that passes the other gets a place, those after it keep none.
    expect(moved(order, 'c', 'down')).toEqual({ order: ['a', 'b', 'd', 'c', 'e'], placed: 3 });
    expect(moved(order, 'd', 'up')).toEqual({ order: ['a', 'b', 'd', 'c', 'e'], placed: 3 });
    expect(moved(order, 'e', 'up')).toEqual({ order: ['a', 'b', 'c', 'e', 'd'], placed: 4 });
    // A placed entry moved down past an unplaced one: that one gets a place before it.
    expect(moved(order, 'b', 'down')).toEqual({ order: ['a', 'c', 'b', 'd', 'e'], placed: 3 });
  });

  it('leaves the first up and the last down where they are', () => {
    expect(moved(order, 'a', 'up')).toEqual(order);
    expect(moved(order, 'e', 'down')).toEqual(order);
  });

  it('places everything when nothing is left in the unplaced order', () => {
    expect(moved({ order: ['a', 'b', 'c'], placed: 0 }, 'c', 'up')).toEqual({ order: ['a', 'c', 'b'], placed: 2 });
    expect(moved({ order: ['a', 'b'], placed: 2 }, 'b', 'up')).toEqual({ order: ['b', 'a'], placed: 2 });
  });

  it('answers null for an entry that is not in the order', () => {
    expect(moved(order, 'z', 'top')).toBeNull();
  });

  it('numbers the placed entries from 1', () => {
    expect(placesOf({ order: ['d', 'a', 'b', 'c', 'e'], placed: 3 })).toEqual([
      { key: 'd', position: 1 },
      { key: 'a', position: 2 },
      { key: 'b', position: 3 },
    ]);
  });
});
