import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClientRoute } from '../lib/client-url';
import { SportsbookFrame, type SportsbookFrameProps } from './sportsbook-frame';

const HOST = { kind: 'ready', url: 'https://sb.test', origin: 'https://sb.test', stylesheet: null } as const;

type Call = { url: string; method: string; body: unknown };

function stubApi(answer: (call: Call, index: number) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const { status, body } = answer(call, calls.length - 1);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function renderFrame(props: Partial<SportsbookFrameProps> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onLoginRequired = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const all = (more: Partial<SportsbookFrameProps>): SportsbookFrameProps => ({
    integration: 'alt',
    host: HOST,
    signedIn: false,
    layout: 'european',
    route: { page: 'home' },
    title: 'Sports betting',
    onLoginRequired,
    ...props,
    ...more,
  });
  const view = render(<SportsbookFrame {...all({})} />, { wrapper });
  return {
    ...view,
    invalidate,
    onLoginRequired,
    rerenderWith: (more: Partial<SportsbookFrameProps>) => view.rerender(<SportsbookFrame {...all(more)} />),
  };
}

const iframe = () => screen.getByTestId('sportsbook-iframe') as HTMLIFrameElement;

function post(data: unknown, origin: string = HOST.origin, source: Window | null = iframe().contentWindow) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });
}

describe('SportsbookFrame', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('frames a guest without a token, under the "log in to place bets" banner, asking nothing of the server', () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const { onLoginRequired } = renderFrame({ route: { page: 'live', sport: '1' }, layout: 'mobile' });
    expect(iframe().getAttribute('src')).toBe('https://sb.test/client/?lang=en-US&layout=mobile&page=live&sport=1');
    expect(iframe().getAttribute('title')).toBe('Sports betting');
    expect(screen.getByTestId('sportsbook-guest-banner').textContent).toContain('Log in to place bets');
    fireEvent.click(screen.getByTestId('sportsbook-sign-in'));
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
    expect(calls).toEqual([]);
  });

  it("gives the client its host's stylesheet", () => {
    stubApi(() => ({ status: 500, body: {} }));
    renderFrame({ host: { ...HOST, stylesheet: 'https://casino.test/skins/dgt.css' } });
    expect(new URL(iframe().src).searchParams.get('css')).toBe('https://casino.test/skins/dgt.css');
  });

  it("opens the sign-in on the provider frame's login-required, and only for that frame's origin", () => {
    stubApi(() => ({ status: 500, body: {} }));
    const { onLoginRequired } = renderFrame();
    post({ type: 'sportsbook:login-required' }, 'https://evil.test');
    post({ type: 'sportsbook:login-required' }, HOST.origin, window);
    post({ type: 'something-else' });
    expect(onLoginRequired).not.toHaveBeenCalled();
    post({ type: 'sportsbook:login-required' });
    expect(onLoginRequired).toHaveBeenCalledTimes(1);
  });

  it("frames a signed-in player with a launch token asked for in the site's language (alt answers access_token)", async () => {
    const calls = stubApi(() => ({ status: 200, body: { access_token: 'alt-token-1' } }));
    renderFrame({ signedIn: true });
    expect(screen.getByTestId('sportsbook-loading').textContent).toContain('Opening the sportsbook');
    expect(screen.queryByTestId('sportsbook-guest-banner')).toBeNull();
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=alt-token-1'));
    expect(iframe().getAttribute('src')).toBe(
      'https://sb.test/client/?token=alt-token-1&lang=en-US&layout=european&page=home',
    );
    expect(calls).toEqual([{ url: '/api/integrations/alt/login', method: 'POST', body: { language: 'en-US' } }]);
  });

  it('reads dgt and bby tokens from `token`', async () => {
    const calls = stubApi(() => ({ status: 200, body: { token: 'dgt-token' } }));
    renderFrame({ signedIn: true, integration: 'dgt', layout: 'asian' });
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=dgt-token&lang=en-US&layout=asian'));
    expect(calls[0]!.url).toBe('/api/integrations/dgt/login');
  });

  it('refreshes the balance when the frame says money moved', async () => {
    stubApi(() => ({ status: 200, body: { access_token: 't' } }));
    const { invalidate } = renderFrame({ signedIn: true });
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=t'));
    post({ type: 'sportsbook:balance-moved' }, 'https://evil.test');
    expect(invalidate).not.toHaveBeenCalled();
    post({ type: 'sportsbook:balance-moved' });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['me'] });
  });

  it('asks for a fresh token for every new frame load, never reusing one', async () => {
    const calls = stubApi((_, index) => ({ status: 200, body: { access_token: `t${index}` } }));
    const { rerenderWith } = renderFrame({ signedIn: true });
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=t0'));
    rerenderWith({});
    expect(calls).toHaveLength(1);

    const live: ClientRoute = { page: 'live' };
    rerenderWith({ route: live });
    expect(screen.queryByTestId('sportsbook-iframe')).toBeNull();
    await waitFor(() =>
      expect(iframe().getAttribute('src')).toContain('token=t1&lang=en-US&layout=european&page=live'),
    );

    rerenderWith({ route: live, session: 'visit-2' });
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=t2'));
    expect(calls).toHaveLength(3);
  });

  it("reopens a signed-in player's frame with a new token when the frame says it has no session", async () => {
    const calls = stubApi((_, index) => ({ status: 200, body: { access_token: `t${index}` } }));
    const { onLoginRequired } = renderFrame({ signedIn: true });
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=t0'));
    post({ type: 'sportsbook:login-required' });
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=t1'));
    expect(onLoginRequired).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
  });

  it('shows why the login failed, in the player language, and tries again on request', async () => {
    stubApi((_, index) =>
      index === 0
        ? { status: 503, body: { code: 'provider_unavailable', message: 'down' } }
        : { status: 200, body: { access_token: 'again' } },
    );
    renderFrame({ signedIn: true });
    const alert = await screen.findByTestId('sportsbook-error');
    expect(alert.textContent).toContain('The sportsbook could not be opened.');
    expect(alert.textContent).toContain('The sportsbook is not answering.');
    fireEvent.click(screen.getByTestId('sportsbook-retry'));
    await waitFor(() => expect(iframe().getAttribute('src')).toContain('token=again'));
  });

  it('says so when the integration was switched off meanwhile', async () => {
    stubApi(() => ({ status: 404, body: { code: 'integration_disabled', message: 'off' } }));
    renderFrame({ signedIn: true });
    expect((await screen.findByTestId('sportsbook-error')).textContent).toContain('not available at the moment');
  });

  it('waits for the settings, and offers a retry when they could not be read', () => {
    stubApi(() => ({ status: 500, body: {} }));
    const retry = vi.fn();
    const { rerenderWith } = renderFrame({ host: { kind: 'loading' } });
    expect(screen.getByTestId('sportsbook-loading')).toBeTruthy();
    rerenderWith({ host: { kind: 'failed', retry } });
    fireEvent.click(screen.getByTestId('sportsbook-retry'));
    expect(retry).toHaveBeenCalled();
  });
});
