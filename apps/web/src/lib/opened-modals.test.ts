import { describe, expect, it } from 'vitest';
import { isModalOpen, MODALS, openedModals, OPENED_MODALS, withModal } from './opened-modals';

describe('the modals in the address (SPEC §2.9 openedModals, repeated)', () => {
  it('names the parameter and the modals by the spec', () => {
    expect(OPENED_MODALS).toBe('openedModals');
    expect(Object.values(MODALS)).toEqual(['wheelGame', 'wheelGameHistory', 'replacingSlot']);
  });

  it('lists several open modals, in the order they were opened', () => {
    const search = '?openedModals=wheelGame&x=1&openedModals=replacingSlot';
    expect(openedModals(search)).toEqual(['wheelGame', 'replacingSlot']);
    expect(isModalOpen(search, MODALS.replacingSlot)).toBe(true);
    expect(isModalOpen(search, MODALS.wheelGameHistory)).toBe(false);
    expect(isModalOpen('?next=replacingSlot', MODALS.replacingSlot)).toBe(false);
  });

  it('opens one over the others and closes one alone, keeping every other parameter', () => {
    const opened = withModal('?openedModals=wheelGame&x=1', MODALS.replacingSlot, true);
    expect(opened).toBe('?x=1&openedModals=wheelGame&openedModals=replacingSlot');
    expect(withModal(opened, MODALS.wheelGame, false)).toBe('?x=1&openedModals=replacingSlot');
    expect(withModal('?openedModals=replacingSlot', MODALS.replacingSlot, false)).toBe('');
    expect(withModal('', MODALS.replacingSlot, false)).toBe('');
  });
});
