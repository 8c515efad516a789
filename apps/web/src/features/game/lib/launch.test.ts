import { ApiError } from '@casino/api-client/error';
import { describe, expect, it } from 'vitest';
import { launchModeFrom, needsSignIn, refusalFor } from './launch';

const apiError = (code: string, status = 400) => new ApiError({ status, code, message: '' });

describe('game launch rules', () => {
  it('only a demo start may be played by a guest (SPEC §5)', () => {
    expect(needsSignIn({ kind: 'demo' }, false)).toBe(false);
    expect(needsSignIn({ kind: 'real' }, false)).toBe(true);
    expect(needsSignIn({ kind: 'freeSpin', id: 1 }, false)).toBe(true);
    expect(needsSignIn({ kind: 'real' }, true)).toBe(false);
  });

  it('maps failures to the spec messages', () => {
    // The platform holds the game for another window: the player may take it over (SPEC §2.9).
    expect(refusalFor(apiError('game_already_running', 409), { kind: 'real' }, true)).toBe('elsewhere');
    expect(refusalFor(apiError('game_already_running', 409), { kind: 'freeSpin', id: 3 }, true)).toBe('elsewhere');
    expect(refusalFor(apiError('internal_error', 500), { kind: 'real' }, true)).toBe('tryVpn');
    expect(refusalFor(new TypeError('network'), { kind: 'freeSpin', id: 2 }, true)).toBe('tryVpn');
    expect(refusalFor(apiError('game_not_found', 404), { kind: 'real' }, true)).toBe('failed');
    expect(refusalFor(apiError('internal_error', 500), { kind: 'demo' }, false)).toBe('failed');
    expect(refusalFor(apiError('not_authenticated', 401), { kind: 'real' }, true)).toBe('pleaseAuth');
  });

  it('reads the mode from the route', () => {
    expect(launchModeFrom({})).toEqual({ kind: 'real' });
    expect(launchModeFrom({ demoStart: 'demo' })).toEqual({ kind: 'demo' });
    expect(launchModeFrom({ demoStart: 'other' })).toBeNull();
    expect(launchModeFrom({ freeSpin: '12' })).toEqual({ kind: 'freeSpin', id: 12 });
    expect(launchModeFrom({ freeSpin: 'x' })).toBeNull();
    expect(launchModeFrom({ freeSpin: '0' })).toBeNull();
  });
});
