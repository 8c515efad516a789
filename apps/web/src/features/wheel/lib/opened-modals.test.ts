import { describe, expect, it } from 'vitest';
import { openedModals, WHEEL_HISTORY, withModal } from './modal-search';
import { isWheelOpen, OPENED_MODALS, openWheel, WHEEL_GAME } from './opened-modals';

describe('openedModals (SPEC §2.9: the open modals in the repeated query parameter)', () => {
  it('names the modals by the spec', () => {
    expect([OPENED_MODALS, WHEEL_GAME, WHEEL_HISTORY]).toEqual(['openedModals', 'wheelGame', 'wheelGameHistory']);
  });

  it('lists every modal the address opens, in order', () => {
    expect(openedModals('')).toEqual([]);
    expect(openedModals('?providers=studio')).toEqual([]);
    expect(openedModals('?openedModals=wheelGame&providers=studio&openedModals=wheelGameHistory')).toEqual([
      'wheelGame',
      'wheelGameHistory',
    ]);
  });

  it('tells when the address opens one of the wheel modals', () => {
    expect(isWheelOpen('')).toBe(false);
    expect(isWheelOpen('?openedModals=replacingSlot')).toBe(false);
    expect(isWheelOpen('?next=wheelGame')).toBe(false);
    expect(isWheelOpen('?openedModals=wheelGame')).toBe(true);
    expect(isWheelOpen('?providers=studio&openedModals=wheelGameHistory')).toBe(true);
    expect(isWheelOpen('?openedModals=replacingSlot&openedModals=wheelGame')).toBe(true);
  });

  it('adds the wheel after the other parameters (the header opens it where the player is)', () => {
    expect(openWheel('')).toBe('?openedModals=wheelGame');
    expect(openWheel('?providers=studio')).toBe('?providers=studio&openedModals=wheelGame');
    expect(openedModals(openWheel('?openedModals=replacingSlot'))).toEqual(['replacingSlot', 'wheelGame']);
    expect(openWheel('?providers=studio')).toBe(withModal('?providers=studio', WHEEL_GAME, true));
    // Open already (the header's entry while the wheel shows): the address stays as it is.
    expect(openWheel('?openedModals=wheelGame&x=1')).toBe('?openedModals=wheelGame&x=1');
  });

  it('opens a modal once, last, keeping the other parameters and modals', () => {
    expect(withModal('', WHEEL_GAME, true)).toBe('?openedModals=wheelGame');
    expect(withModal('?providers=studio', WHEEL_GAME, true)).toBe('?providers=studio&openedModals=wheelGame');
    const both = withModal('?openedModals=wheelGame', WHEEL_HISTORY, true);
    expect(both).toBe('?openedModals=wheelGame&openedModals=wheelGameHistory');
    // Opening one already open lists it once, as the last one opened.
    expect(openedModals(withModal(both, WHEEL_GAME, true))).toEqual(['wheelGameHistory', 'wheelGame']);
    expect(openedModals(withModal(both, WHEEL_HISTORY, true))).toEqual(['wheelGame', 'wheelGameHistory']);
  });

  it('closes a modal by taking its name out, and nothing else', () => {
    const both = '?categories=slots&openedModals=wheelGame&openedModals=wheelGameHistory';
    expect(withModal(both, WHEEL_HISTORY, false)).toBe('?categories=slots&openedModals=wheelGame');
    expect(withModal(both, WHEEL_GAME, false)).toBe('?categories=slots&openedModals=wheelGameHistory');
    expect(withModal('?openedModals=wheelGame', WHEEL_GAME, false)).toBe('');
    // Listed twice by hand: both go.
    expect(withModal('?openedModals=wheelGame&openedModals=wheelGame', WHEEL_GAME, false)).toBe('');
    // Not open: the address stays as it was.
    expect(withModal('?providers=studio', WHEEL_HISTORY, false)).toBe('?providers=studio');
  });

  it('keeps encoded values as they were', () => {
    expect(withModal('?q=a%20b&next=%2Fslots', WHEEL_GAME, true)).toBe('?q=a+b&next=%2Fslots&openedModals=wheelGame');
  });
});
