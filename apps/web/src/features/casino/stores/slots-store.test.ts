import { CACHE, PERSIST } from '@casino/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { freshLists, isFresh, readSavedList, SLOTS_STORE_KEY, useSlotsStore } from './slots-store';

const HOUR = 3_600_000;

describe('slots store expiry (SPEC §9: 2 h)', () => {
  it('a list is fresh for 2 h and expired from then on', () => {
    const now = 10 * HOUR;
    expect(isFresh({ data: [], savedAt: now - CACHE.slotsListMs + 1 }, now)).toBe(true);
    expect(isFresh({ data: [], savedAt: now - CACHE.slotsListMs }, now)).toBe(false);
    expect(isFresh(undefined, now)).toBe(false);
    // A clock that went backwards is not trusted either.
    expect(isFresh({ data: [], savedAt: now + 1000 }, now)).toBe(false);
  });

  it('freshLists keeps only the lists younger than 2 h', () => {
    const now = 10 * HOUR;
    const lists = freshLists(
      { games: { data: [1], savedAt: now - 3 * HOUR }, top: { data: [2], savedAt: now - HOUR } },
      now,
    );
    expect(Object.keys(lists)).toEqual(['top']);
  });
});

describe('slots store persistence', () => {
  beforeEach(() => {
    localStorage.clear();
    useSlotsStore.setState({ lists: {} });
  });

  it('writes under persist:slots with version 11', () => {
    useSlotsStore.getState().save('top', ['a'], Date.now());
    const stored = JSON.parse(localStorage.getItem(SLOTS_STORE_KEY)!);
    expect(SLOTS_STORE_KEY).toBe('persist:slots');
    expect(stored.version).toBe(PERSIST.slotsStoreVersion);
    expect(stored.state.lists.top.data).toEqual(['a']);
  });

  it('reads back fresh lists and drops expired ones on rehydration', async () => {
    const now = Date.now();
    localStorage.setItem(
      SLOTS_STORE_KEY,
      JSON.stringify({
        version: PERSIST.slotsStoreVersion,
        state: {
          lists: { games: { data: ['old'], savedAt: now - 3 * HOUR }, new: { data: ['n'], savedAt: now - 60_000 } },
        },
      }),
    );
    await useSlotsStore.persist.rehydrate();
    expect(readSavedList('games')).toBeUndefined();
    expect(readSavedList<string[]>('new')?.data).toEqual(['n']);
  });

  it('discards what an older store version saved', async () => {
    localStorage.setItem(
      SLOTS_STORE_KEY,
      JSON.stringify({ version: 10, state: { lists: { games: { data: ['v10'], savedAt: Date.now() } } } }),
    );
    await useSlotsStore.persist.rehydrate();
    expect(useSlotsStore.getState().lists).toEqual({});
  });

  it('keeps working when storage is full', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => useSlotsStore.getState().save('games', ['g'])).not.toThrow();
    expect(readSavedList<string[]>('games')?.data).toEqual(['g']);
  });

  it('a list read 2 h after it was saved counts as absent', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    useSlotsStore.getState().save('games', ['g']);
    vi.setSystemTime(new Date('2026-05-01T11:59:59Z'));
    expect(readSavedList('games')?.data).toEqual(['g']);
    vi.setSystemTime(new Date('2026-05-01T12:00:00Z'));
    expect(readSavedList('games')).toBeUndefined();
  });
});
