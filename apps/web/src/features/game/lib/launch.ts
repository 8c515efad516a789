import { ApiError } from '@casino/api-client/error';

export type LaunchMode = { kind: 'real' } | { kind: 'demo' } | { kind: 'freeSpin'; id: number };

/**
 * Why a game did not open or had to close (SPEC §8): a guest needs to sign in (pleaseAuth);
 * the same game is open in another tab of this browser (parallel); the platform holds it for
 * another window, maybe one that died, which the player may take over (elsewhere, SPEC §2.9
 * replacing slot); another window took this one's game over (replaced); a signed-in player's
 * session failed (tryVpn); a demo failed (failed).
 */
export type Refusal = 'pleaseAuth' | 'parallel' | 'elsewhere' | 'replaced' | 'tryVpn' | 'failed';

/** SPEC §5: only a demo start may be played without signing in. */
export function needsSignIn(mode: LaunchMode, isAuth: boolean): boolean {
  return mode.kind !== 'demo' && !isAuth;
}

const NOT_FOUND = new Set(['game_not_found', 'provider_not_found', 'not_found', 'free_spins_unavailable']);

export function refusalFor(error: unknown, mode: LaunchMode, isAuth: boolean): Refusal {
  if (error instanceof ApiError && error.code === 'game_already_running') return 'elsewhere';
  if (error instanceof ApiError && error.code === 'not_authenticated' && mode.kind !== 'demo') return 'pleaseAuth';
  // A game or provider that does not exist is not a connection problem: say what it is.
  if (error instanceof ApiError && NOT_FOUND.has(error.code)) return 'failed';
  return isAuth && mode.kind !== 'demo' ? 'tryVpn' : 'failed';
}

/** The frame's route for a mode: /slots/{provider}/{gameId}, /demo, or /{freeSpin}/session. */
export function launchModeFrom(params: { demoStart?: string | undefined; freeSpin?: string | undefined }) {
  if (params.freeSpin !== undefined) {
    const id = Number(params.freeSpin);
    return Number.isInteger(id) && id > 0 ? ({ kind: 'freeSpin', id } as const) : null;
  }
  if (params.demoStart !== undefined) return params.demoStart === 'demo' ? ({ kind: 'demo' } as const) : null;
  return { kind: 'real' } as const;
}
