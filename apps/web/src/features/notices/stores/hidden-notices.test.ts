import { beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_NOTICES_KEY, MAX_HIDDEN_PER_KIND, useHiddenNotices } from './hidden-notices';

const stored = () => JSON.parse(localStorage.getItem(HIDDEN_NOTICES_KEY) ?? 'null') as { state: unknown } | null;

beforeEach(() => {
  localStorage.removeItem(HIDDEN_NOTICES_KEY);
  useHiddenNotices.setState({ hidden: { jackpot: [], cashback: [], first_deposit: [] }, firstDepositShown: [] });
});

describe('the hidden notices', () => {
  it('keep the hidden ids per kind, once each, in local storage under persist:notices', () => {
    const { hide } = useHiddenNotices.getState();
    hide('cashback', '7');
    hide('jackpot', '8');
    hide('cashback', '7');
    expect(useHiddenNotices.getState().hidden).toEqual({ jackpot: ['8'], cashback: ['7'], first_deposit: [] });
    expect(HIDDEN_NOTICES_KEY).toBe('persist:notices');
    expect(stored()?.state).toEqual({
      hidden: { jackpot: ['8'], cashback: ['7'], first_deposit: [] },
      firstDepositShown: [],
    });
  });

  it('keep only the newest ids of a kind', () => {
    const { hide } = useHiddenNotices.getState();
    for (let id = 1; id <= MAX_HIDDEN_PER_KIND + 5; id++) hide('jackpot', String(id));
    const ids = useHiddenNotices.getState().hidden.jackpot;
    expect(ids).toHaveLength(MAX_HIDDEN_PER_KIND);
    expect(ids[0]).toBe('6');
    expect(ids.at(-1)).toBe(String(MAX_HIDDEN_PER_KIND + 5));
  });

  it('note per player that the first-deposit notice was shown', () => {
    const { markFirstDepositShown } = useHiddenNotices.getState();
    markFirstDepositShown(3);
    markFirstDepositShown(3);
    markFirstDepositShown(4);
    expect(useHiddenNotices.getState().firstDepositShown).toEqual([3, 4]);
  });

  it('read back only well-formed lists from storage', async () => {
    localStorage.setItem(
      HIDDEN_NOTICES_KEY,
      JSON.stringify({
        state: { hidden: { jackpot: ['1', 2, null], cashback: 'x', other: ['9'] }, firstDepositShown: [5, '6'] },
        version: 1,
      }),
    );
    await useHiddenNotices.persist.rehydrate();
    expect(useHiddenNotices.getState().hidden).toEqual({ jackpot: ['1'], cashback: [], first_deposit: [] });
    expect(useHiddenNotices.getState().firstDepositShown).toEqual([5]);
  });
});
