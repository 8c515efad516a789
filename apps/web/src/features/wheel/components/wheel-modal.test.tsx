import type { WheelPrize, WheelPublicSettings, WheelSpinResult } from '@casino/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USER_QUERY_KEY } from '@/lib/query-client';
import { jsonResponse } from '@/test/fixtures';
import { WheelModal } from './wheel-modal';

vi.mock('@casino/ui/toast', () => ({ notify: vi.fn() }));
vi.mock('@/lib/notify-error', () => ({ notifyError: vi.fn() }));
const { notify } = await import('@casino/ui/toast');
const fetchMock = vi.fn<typeof fetch>();

const PRIZES: WheelPrize[] = Array.from({ length: 16 }, (_, id) => ({
  id,
  amount: id === 1 || id === 5 || id === 10 ? 0 : [0.1, 0.5, 1, 2, 5, 25][id % 6]!,
  isPresent: id === 10,
  name: id === 10 ? 'Royal Ace cap' : id === 1 || id === 5 ? 'Try again' : String(id),
  currency: 'EUR',
}));

const settings = (overrides: Partial<WheelPublicSettings> = {}): WheelPublicSettings => ({
  freeSpinTime: 86_400,
  paidSpinCost: 1,
  freeSpinMinBalance: 0,
  paidSpinMinBalance: 1,
  freeSpinsAvailable: 1,
  hasFreeSpin: true,
  currency: 'EUR',
  nextFreeSpinAt: null,
  ...overrides,
});

const result = (overrides: Partial<WheelSpinResult> = {}): WheelSpinResult => ({
  name: '5.00',
  amount: 5,
  isPresent: false,
  currency: 'EUR',
  prizeId: 4,
  serverSeedHash: 'a1b2c3',
  clientSeed: 'seed',
  nonce: 7,
  ...overrides,
});

/** What the server answers, call after call. */
let server: { settings: WheelPublicSettings[]; spin: Response | (() => Response) };
const calls = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method);

function renderModal({ isPlayer = true, onHistory = vi.fn(), onClose = vi.fn() } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(USER_QUERY_KEY, { id: 1 });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/slots/casino?openedModals=wheelGame']}>
        <WheelModal isPlayer={isPlayer} onClose={onClose} onHistory={onHistory} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { client, onHistory, onClose };
}

const spinButton = () => screen.getByTestId('wheel-spin') as HTMLButtonElement;
const ready = () => waitFor(() => expect(screen.getByTestId('wheel-modal').dataset.ready).toBe('true'));
const reduceMotion = (reduce: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );

