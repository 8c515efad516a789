import type { Jackpot } from '@casino/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import JackpotTicker from './jackpot-ticker';

const pool = (name: Jackpot['name'], amount: number, winner: string | null = null): Jackpot => ({
  id: 7,
  amount,
  winner,
  name,
  currency: 'EUR',
  serverSeedHash: 'hash',
});

describe('JackpotTicker', () => {
  it('shows each pool with its amount, and the last winner masked', () => {
    render(
      <JackpotTicker
        jackpots={[pool('silver', 50), pool('gold', 512.34, 'jo***y'), pool('diamond', 5000), pool('bronze', 12.5)]}
      />,
    );
    const ticker = screen.getByTestId('jackpot-ticker');
    const cards = within(ticker).getAllByRole('listitem');
    expect(cards.map((card) => card.dataset.testid)).toEqual([
      'jackpot-silver',
      'jackpot-gold',
      'jackpot-diamond',
      'jackpot-bronze',
    ]);
    expect(within(cards[1]!).getByTestId('jackpot-amount').textContent).toBe('€512.34');
    expect(cards[1]!.textContent).toContain('Last won by jo***y');
    expect(cards[0]!.textContent).toContain('Still to be won');
  });
});
