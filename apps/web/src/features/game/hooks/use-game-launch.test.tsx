import { GAME_SESSION } from '@casino/contracts';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useGameSessionStore } from '../stores/game-session-store';
import type { LaunchMode } from '../lib/launch';
import { useGameLaunch } from './use-game-launch';

type Call = { url: string; method: string; body: unknown; keepalive?: boolean | undefined };

function stubApi(answer: (call: Call) => { status: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call = {
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
        keepalive: init.keepalive,
      };
      calls.push(call);
      const { status, body } = answer(call);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function launch(mode: LaunchMode, isAuth: boolean) {
  const onRefused = vi.fn();
  const hook = renderHook(
    ({ takeovers }: { takeovers: number }) =>
      useGameLaunch({
        provider: 'studio',
        gameId: 'lucky-clover',
        mode,
        isAuth,
        lang: 'en',
        clientType: 'desktop',
        takeovers,
        onRefused,
      }),
    { initialProps: { takeovers: 0 } },
  );
  return { ...hook, onRefused };
}

const SESSION = { session_id: '6c4d3a8e-2f0b-4c1e-9a57-0d7e2b9f1c33', session_url: 'http://studio.test/play/abc' };

describe('useGameLaunch', () => {
  beforeEach(() => useGameSessionStore.getState().clear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends a guest without demo start back with pleaseAuth, asking nothing of the server', () => {
    const calls = stubApi(() => ({ status: 200, body: SESSION }));
    const { onRefused } = launch({ kind: 'real' }, false);
    expect(onRefused).toHaveBeenCalledWith('pleaseAuth');
    expect(calls).toEqual([]);
  });

  it('opens a demo for a guest and puts the session address in the store', async () => {
    const calls = stubApi(() => ({
      status: 201,
      body: { session_id: null, session_url: 'http://studio.test/demo/x' },
    }));
    const { onRefused } = launch({ kind: 'demo' }, false);
    await waitFor(() => expect(useGameSessionStore.getState().url).toBe('http://studio.test/demo/x'));
    expect(calls[0]).toMatchObject({
      url: '/api/slots/studio/session/demo/',
      method: 'POST',
      body: { game_id: 'lucky-clover', lang: 'en' },
    });
    expect(onRefused).not.toHaveBeenCalled();
  });

  it('clears the address and ends a real session on leaving', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 201, body: SESSION } : { status: 204, body: {} },
    );
    const { unmount } = launch({ kind: 'real' }, true);
    await waitFor(() => expect(useGameSessionStore.getState().url).toBe(SESSION.session_url));
    expect(calls[0]).toMatchObject({
      url: '/api/slots/studio/session/',
      body: { game_id: 'lucky-clover', client_type: 'desktop' },
    });
    unmount();
    expect(useGameSessionStore.getState().url).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/slots/sessions/${SESSION.session_id}/`)).toBe(
        true,
      ),
    );
  });

  it('ends the session with a call that outlives the page when the tab closes or reloads', async () => {
    const calls = stubApi((call) =>
      call.method === 'POST' ? { status: 201, body: SESSION } : { status: 204, body: {} },
    );
    launch({ kind: 'real' }, true);
    await waitFor(() => expect(useGameSessionStore.getState().url).toBe(SESSION.session_url));
    window.dispatchEvent(new Event('pagehide'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')?.keepalive).toBe(true);
  });

  it('a failed session for a signed-in player is tryVpn', async () => {
    stubApi(() => ({ status: 502, body: { code: 'internal_error', message: 'upstream' } }));
    const { onRefused } = launch({ kind: 'real' }, true);
    await waitFor(() => expect(onRefused).toHaveBeenCalled());
    expect(onRefused.mock.calls[0]?.[0]).toBe('tryVpn');
    expect(useGameSessionStore.getState().url).toBeNull();
  });

  it('a game the platform holds for another window can be taken over: the session is asked again with replace', async () => {
    let held = true;
    const calls = stubApi((call) =>
      call.method === 'POST' && held
        ? { status: 409, body: { code: 'game_already_running', message: 'parallel' } }
        : { status: 201, body: SESSION },
    );
    const { onRefused, rerender } = launch({ kind: 'real' }, true);
    await waitFor(() => expect(onRefused).toHaveBeenCalled());
    expect(onRefused.mock.calls[0]?.[0]).toBe('elsewhere');
    expect(useGameSessionStore.getState().url).toBeNull();
    held = false;
    rerender({ takeovers: 1 });
    await waitFor(() => expect(useGameSessionStore.getState().url).toBe(SESSION.session_url));
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { replace?: boolean }).replace)).toEqual([
      undefined,
      true,
    ]);
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('leaves the game when another window took it over: the heartbeat finds the session ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubApi((call) =>
        call.method === 'POST'
          ? { status: 201, body: SESSION }
          : { status: 404, body: { code: 'not_found', message: 'This game session has ended.' } },
      );
      const { onRefused } = launch({ kind: 'real' }, true);
      await waitFor(() => expect(useGameSessionStore.getState().url).toBe(SESSION.session_url));
      expect(onRefused).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(GAME_SESSION.heartbeatMs);
      await waitFor(() => expect(onRefused).toHaveBeenCalledWith('replaced'));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a heartbeat that fails for another reason (the network) keeps the game open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      stubApi((call) =>
        call.method === 'POST' ? { status: 201, body: SESSION } : { status: 503, body: { code: 'internal_error' } },
      );
      const { onRefused } = launch({ kind: 'real' }, true);
      await waitFor(() => expect(useGameSessionStore.getState().url).toBe(SESSION.session_url));
      await vi.advanceTimersByTimeAsync(GAME_SESSION.heartbeatMs * 2);
      expect(onRefused).not.toHaveBeenCalled();
      expect(useGameSessionStore.getState().url).toBe(SESSION.session_url);
    } finally {
      vi.useRealTimers();
    }
  });

  it('plays a free-spin grant through its own session call', async () => {
    const calls = stubApi(() => ({ status: 201, body: SESSION }));
    launch({ kind: 'freeSpin', id: 42 }, true);
    await waitFor(() => expect(useGameSessionStore.getState().url).toBe(SESSION.session_url));
    expect(calls[0]).toMatchObject({ url: '/api/slots/studio/session/freespin/', body: { free_spin_session_id: 42 } });
  });
});
