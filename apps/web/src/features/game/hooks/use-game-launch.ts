import { ApiError } from '@casino/api-client/error';
import { GAME_SESSION, type GameLang, type GameSessionResponse } from '@casino/contracts';
import { useEffect, useRef } from 'react';
import { createDemoSession } from '../api/create-demo-session';
import { createFreeSpinSession } from '../api/create-free-spin-session';
import { createSession } from '../api/create-session';
import { endSession } from '../api/end-session';
import { keepSessionAlive } from '../api/keep-session-alive';
import { acquireGameLock } from '../lib/game-lock';
import { needsSignIn, refusalFor, type LaunchMode, type Refusal } from '../lib/launch';
import { useGameSessionStore } from '../stores/game-session-store';

export interface LaunchRequest {
  provider: string;
  gameId: string;
  mode: LaunchMode;
  isAuth: boolean;
  lang: GameLang;
  clientType: 'desktop' | 'mobile';
  /**
   * How many times the player chose to take the game over from the window the platform holds
   * it for (after an 'elsewhere' refusal, SPEC §2.9); from the first, sessions ask to replace.
   */
  takeovers: number;
  onRefused: (refusal: Refusal, error?: unknown) => void;
}

function start(request: LaunchRequest, signal: AbortSignal): Promise<GameSessionResponse> {
  const { provider, gameId, mode, lang, clientType } = request;
  if (mode.kind === 'demo') return createDemoSession(provider, { game_id: gameId, lang }, signal);
  const replace = request.takeovers > 0 ? { replace: true } : {};
  if (mode.kind === 'freeSpin') {
    return createFreeSpinSession(
      provider,
      { free_spin_session_id: mode.id, lang, client_type: clientType, ...replace },
      signal,
    );
  }
  return createSession(
    provider,
    { game_id: gameId, lang, client_type: clientType, return_url: window.location.href, ...replace },
    signal,
  );
}

/**
 * Opens a game session for the frame (SPEC §4 Game session): refuses a guest without demo
 * start, holds the game's lock, creates the session, keeps it alive while the frame is open
 * (a heartbeat that finds it ended means another window took the game over), and on leaving
 * ends it and clears the address.
 */
export function useGameLaunch(request: LaunchRequest): void {
  const latest = useRef(request);
  latest.current = request;
  const { provider, gameId, mode, isAuth, lang, clientType, takeovers } = request;
  const freeSpinId = mode.kind === 'freeSpin' ? mode.id : null;

  useEffect(() => {
    const current = latest.current;
    const { set, clear } = useGameSessionStore.getState();
    if (needsSignIn(current.mode, current.isAuth)) {
      current.onRefused('pleaseAuth');
      return;
    }
    const controller = new AbortController();
    let left = false;
    let release: (() => void) | null = null;
    let sessionId: string | null = null;
    let heartbeat: ReturnType<typeof setInterval> | undefined;
    // A closed or reloaded tab never runs the cleanup below: end the session as the page goes.
    const onPageHide = () => {
      if (sessionId) void endSession(sessionId, true).catch(() => {});
      sessionId = null;
    };
    window.addEventListener('pagehide', onPageHide);
    // A missed beat (the network) is retried at the next one; an ended session is not coming back.
    const onLost = (error: unknown) => {
      if (left || !(error instanceof ApiError) || error.code !== 'not_found') return;
      clearInterval(heartbeat);
      sessionId = null;
      latest.current.onRefused('replaced');
    };

    void (async () => {
      const lock = await acquireGameLock(`game:${current.provider}:${current.gameId}`);
      if (left) return lock?.();
      if (!lock) return latest.current.onRefused('parallel');
      release = lock;
      try {
        const session = await start(current, controller.signal);
        sessionId = session.session_id;
        if (left) {
          if (sessionId) void endSession(sessionId).catch(() => {});
          return;
        }
        set(session.session_url, sessionId);
        const id = sessionId;
        if (id) heartbeat = setInterval(() => void keepSessionAlive(id).catch(onLost), GAME_SESSION.heartbeatMs);
      } catch (error) {
        if (!left) latest.current.onRefused(refusalFor(error, current.mode, current.isAuth), error);
      }
    })();

    return () => {
      window.removeEventListener('pagehide', onPageHide);
      left = true;
      controller.abort();
      clearInterval(heartbeat);
      if (sessionId) void endSession(sessionId).catch(() => {});
      release?.();
      clear();
    };
  }, [provider, gameId, mode.kind, freeSpinId, isAuth, lang, clientType, takeovers]);
}
