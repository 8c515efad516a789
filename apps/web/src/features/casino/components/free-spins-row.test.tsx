import type { FreeSpinInfo } from '@casino/contracts';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testGame } from '../lib/test-games';
import { FreeSpinsRow, playableGrants } from './free-spins-row';

const grant = (overrides: Partial<FreeSpinInfo> = {}): FreeSpinInfo => ({
  id: 7,
  provider: 'studio',
  game_id: 'lucky-clover',
  session_end: false,
  freespin_left: 10,
  freespin_total: 10,
  bet: 0.2,
  prize: { amount: 0, currency: 'EUR' },
  expires_at: new Date(Date.now() + 3_600_000).toISOString(),
  created_at: new Date().toISOString(),
  ...overrides,
});

describe('free spins in the lobby', () => {
  it('offers only grants that are open, have spins left and have not expired', () => {
    const past = new Date(Date.now() - 1000).toISOString();
    const grants = [
      grant({ id: 1 }),
      grant({ id: 2, session_end: true }),
      grant({ id: 3, freespin_left: 0 }),
      grant({ id: 4, expires_at: past }),
    ];
    expect(playableGrants(grants).map((g) => g.id)).toEqual([1]);
  });

  it('links each grant to /slots/{provider}/{gameId}/{freeSpin}/session with its game and spins left', () => {
    const game = testGame();
    render(
      <MemoryRouter>
        <FreeSpinsRow grants={[grant()]} gameOf={() => game} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('free-spin-grant');
    expect(card.textContent).toContain('Lucky Clover');
    expect(card.textContent).toContain('Free spins: 10');
    expect(card.textContent).toContain('€0.20');
    expect(within(card).getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(
      '/slots/studio/lucky-clover/7/session',
    );
  });

  it('shows nothing without a playable grant', () => {
    render(
      <MemoryRouter>
        <FreeSpinsRow grants={[grant({ session_end: true })]} gameOf={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('free-spins-row')).toBeNull();
  });
});
