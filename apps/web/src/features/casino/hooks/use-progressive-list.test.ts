import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveList } from './use-progressive-list';

const items = Array.from({ length: 10 }, (_, i) => i);

describe('useProgressiveList', () => {
  it('gives the first items on the first render, then every item', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useProgressiveList(items, 4);
      seen.push(shown.length);
      return shown;
    });
    expect(seen[0]).toBe(4);
    await waitFor(() => expect(result.current).toEqual(items));
  });

  it('keeps giving every item once shown, and a short list at once', async () => {
    const { result, rerender } = renderHook(({ list }) => useProgressiveList(list, 4), {
      initialProps: { list: items.slice(0, 3) },
    });
    expect(result.current).toEqual([0, 1, 2]);
    rerender({ list: items });
    await waitFor(() => expect(result.current).toEqual(items));
    rerender({ list: [...items, 10, 11] });
    expect(result.current).toHaveLength(12);
  });
});
