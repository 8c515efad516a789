import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FAILURE_COUNT_KEY } from './failure-policy';
import { RenderFailure } from './render-failure';

afterEach(() => sessionStorage.clear());

describe('RenderFailure', () => {
  it('reloads on the first failures and shows nothing but a spinner', () => {
    const effects = { reload: vi.fn(), goHome: vi.fn() };
    render(<RenderFailure error={new Error('boom')} effects={effects} />);
    expect(effects.reload).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('error-screen')).toBeNull();
    expect(sessionStorage.getItem(FAILURE_COUNT_KEY)).toBe('1');
  });

  it('redirects home on the 4th failure', () => {
    sessionStorage.setItem(FAILURE_COUNT_KEY, '3');
    const effects = { reload: vi.fn(), goHome: vi.fn() };
    render(<RenderFailure error={new Error('boom')} effects={effects} />);
    expect(effects.goHome).toHaveBeenCalledTimes(1);
    expect(effects.reload).not.toHaveBeenCalled();
  });

  it('shows the message, the error text and a try-again button that resets the counter', () => {
    sessionStorage.setItem(FAILURE_COUNT_KEY, '4');
    const effects = { reload: vi.fn(), goHome: vi.fn() };
    render(<RenderFailure error={new Error('kaboom')} effects={effects} />);
    expect(screen.getByTestId('error-screen')).toBeTruthy();
    expect(screen.getByTestId('error-text').textContent).toBe('kaboom');
    expect(screen.getByRole('heading').textContent).toBe('Something went wrong, please try again.');
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(sessionStorage.getItem(FAILURE_COUNT_KEY)).toBeNull();
    expect(effects.reload).toHaveBeenCalledTimes(1);
  });
});
