import type { PlaySession } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { minutesPlayed, msUntilRealityCheck } from './next-reality-check';

const session = (overrides: Partial<PlaySession>): PlaySession => ({
  startedAt: '2026-11-27T10:00:00.000Z',
  now: '2026-11-27T10:20:00.000Z',
  realityCheckMinutes: 15,
  endsAt: null,
  staked: 0,
  won: 0,
  net: 0,
  currency: 'EUR',
  ...overrides,
});

describe('msUntilRealityCheck', () => {
  it('waits for the next whole interval since the session began, on the server clock', () => {
    // Server 10:20, interval 15: the next check is at 10:30, 10 minutes on.
    expect(msUntilRealityCheck(session({}), 1_000, 1_000)).toBe(10 * 60_000);
    // Read 4 minutes ago by this tab (whatever its own clock says): 6 minutes on.
    expect(msUntilRealityCheck(session({}), 1_000, 1_000 + 4 * 60_000)).toBe(6 * 60_000);
  });

  it('after a check, waits a whole interval', () => {
    expect(msUntilRealityCheck(session({ now: '2026-11-27T10:30:00.000Z' }), 0, 0)).toBe(15 * 60_000);
  });

  it('is off when the player chose none', () => {
    expect(msUntilRealityCheck(session({ realityCheckMinutes: null }), 0, 0)).toBeNull();
  });
});

describe('minutesPlayed', () => {
  it('counts whole minutes of the server clock', () => {
    expect(minutesPlayed(session({ now: '2026-11-27T10:59:59.000Z' }))).toBe(59);
  });
});
