import { describe, expect, it } from 'vitest';
import { createProviderSessions, type ProviderSession } from './sports.sessions.js';

const HOUR = 3_600_000;

function setup(options: { fail?: boolean } = {}) {
  let now = 0;
  let opened = 0;
  const opens: number[] = [];
  const sessions = createProviderSessions({
    now: () => new Date(now),
    maxPlayers: 2,
    open: async (userId): Promise<ProviderSession> => {
      opens.push(userId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (options.fail) throw new Error('provider down');
      opened += 1;
      return { token: `t${opened}`, expiresAt: now + 24 * HOUR, answer: {} };
    },
  });
  return { sessions, opens, advance: (ms: number) => void (now += ms) };
}

describe('the provider sessions held for players', () => {
  it('opens one session per player, however many calls arrive together', async () => {
    const { sessions, opens } = setup();
    const tokens = await Promise.all([1, 1, 1, 2].map((id) => sessions.get(id)));
    expect(tokens.map((s) => s.token)).toEqual(['t1', 't1', 't1', 't2']);
    expect(opens).toEqual([1, 2]);
    expect((await sessions.get(1)).token).toBe('t1');
  });

  it('opens a new one shortly before it expires, and one in place of a lost one, once', async () => {
    const { sessions, advance } = setup();
    const first = await sessions.get(1);
    advance(24 * HOUR - 30_000);
    const second = await sessions.get(1);
    expect(second.token).not.toBe(first.token);
    const [a, b] = await Promise.all([sessions.renew(1, second), sessions.renew(1, second)]);
    expect(a.token).toBe(b.token);
    expect(a.token).not.toBe(second.token);
  });

  it('keeps no failed opening, and forgets the player unseen the longest past its limit', async () => {
    const failing = setup({ fail: true });
    await expect(failing.sessions.get(1)).rejects.toThrow('provider down');
    await expect(failing.sessions.get(1)).rejects.toThrow('provider down');
    expect(failing.opens).toEqual([1, 1]);
    expect(failing.sessions.size()).toBe(0);

    const { sessions, opens } = setup();
    await sessions.get(1);
    await sessions.get(2);
    await sessions.get(1);
    await sessions.get(3);
    expect(sessions.size()).toBe(2);
    await sessions.get(1);
    await sessions.get(2);
    expect(opens).toEqual([1, 2, 3, 2]);
  });
});
