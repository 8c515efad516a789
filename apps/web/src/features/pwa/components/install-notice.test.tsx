import { CACHE } from '@casino/contracts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { persistKey } from '@/lib/persistence';
import { installPrompt, type InstallPromptEvent } from '../lib/install-prompt';
import { isNoticeDue } from '../lib/install';
import InstallNotice from './install-notice';

const MINUTE = 60_000;

/** What Chromium fires when the site can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome }),
  }) as unknown as InstallPromptEvent & { prompt: ReturnType<typeof vi.fn> };
  act(() => void window.dispatchEvent(event));
  return event;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  localStorage.removeItem(persistKey('pwaNoticeHiddenAt'));
});
afterEach(() => act(() => installPrompt.keep(null)));

describe('InstallNotice', () => {
  it('waits for the browser to offer an install, and keeps its prompt from the browser', () => {
    render(<InstallNotice />);
    expect(screen.queryByTestId('pwa-notice')).toBeNull();
    const event = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.getByRole('complementary', { name: 'Install Royal Ace' })).toBeTruthy();
  });

  it('installs with the saved prompt, which serves once', async () => {
    render(<InstallNotice />);
    const event = offerInstall('accepted');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Install' })));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(installPrompt.get()).toBeNull();
    expect(screen.queryByTestId('pwa-notice')).toBeNull();
  });

  it('once hidden, stays away for 30 minutes, across a reload, then comes back by itself', () => {
    expect(CACHE.pwaNoticeMs).toBe(30 * MINUTE);
    const first = render(<InstallNotice />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Hide the install notice' }));
    expect(screen.queryByTestId('pwa-notice')).toBeNull();

    // A reload 29 minutes later: still hidden.
    first.unmount();
    act(() => void vi.advanceTimersByTime(29 * MINUTE));
    render(<InstallNotice />);
    expect(screen.queryByTestId('pwa-notice')).toBeNull();

    // The page left open: back at 30 minutes.
    act(() => void vi.advanceTimersByTime(MINUTE - 1));
    expect(screen.queryByTestId('pwa-notice')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByTestId('pwa-notice')).toBeTruthy();
  });

  it('"Not now" hides it the same way', () => {
    render(<InstallNotice />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByTestId('pwa-notice')).toBeNull();
    expect(isNoticeDue(Date.now() + 30 * MINUTE - 1)).toBe(false);
    expect(isNoticeDue(Date.now() + 30 * MINUTE)).toBe(true);
  });

  it('is not shown in the installed app', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) => ({ matches: query === '(display-mode: standalone)', media: query }) as MediaQueryList,
    );
    render(<InstallNotice />);
    offerInstall();
    expect(screen.queryByTestId('pwa-notice')).toBeNull();
  });

  it('is not kept away by a clock set back', () => {
    localStorage.setItem(persistKey('pwaNoticeHiddenAt'), JSON.stringify(Date.now() + 24 * 60 * MINUTE));
    expect(isNoticeDue()).toBe(true);
  });
});
