import { act, render, screen } from '@testing-library/react';
import { fireEvent } from '@testing-library/dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameSessionStore } from '../stores/game-session-store';
import { GameFrame } from './game-frame';

function renderFrame() {
  const onBack = vi.fn();
  const onGameMessage = vi.fn();
  const onOpenCashier = vi.fn();
  render(
    <GameFrame
      title="Lucky Clover"
      demo={false}
      mobile={false}
      onBack={onBack}
      onGameMessage={onGameMessage}
      onOpenCashier={onOpenCashier}
    />,
  );
  return { onBack, onGameMessage, onOpenCashier };
}

describe('GameFrame', () => {
  beforeEach(() => useGameSessionStore.getState().clear());

  it('shows a spinner until the session address arrives, then the game in the iframe', () => {
    renderFrame();
    expect(screen.queryByTestId('game-iframe')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Starting the game');
    act(() => useGameSessionStore.getState().set('https://studio.test/play/lucky-clover?mode=real&token=t', 's1'));
    expect(screen.getByTestId('game-iframe').getAttribute('src')).toBe(
      'https://studio.test/play/lucky-clover?mode=real&token=t',
    );
    expect(screen.getByTestId('game-iframe').getAttribute('title')).toBe('Lucky Clover');
  });

  it("asks for the balance again when the game's own origin posts a message, and only then", () => {
    const { onGameMessage } = renderFrame();
    act(() => useGameSessionStore.getState().set('https://studio.test/play/x', 's1'));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.test', data: 'round' }));
    expect(onGameMessage).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://studio.test', data: 'round' }));
    expect(onGameMessage).toHaveBeenCalledTimes(1);
  });

  it('opens the cashier when the game asks from its own origin, and for no other page', () => {
    const { onGameMessage, onOpenCashier } = renderFrame();
    act(() => useGameSessionStore.getState().set('https://studio.test/play/x', 's1'));
    const ask = { type: 'studio:open-cashier' };
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.test', data: ask }));
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://studio.test.evil.test', data: ask }));
    expect(onOpenCashier).not.toHaveBeenCalled();
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://studio.test', data: ask }));
    expect(onOpenCashier).toHaveBeenCalledTimes(1);
    // The request is not taken for a balance change as well.
    expect(onGameMessage).not.toHaveBeenCalled();
  });

  it('goes back with the back button', () => {
    const { onBack } = renderFrame();
    fireEvent.click(screen.getByTestId('game-back'));
    expect(onBack).toHaveBeenCalled();
  });
});
