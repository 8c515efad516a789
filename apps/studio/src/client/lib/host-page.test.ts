import { describe, expect, it } from 'vitest';
import { isResultShown } from './host-page';

describe('when the game tells its host page that the balance moved', () => {
  it('tells it once a round result is on screen: the balance rose, or stayed after a loss', () => {
    expect(isResultShown(49, 51)).toBe(true);
    expect(isResultShown(49, 49)).toBe(true);
  });

  it('never while a stake has left and its win is still to be shown', () => {
    expect(isResultShown(50, 49)).toBe(false);
  });

  it('not before the game knows the balance it started from', () => {
    expect(isResultShown(null, 50)).toBe(false);
  });
});
