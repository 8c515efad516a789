import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/dom';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { producersQuery } from '../api/get-producers';
import { testGame } from '../lib/test-games';
import { GameTile } from './game-tile';

function renderTile(overrides: Parameters<typeof testGame>[0] = {}, active = false) {
  const onToggle = vi.fn();
  const game = testGame(overrides);
  const client = new QueryClient();
  client.setQueryData(producersQuery().queryKey, [
    { name: 'studio', title: 'Studio', active: true, integrations: ['studio'] },
  ]);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <GameTile game={game} favourite={{ active, busy: false, onToggle }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { game, onToggle, tile: screen.getByTestId('game-tile') };
}

describe('GameTile', () => {
  it('names the game once: the picture carries it, the heading is for screen readers', () => {
    const { tile } = renderTile();
    const heading = within(tile).getByRole('heading', { name: 'Lucky Clover' });
    expect(heading.className).toContain('sr-only');
    expect(within(tile).getAllByText('Lucky Clover')).toHaveLength(1);
  });

  it("shows the producer's display name, not its code", () => {
    const { tile } = renderTile();
    expect(within(tile).getByTestId('tile-producer').textContent).toBe('Studio');
  });

  it('shows a lazy 235x235 picture', () => {
    const { tile, game } = renderTile();
    const img = tile.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(game.imageUrl);
    expect(img.getAttribute('width')).toBe('235');
    expect(img.getAttribute('height')).toBe('235');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('links real play to /slots/{provider}/{gameId} and demo to /demo', () => {
    const { tile } = renderTile();
    expect(within(tile).getByTestId('play-real').getAttribute('href')).toBe('/slots/studio/lucky-clover');
    expect(within(tile).getByTestId('play-demo').getAttribute('href')).toBe('/slots/studio/lucky-clover/demo');
  });

  it('offers no demo button for a game without demo mode', () => {
    const { tile } = renderTile({ has_demo: false });
    expect(within(tile).queryByTestId('play-demo')).toBeNull();
    expect(within(tile).getByTestId('play-real')).toBeTruthy();
  });

  it('shows the star pressed for a favourite and hands the game to the toggle', () => {
    const { tile, onToggle, game } = renderTile({}, true);
    const star = within(tile).getByTestId('favourite-star');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(star.getAttribute('aria-label')).toBe('Remove Lucky Clover from favourites');
    fireEvent.click(star);
    expect(onToggle).toHaveBeenCalledWith(game);
  });

  it('draws the name in place of a picture that cannot be loaded', () => {
    const { tile } = renderTile();
    fireEvent.error(tile.querySelector('img')!);
    expect(tile.querySelector('img')).toBeNull();
    expect(
      within(tile)
        .getAllByText('Lucky Clover')
        .map((node) => node.closest('h3') === null),
    ).toEqual([true, false]);
  });
});
