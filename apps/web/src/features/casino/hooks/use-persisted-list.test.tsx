import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTopGames } from '../api/get-top-games';
import { testGame } from '../lib/test-games';
import { readSavedList, useSlotsStore } from '../stores/slots-store';

const HOUR = 3_600_000;
const serverGame = {
  id: 3,
  game_id: 'sugar-tumble',
  name: 'Sugar Tumble',
  description: '',
  image: '/img/sugar-tumble.svg',
  image_desktop: '/img/sugar-tumble.svg',
  integration: 'studio',
  producer: 'studio',
  slug: 'studio_sugar-tumble',
  game_type: 'slot',
  drops_and_wins: false,
  category: 'videoSlots',
  has_demo: true,
  has_free_spins: true,
  rtp: 96,
  volatility: 'high',
  min_bet: 0.1,
  max_bet: 100,
  created_at: '2026-01-01T00:00:00Z',
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('game lists persisted for 2 h', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    localStorage.clear();
    useSlotsStore.setState({ lists: {} });
    fetchMock = vi.fn(async () => new Response(JSON.stringify({ games: [serverGame] }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a list saved within the 180 s poll is shown at once and not asked for again', async () => {
    useSlotsStore.getState().save('top', [testGame({ name: 'Saved Game' })], Date.now() - 60_000);
    const { result } = renderHook(() => useTopGames(), { wrapper });
    expect(result.current.data?.map((g) => g.gameName)).toEqual(['Saved Game']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a list saved an hour ago is shown at once, then refreshed from the server', async () => {
    useSlotsStore.getState().save('top', [testGame({ name: 'Saved Game' })], Date.now() - HOUR);
    const { result } = renderHook(() => useTopGames(), { wrapper });
    expect(result.current.data?.map((g) => g.gameName)).toEqual(['Saved Game']);
    await waitFor(() => expect(result.current.data?.map((g) => g.gameName)).toEqual(['Sugar Tumble']));
  });

  it('asks the server when the saved list is older than 2 h, and saves the answer', async () => {
    useSlotsStore.getState().save('top', [testGame({ name: 'Old Game' })], Date.now() - 3 * HOUR);
    const { result } = renderHook(() => useTopGames(), { wrapper });
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.data?.map((g) => g.gameName)).toEqual(['Sugar Tumble']));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/frontend-service/game-list/top/all/20');
    await waitFor(() => expect(readSavedList<{ gameName: string }[]>('top')?.data[0]?.gameName).toBe('Sugar Tumble'));
    const stored = JSON.parse(localStorage.getItem('persist:slots')!);
    expect(stored.version).toBe(11);
  });
});
