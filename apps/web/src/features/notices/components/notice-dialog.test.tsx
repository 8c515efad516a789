import type { NoticeKind } from '@casino/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NoticeDialog } from './notice-dialog';

const notice = (kind: NoticeKind) => ({ id: '1', kind, amount: 84.369, amountCurrency: 'TND', createdAt: '' });

describe('NoticeDialog', () => {
  it.each([
    ['jackpot', 'Personal jackpot!'],
    ['cashback', 'Cashback'],
    ['first_deposit', 'First-deposit bonus'],
  ] as const)('shows a %s notice with its title and the amount floored, with its currency', (kind, title) => {
    render(<NoticeDialog notice={notice(kind)} onThank={() => {}} onHide={() => {}} />);
    expect(screen.getByRole('dialog', { name: title })).toBeTruthy();
    expect(screen.getByTestId('notice').dataset.kind).toBe(kind);
    expect(screen.getByTestId('notice-amount').textContent).toBe('84.36\u00a0DT');
    expect(screen.getByTestId('notice-thanks').textContent).toBe('Thank you!');
  });

  it('thanks with the button; the close button, like the backdrop, only hides', () => {
    const onThank = vi.fn();
    const onHide = vi.fn();
    render(<NoticeDialog notice={notice('cashback')} onThank={onThank} onHide={onHide} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect([onThank.mock.calls.length, onHide.mock.calls.length]).toEqual([0, 1]);
    fireEvent.click(screen.getByTestId('notice-thanks'));
    expect([onThank.mock.calls.length, onHide.mock.calls.length]).toEqual([1, 1]);
  });

  it('shows the thank-you button busy while the acknowledge is on its way', () => {
    render(<NoticeDialog notice={notice('jackpot')} thanking onThank={() => {}} onHide={() => {}} />);
    expect((screen.getByTestId('notice-thanks') as HTMLButtonElement).disabled).toBe(true);
  });
});
