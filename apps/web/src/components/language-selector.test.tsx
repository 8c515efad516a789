import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSelector } from './language-selector';

function setup() {
  const onChange = vi.fn();
  render(
    <div>
      <p>outside</p>
      <LanguageSelector value="en-US" onChange={onChange} />
    </div>,
  );
  const toggle = screen.getByRole('button', { name: /Language/ });
  const isOpen = () => screen.queryByRole('menu') !== null;
  return { onChange, toggle, isOpen, root: screen.getByTestId('language-selector') };
}

beforeEach(() => {
  vi.useFakeTimers();
});

describe('language selector', () => {
  it('opens on click and closes after 6 s open', () => {
    const { toggle, isOpen } = setup();
    expect(isOpen()).toBe(false);
    fireEvent.click(toggle);
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(5_999));
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it('closes 2.5 s after the mouse leaves, unless it comes back', () => {
    const { toggle, isOpen, root } = setup();
    fireEvent.click(toggle);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(2_000));
    fireEvent.mouseEnter(root);
    act(() => vi.advanceTimersByTime(1_000));
    expect(isOpen()).toBe(true);
    fireEvent.mouseLeave(root);
    act(() => vi.advanceTimersByTime(2_499));
    expect(isOpen()).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(isOpen()).toBe(false);
  });

  it('closes on an outside click but not on a click inside', () => {
    const { toggle, isOpen } = setup();
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByRole('menu'));
    expect(isOpen()).toBe(true);
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(isOpen()).toBe(false);
  });

  it('picks a language and closes', () => {
    const { toggle, isOpen, onChange } = setup();
    fireEvent.click(toggle);
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'العربية' }));
    expect(onChange).toHaveBeenCalledWith('ar-ar');
    expect(isOpen()).toBe(false);
  });
});
