import type { EmbeddedSportsbook, Locale } from '@casino/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntegrationLogin } from '../api/login-integration';

export type LaunchToken =
  /** A guest: the frame opens without a token. */
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'failed'; error: unknown; retry: () => void }
  | { status: 'ready'; token: string };

export interface LaunchTokenRequest {
  integration: EmbeddedSportsbook;
  language: Locale;
  /** Whether the player is signed in. */
  signedIn: boolean;
  /**
   * Everything the frame shows except the token, or null while nothing can be framed yet.
   * A new value is a new frame load, so a new token: a token opens one frame only.
   */
  frame: string | null;
}

/**
 * The signed-in player's launch token for the frame being opened: asked for once per frame
 * load (React's development double effect does not ask twice), given only to the load it was
 * asked for, and asked for again on retry or for any new load.
 */
export function useLaunchToken({ integration, language, signedIn, frame }: LaunchTokenRequest): LaunchToken {
  const login = useIntegrationLogin();
  const { mutate, reset } = login;
  const [attempt, setAttempt] = useState(0);
  const asked = useRef<string | null>(null);
  const request = signedIn && frame !== null ? JSON.stringify([integration, language, frame, attempt]) : null;

  useEffect(() => {
    if (request === null) {
      asked.current = null;
      reset();
      return;
    }
    if (asked.current === request) return;
    asked.current = request;
    mutate({ integration, language, request });
  }, [request, integration, language, mutate, reset]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  if (!signedIn) return { status: 'guest' };
  if (request === null || login.variables?.request !== request) return { status: 'loading' };
  if (login.isError) return { status: 'failed', error: login.error, retry };
  if (login.isSuccess) return { status: 'ready', token: login.data };
  return { status: 'loading' };
}
