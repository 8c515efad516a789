import type { CatalogueGame, ProviderInfo, RotatedSecret, StaffCatalogue } from '@casino/contracts';
import { configureApiClient } from '@casino/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { callsOf, jsonResponse } from '@/test/fixtures';
import { renderInConsole } from '@/test/render';
import GamesPage from './games-page';

const fetchMock = vi.fn<typeof fetch>();

const game = (id: number, gameId: string, name: string, extra: Partial<CatalogueGame> = {}): CatalogueGame => ({
  id,
  provider: 'studio',
  game_id: gameId,
  name,
  producer: 'studio',
  game_type: 'slot',
  category: 'videoSlots',
  provider_category: 'videoSlots',
  rtp: 96.5,
  active: true,
  enabled: true,
  hidden: false,
  position: null,
  ...extra,
});

// In the lobby's order, as the server answers it: the placed game first.
const catalogue: StaffCatalogue = {
  games: [
    game(3, 'neon-nights', 'Neon Nights', { position: 1 }),
    game(1, 'european-roulette', 'European Roulette', {
      game_type: 'table',
      category: 'roulette',
      provider_category: 'roulette',
    }),
    game(2, 'lucky-clover', 'Lucky Clover'),
  ],
  producers: [
    { code: 'studio', name: 'Studio', active: true, hidden: false, games: 3, position: null },
    { code: 'zeta', name: 'Zeta', active: true, hidden: false, games: 0, position: null },
  ],
};

const providers: ProviderInfo[] = [
  {
    code: 'acme-games',
    name: 'Acme Games',
    active: true,
    rotated_at: null,
    previous_valid_until: null,
    managed_by_configuration: false,
  },
  {
    code: 'studio',
    name: 'Studio',
    active: true,
    rotated_at: null,
    previous_valid_until: null,
    managed_by_configuration: true,
  },
];

const rotated: RotatedSecret = {
  ...providers[0]!,
  rotated_at: '2026-03-01T10:00:00.000Z',
  previous_valid_until: '2026-03-02T10:00:00.000Z',
  secret: 'a'.repeat(64),
};

const writes = () => callsOf(fetchMock).filter((call) => call.method !== 'GET');
const writeText = vi.fn<(text: string) => Promise<void>>();

beforeEach(() => {
  queryClient.clear();
  fetchMock.mockReset();
  writeText.mockReset().mockResolvedValue();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  configureApiClient({});
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (url, init) => {
    const method = init?.method ?? 'GET';
    const path = String(url);
    if (method === 'GET' && path.endsWith('/games/')) return jsonResponse(catalogue);
    if (method === 'GET' && path.endsWith('/games/hidden/')) return jsonResponse({ game_ids: [], producers: [] });
    if (method === 'GET' && path.endsWith('/providers/')) return jsonResponse(providers);
    if (method === 'PUT' && path.endsWith('/games/order/')) return new Response(null, { status: 204 });
    if (method === 'PATCH') return jsonResponse({ ...catalogue.games[2]!, ...JSON.parse(String(init?.body)) });
    if (method === 'POST' && path.endsWith('/rotate-secret/')) return jsonResponse(rotated);
    return jsonResponse({ code: 'not_found', message: '' }, 404);
  });
});

describe('the games screen: the lobby order', () => {
  it('lists the games in the lobby order and moves one with its own buttons', async () => {
    renderInConsole(<GamesPage />);
    const rows = await screen.findByTestId('game-rows');
    expect(
      within(rows)
        .getAllByRole('row')
        .map((row) => row.getAttribute('data-testid')),
    ).toEqual(['game-neon-nights', 'game-european-roulette', 'game-lucky-clover']);
    // The first can go neither up nor to the top; the last not down.
    expect(screen.getByRole('button', { name: 'Move “Neon Nights” up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move “Neon Nights” to the top' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move “Lucky Clover” down' })).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Move “Lucky Clover” to the top' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move “European Roulette” down' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ url: '/api/backoffice/games/order/', method: 'PUT', body: { id: 2, move: 'top' } }),
        expect.objectContaining({ url: '/api/backoffice/games/order/', method: 'PUT', body: { id: 1, move: 'down' } }),
      ]),
    );
  });

  it('moves only to the top while a filter hides games, and moves producers too', async () => {
    renderInConsole(<GamesPage />);
    fireEvent.change(await screen.findByLabelText('Search'), { target: { value: 'lucky' } });
    await waitFor(() => expect(screen.queryByTestId('game-neon-nights')).toBeNull());
    expect(screen.getByRole('button', { name: 'Move “Lucky Clover” up' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Move “Lucky Clover” to the top' }));
    fireEvent.click(within(screen.getByTestId('producer-zeta')).getByRole('button', { name: 'Move “Zeta” up' }));
    await waitFor(() =>
      expect(writes().map((call) => call.body)).toEqual([
        { id: 2, move: 'top' },
        { producer: 'zeta', move: 'up' },
      ]),
    );
  });
});

describe('the games screen: category and switch', () => {
  it('sets a category the lobby knows, then the provider’s again, and switches a game off', async () => {
    renderInConsole(<GamesPage />);
    const category = await screen.findByRole('combobox', { name: 'Category of Lucky Clover' });
    expect(within(category).getByRole('option', { name: "Provider's: Video slots" })).toBeTruthy();
    fireEvent.change(category, { target: { value: 'roulette' } });
    await waitFor(() =>
      expect(writes()).toEqual([
        expect.objectContaining({ url: '/api/backoffice/games/2/', method: 'PATCH', body: { category: 'roulette' } }),
      ]),
    );
    fireEvent.change(category, { target: { value: '' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Lucky Clover switched on' }));
    await waitFor(() =>
      expect(
        writes()
          .slice(1)
          .map((call) => call.body),
      ).toEqual([{ category: null }, { enabled: false }]),
    );
  });
});

describe('the games screen: provider secrets', () => {
  it('rotates only once confirmed, shows the new secret once with a copy button, and forgets it', async () => {
    renderInConsole(<GamesPage />);
    const studio = await screen.findByTestId('provider-studio');
    expect(within(studio).queryByRole('button')).toBeNull();
    expect(within(studio).getByText('Set in the configuration')).toBeTruthy();

    fireEvent.click(within(screen.getByTestId('provider-acme-games')).getByRole('button', { name: 'New secret' }));
    const confirm = await screen.findByRole('dialog', { name: 'New secret for Acme Games?' });
    expect(writes()).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'New secret' }));

    const shown = await screen.findByRole('dialog', { name: 'The new secret of Acme Games' });
    expect(writes()).toEqual([
      expect.objectContaining({ url: '/api/backoffice/providers/acme-games/rotate-secret/', method: 'POST' }),
    ]);
    expect(within(shown).getByTestId('new-secret').textContent).toBe(rotated.secret);
    expect(within(shown).getByRole('alert').textContent).toMatch(/only this once/);
    fireEvent.click(within(shown).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(rotated.secret));
    expect(await within(shown).findByRole('button', { name: 'Copied' })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.body.textContent).not.toContain(rotated.secret);
  });
});
