import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installPrompt, type InstallPromptEvent } from '../lib/install-prompt';
import AndroidAppButton from './android-app-button';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const WEBVIEW =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36';

const userAgent = (value: string) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);
const offer = () => {
  const event = { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome: 'accepted' }) };
  act(() => installPrompt.keep(event as unknown as InstallPromptEvent));
  return event;
};

afterEach(() => {
  vi.unstubAllEnvs();
  act(() => installPrompt.keep(null));
});

describe('AndroidAppButton', () => {
  it('installs the app with the saved prompt on Android', async () => {
    userAgent(CHROME_ANDROID);
    const onDone = vi.fn();
    render(<AndroidAppButton onDone={onDone} />);
    expect(screen.queryByTestId('android-app')).toBeNull();
    const event = offer();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Get the Android app' })));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('links the configured APK when the browser cannot install', () => {
    userAgent(CHROME_ANDROID);
    vi.stubEnv('VITE_ANDROID_APK_URL', 'https://cdn.example/royal-ace.apk');
    render(<AndroidAppButton />);
    expect(screen.getByRole('link', { name: 'Get the Android app' }).getAttribute('href')).toBe(
      'https://cdn.example/royal-ace.apk',
    );
  });

  it('is not shown in a webview, nor with nothing to offer', () => {
    userAgent(WEBVIEW);
    vi.stubEnv('VITE_ANDROID_APK_URL', 'https://cdn.example/royal-ace.apk');
    offer();
    const { unmount } = render(<AndroidAppButton />);
    expect(screen.queryByTestId('android-app')).toBeNull();
    unmount();
    userAgent(CHROME_ANDROID);
    vi.stubEnv('VITE_ANDROID_APK_URL', '');
    act(() => installPrompt.keep(null));
    render(<AndroidAppButton />);
    expect(screen.queryByTestId('android-app')).toBeNull();
  });
});
