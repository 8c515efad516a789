import type { SlotsHistoryItem } from '@casino/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/date';
import { SlotsHistoryList } from './slots-history-list';

const round = (overrides: Partial<SlotsHistoryItem> = {}): SlotsHistoryItem => ({
  id: 'studio:r1',
  provider: 'studio',
  date: '2026-03-14T09:26:53Z',
  balance: { before: 100, after: 101.5, currency: 'EUR' },
  status: 'Winner',
  betAmount: 1,
  winAmount: 2.5,
  gameId: 'lucky-clover',
  freeSpin: false,
  ...overrides,
});

describe('SlotsHistoryList', () => {
  it('shows the spec columns: date, game, provider, bet, win, balance before → after, status', () => {
    render(<SlotsHistoryList items={[round()]} />);
    const table = screen.getByTestId('slots-history-table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Date', 'Game', 'Provider', 'Bet', 'Win', 'Balance', 'Status']);
    const cells = within(within(table).getAllByRole('row')[1]!)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells[0]).toBe(formatDateTime('2026-03-14T09:26:53Z', 'en-US'));
    expect(cells[1]).toBe('lucky-clover');
    expect(cells[2]).toBe('studio');
    expect(cells[3]).toBe('€1.00');
    expect(cells[4]).toBe('€2.50');
    expect(cells[5]).toBe('€100.00 → €101.50');
    expect(cells[6]).toBe('Won');
  });

  it("shows the producer's display name when it is known", () => {
    render(<SlotsHistoryList items={[round()]} producerOf={() => 'Studio'} />);
    const row = within(screen.getByTestId('slots-history-table')).getAllByRole('row')[1]!;
    expect(within(row).getAllByRole('cell')[2]!.textContent).toBe('Studio');
  });

  it('says Won only when the win exceeds the bet', () => {
    render(
      <SlotsHistoryList
        items={[
          // The provider calls any round with a win a "Winner".
          round({ id: 'loss', status: 'Winner', betAmount: 15, winAmount: 10 }),
          round({ id: 'win', status: 'Winner', betAmount: 10, winAmount: 15 }),
          round({ id: 'even', status: 'Winner', betAmount: 10, winAmount: 10 }),
          round({ id: 'nothing', status: 'Loser', betAmount: 2, winAmount: 0 }),
          round({ id: 'free-win', status: 'Winner', betAmount: 0, winAmount: 3, freeSpin: true }),
          round({ id: 'free-none', status: 'Loser', betAmount: 0, winAmount: 0, freeSpin: true }),
          round({ id: 'open', status: 'Wait', betAmount: 5, winAmount: 0 }),
        ]}
      />,
    );
    const statuses = within(screen.getByTestId('slots-history-table'))
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[6]!.textContent);
    expect(statuses).toEqual(['Lost', 'Won', 'Stake back', 'Lost', 'WonFree spin', 'LostFree spin', 'Pending']);
  });

  it("shows the game's name when the catalogue knows it", () => {
    render(<SlotsHistoryList items={[round()]} nameOf={() => 'Lucky Clover'} />);
    expect(screen.getByTestId('slots-history-table').textContent).toContain('Lucky Clover');
  });

  it('floors amounts, translates every status and marks free-spin rounds', () => {
    render(
      <SlotsHistoryList
        items={[
          round({ id: 'a', status: 'Loser', winAmount: 0, betAmount: 0.199, freeSpin: true }),
          round({ id: 'b', status: 'Cancelled' }),
          round({ id: 'c', status: 'Wait' }),
        ]}
      />,
    );
    const rows = within(screen.getByTestId('slots-history-table')).getAllByRole('row').slice(1);
    expect(rows[0]!.textContent).toContain('€0.19');
    expect(rows[0]!.textContent).toContain('Lost');
    expect(rows[0]!.textContent).toContain('Free spin');
    expect(rows[1]!.textContent).toContain('Cancelled');
    expect(rows[2]!.textContent).toContain('Pending');
    // The same rounds as cards for narrow screens.
    expect(within(screen.getByTestId('slots-history-cards')).getAllByRole('listitem')).toHaveLength(3);
  });
});