beforeEach(() => {
  server = { settings: [settings()], spin: jsonResponse(result()) };
  vi.mocked(notify).mockClear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/services/wheel/settings/public/'))
      return jsonResponse(server.settings.length > 1 ? server.settings.shift() : server.settings[0]);
    if (url.startsWith('/services/wheel/prizes/')) return jsonResponse(PRIZES);
    if (url.startsWith('/services/wheel/spin/') && init?.method === 'POST')
      return typeof server.spin === 'function' ? server.spin() : server.spin.clone();
    return jsonResponse({ code: 'not_found', message: 'no' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('WheelModal', () => {
  it('shows the 16 prizes: amounts with their currency, the present, "Try again"', async () => {
    renderModal();
    await ready();
    const segments = screen.getAllByTestId('wheel-segment');
    expect(segments).toHaveLength(16);
    const labels = segments.map((segment) => segment.querySelector('text')!.textContent);
    expect(labels.slice(0, 3)).toEqual(['€0.10', 'Try again', '€1.00']);
    expect(labels[10]).toBe('Royal Ace cap');
    expect(segments.map((s) => s.dataset.kind).filter((kind) => kind === 'none')).toHaveLength(2);
    expect(screen.getByRole('dialog').getAttribute('aria-labelledby')).toBeTruthy();
  });

  it('waits for the wheel and its terms before the spin button can be used', async () => {
    renderModal();
    expect(spinButton().disabled).toBe(true);
    await ready();
    expect(spinButton().disabled).toBe(false);
  });

  it('offers a guest a free spin, and asks them to sign in when they tap it', async () => {
    renderModal({ isPlayer: false });
    await ready();
    expect(spinButton().textContent).toBe('Free spin');
    fireEvent.click(spinButton());
    expect(notify).toHaveBeenCalledWith('Sign in to spin the wheel.', 'warning');
    expect(calls('/services/wheel/spin/', 'POST')).toHaveLength(0);
    expect(screen.getByTestId('wheel-sign-in').getAttribute('href')).toBe(
      `/auth/sign-in?next=${encodeURIComponent('/slots/casino?openedModals=wheelGame')}`,
    );
    expect(screen.queryByTestId('wheel-countdown')).toBeNull();
  });

  it('without a free spin offers a paid one, and counts down to the next free spin', async () => {
    const next = new Date(Date.now() + 2 * 3_600_000 + 5 * 60_000 + 30_000).toISOString();
    server.settings = [settings({ hasFreeSpin: false, freeSpinsAvailable: 0, nextFreeSpinAt: next })];
    renderModal();
    await ready();
    expect(spinButton().textContent).toBe('Spin for €1.00');
    expect(spinButton().dataset.free).toBe('false');
    expect(screen.getByTestId('wheel-countdown').textContent).toMatch(/^Next free spin in02:05:(30|29)$/);
  });

  it('reads the settings again when the countdown ends, and offers the free spin then', async () => {
    const next = new Date(Date.now() + 1500).toISOString();
    server.settings = [settings({ hasFreeSpin: false, freeSpinsAvailable: 0, nextFreeSpinAt: next }), settings()];
    renderModal();
    await ready();
    expect(spinButton().textContent).toBe('Spin for €1.00');
    await waitFor(() => expect(spinButton().textContent).toBe('Free spin'), { timeout: 4000 });
    expect(calls('/services/wheel/settings/public/')).toHaveLength(2);
    expect(screen.queryByTestId('wheel-countdown')).toBeNull();
  });

  it('says what balance a free spin needs when there is no time to wait for', async () => {
    server.settings = [settings({ hasFreeSpin: false, freeSpinMinBalance: 10, nextFreeSpinAt: null })];
    renderModal();
    await ready();
    expect(screen.getByTestId('wheel-free-spin-balance').textContent).toBe(
      'A free spin needs a balance of at least €10.00.',
    );
  });

  it('turns the wheel onto the segment won, 1080° a spin, with an ease-out over about 4 s', async () => {
    reduceMotion(false);
    server.spin = jsonResponse(result({ prizeId: 4 }));
    renderModal();
    await ready();
    fireEvent.click(spinButton());
    const disc = screen.getByTestId('wheel-disc');
    await waitFor(() => expect(disc.dataset.segment).toBe('4'));
    expect(JSON.parse(String(calls('/services/wheel/spin/', 'POST')[0]![1]!.body))).toEqual({ is_free: true });
    const rotation = Number(disc.dataset.rotation);
    // 1080° plus 270° (segment 4 is 90° clockwise from the top), give or take where in the segment it stops.
    expect(Math.abs(rotation - 1350)).toBeLessThan(11.25);
    expect(disc.style.transform).toBe(`rotate(${rotation}deg)`);
    expect(disc.style.transition).toMatch(/^transform 4000ms cubic-bezier/);
    expect(screen.getByTestId('wheel-selector').style.animation).toMatch(/4000ms/);
    // Busy until the winner shows.
    expect(spinButton().disabled).toBe(true);
    expect(screen.queryByTestId('wheel-result')).toBeNull();
  });

  it('shows the winner once the wheel has stopped, and clears the spin for the next one', async () => {
    reduceMotion(true);
    const { client, onHistory } = renderModal();
    await ready();
    fireEvent.click(spinButton());
    const winner = await screen.findByTestId('wheel-result', {}, { timeout: 2000 });
    expect(winner.dataset.kind).toBe('money');
    expect(screen.getByTestId('wheel-result-prize').textContent).toBe('€5.00');
    expect(winner.textContent).toContain('Added to your bonus balance.');
    // The header's balances are read again.
    expect(client.getQueryState(USER_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(spinButton().disabled).toBe(false);
    fireEvent.click(screen.getByTestId('wheel-view-history'));
    expect(onHistory).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('wheel-result-close'));
    expect(screen.queryByTestId('wheel-result')).toBeNull();
  });

  it('accumulates the rotation from one spin to the next', async () => {
    reduceMotion(true);
    const answers = [result({ prizeId: 4 }), result({ prizeId: 1, amount: 0, name: 'Try again' })];
    server.spin = () => jsonResponse(answers.shift());
    renderModal();
    await ready();
    const disc = screen.getByTestId('wheel-disc');
    fireEvent.click(spinButton());
    await screen.findByTestId('wheel-result', {}, { timeout: 2000 });
    const first = Number(disc.dataset.rotation);
    fireEvent.click(spinButton());
    await waitFor(() => expect(disc.dataset.segment).toBe('1'));
    const second = Number(disc.dataset.rotation);
    expect(second - first).toBeGreaterThan(720);
    expect(Math.abs(second - (2160 + 337.5))).toBeLessThan(11.25);
    const winner = await screen.findByTestId('wheel-result', {}, { timeout: 2000 });
    expect(winner.dataset.kind).toBe('none');
    expect(screen.getByTestId('wheel-result-prize').textContent).toBe('Try again');
  });

  it('names a present won', async () => {
    reduceMotion(true);
    server.spin = jsonResponse(result({ prizeId: 10, amount: 0, isPresent: true, name: 'Royal Ace cap' }));
    renderModal();
    await ready();
    fireEvent.click(spinButton());
    await screen.findByTestId('wheel-result', {}, { timeout: 2000 });
    expect(screen.getByTestId('wheel-result-prize').textContent).toBe('Royal Ace cap');
  });

  it('shows a refusal as a toast and reads the free spin again', async () => {
    server.spin = jsonResponse({ code: 'wheel_free_spin_unavailable', message: 'No free spin.' }, 409);
    renderModal();
    await ready();
    fireEvent.click(spinButton());
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'No free spin is available yet. Come back when the countdown ends.',
        'warning',
      ),
    );
    await waitFor(() => expect(calls('/services/wheel/settings/public/')).toHaveLength(2));
    expect(screen.getByTestId('wheel-disc').dataset.rotation).toBe('0');
    await waitFor(() => expect(spinButton().disabled).toBe(false));
  });

  it('closes with its button and with Escape', async () => {
    const { onClose } = renderModal();
    fireEvent.click(screen.getByTestId('wheel-close'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('WheelModal under the history', () => {
  it('leaves Escape to the history modal', async () => {
    const onClose = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <WheelModal isPlayer covered onClose={onClose} onHistory={() => {}} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await act(async () => {});
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
  });
});
