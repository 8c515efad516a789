import { render, screen, within } from '@testing-library/react';
import { fireEvent } from '@testing-library/dom';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testGame } from '../lib/test-games';
import { GameTile } from './game-tile';

function renderTile(overrides: Parameters<typeof testGame>[0] = {}, active = false) {
  const onToggle = vi.fn();
  const game = testGame(overrides);
  render(
    <MemoryRouter>
      <GameTile game={game} favourite={{ active, busy: false, onToggle }} />
    </MemoryRouter>,
  );
  return { game, onToggle, tile: screen.getByTestId('game-tile') };
}

describe('GameTile', () => {
  it('shows the name, the producer and a lazy 235x235 picture', () => {
    const { tile, game } = renderTile();
    expect(within(tile).getByRole('heading', { name: 'Lucky Clover' })).toBeTruthy();
    expect(tile.textContent).toContain('studio');
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

  it('draws the initials when the picture cannot be loaded', () => {
    const { tile } = renderTile();
    fireEvent.error(tile.querySelector('img')!);
    expect(tile.querySelector('img')).toBeNull();
    expect(tile.textContent).toContain('LC');
  });
});
