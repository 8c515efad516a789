import { afterEach, describe, expect, it, vi } from 'vitest';
import { askHostPageForCashier, isResultShown, OPEN_CASHIER } from './host-page';

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

describe('when a bet was refused for lack of money and the player asks to deposit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the casino page around the game for its cashier, with the documented message', () => {
    const parent = { postMessage: vi.fn() };
    vi.stubGlobal('window', { parent });
    expect(askHostPageForCashier()).toBe(true);
    expect(parent.postMessage).toHaveBeenCalledExactlyOnceWith({ type: 'studio:open-cashier' }, '*');
    expect(OPEN_CASHIER).toBe('studio:open-cashier');
  });

  it('asks nobody when the game is the whole page: there is no site around it', () => {
    const page = { postMessage: vi.fn() } as { postMessage: ReturnType<typeof vi.fn>; parent?: unknown };
    page.parent = page;
    vi.stubGlobal('window', page);
    expect(askHostPageForCashier()).toBe(false);
    expect(page.postMessage).not.toHaveBeenCalled();
  });
});
