import type { WheelPrize, WheelPublicSettings } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/fixtures';
import { WheelEntry } from './wheel-entry';
import WheelModals from './wheel-modals';

const fetchMock = vi.fn<typeof fetch>();
const SETTINGS: WheelPublicSettings = {
  freeSpinTime: 86_400,
  paidSpinCost: 1,
  freeSpinMinBalance: 0,
  paidSpinMinBalance: 1,
  freeSpinsAvailable: 1,
  hasFreeSpin: true,
  currency: 'EUR',
  nextFreeSpinAt: null,
};
const PRIZES: WheelPrize[] = Array.from({ length: 16 }, (_, id) => ({
  id,
  amount: id,
  isPresent: false,
  name: String(id),
  currency: 'EUR',
}));

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith('/services/wheel/settings/public/')) return jsonResponse(SETTINGS);
    if (url.startsWith('/services/wheel/prizes/')) return jsonResponse(PRIZES);
    return jsonResponse({ count: 0, page: 1, page_size: 10, results: [] });
  });
  vi.stubGlobal('fetch', fetchMock);
});

/** The layout's part: the header's entry, the page, and the modals the address lists. */
function Shell() {
  const location = useLocation();
  return (
    <>
      <WheelEntry />
      <Link to="/slots/live-casino" data-testid="elsewhere">
        elsewhere
      </Link>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <WheelModals playerId={1} />
    </>
  );
}

async function renderAt(address: string) {
  const router = createMemoryRouter([{ path: '*', element: <Shell /> }], { initialEntries: [address] });
  // The modals wait for their texts: let the first render settle.
  await act(async () => {
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return router;
}

const address = () => screen.getByTestId('address').textContent;

describe('the wheel modals in the address (SPEC §2.9 openedModals)', () => {
  it('opens the wheel from the header on the page the player is on, and closes it by going back', async () => {
    const router = await renderAt('/slots/casino?providers=studio');
    expect(screen.queryByTestId('wheel-modal')).toBeNull();
    fireEvent.click(await screen.findByTestId('wheel-entry'));
    expect(address()).toBe('/slots/casino?providers=studio&openedModals=wheelGame');
    expect(await screen.findByTestId('wheel-modal')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wheel-close'));
    await waitFor(() => expect(address()).toBe('/slots/casino?providers=studio'));
    expect(screen.queryByTestId('wheel-modal')).toBeNull();
    // Back then leaves the page: the wheel left no entry behind.
    expect(router.state.historyAction).toBe('POP');
    // Forward opens it again.
    await act(() => router.navigate(1));
    expect(address()).toBe('/slots/casino?providers=studio&openedModals=wheelGame');
    expect(await screen.findByTestId('wheel-modal')).toBeTruthy();
  });

  it('opens from the address itself, and closes by taking the name out of it', async () => {
    const router = await renderAt('/slots/casino?openedModals=wheelGame');
    expect(await screen.findByTestId('wheel-modal')).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(address()).toBe('/slots/casino'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByTestId('wheel-modal')).toBeNull();
  });

  it('opens the history over the wheel, and back closes only the history', async () => {
    const router = await renderAt('/slots/casino?openedModals=wheelGame&openedModals=wheelGameHistory');
    expect(await screen.findByTestId('wheel-history-modal')).toBeTruthy();
    expect(screen.getByTestId('wheel-modal')).toBeTruthy();
    expect(await screen.findByTestId('wheel-history-empty')).toBeTruthy();
    // Escape closes the history (the one on top) only.
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(address()).toBe('/slots/casino?openedModals=wheelGame'));
    expect(screen.queryByTestId('wheel-history-modal')).toBeNull();
    expect(screen.getByTestId('wheel-modal')).toBeTruthy();
    // Browser back and forward move between the states.
    await act(() => router.navigate('/slots/casino?openedModals=wheelGame&openedModals=wheelGameHistory'));
    expect(await screen.findByTestId('wheel-history-modal')).toBeTruthy();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByTestId('wheel-history-modal')).toBeNull());
    expect(screen.getByTestId('wheel-modal')).toBeTruthy();
  });

  it('shows the history modal alone (/wheel-game-history)', async () => {
    await renderAt('/slots/casino?openedModals=wheelGameHistory');
    expect(await screen.findByTestId('wheel-history-modal')).toBeTruthy();
    expect(screen.queryByTestId('wheel-modal')).toBeNull();
  });
});
