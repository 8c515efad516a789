import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { signedInStaff } from '../../../test/staff.js';

/**
 * The trading routes without a sportsbook: who may call them, what they refuse before calling
 * it, and a sportsbook that does not answer (or no key to call it with). Against the real
 * sportsbook: apps/sportsbook/test/backoffice-trading.test.ts.
 */
const P = '/api/backoffice/sportsbook';
let t: TestApp;
let keyless: TestApp;
beforeAll(async () => {
  // Nothing listens on port 9 (discard): the sportsbook is unreachable.
  t = await build({ env: { SPORTSBOOK_URL: 'http://127.0.0.1:9', SPORTSBOOK_OPERATOR_KEY: 'k'.repeat(32) } });
  keyless = await build({ env: { SPORTSBOOK_URL: 'http://127.0.0.1:9', START_SPORTSBOOK: 'false' } });
});
afterAll(async () => {
  await t?.close();
  await keyless?.close();
});

const call = (
  app: TestApp,
  headers: Record<string, string>,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => app.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

describe('the sportsbook trading routes', () => {
  it('let in the super admin and the owner alone', async () => {
    const player = await signUpAndIn(t);
    expect((await call(t, player.auth, 'GET', `${P}/events/`)).statusCode).toBe(403);
    for (const role of ['C', 'A', 'SO'] as const) {
      const { headers } = await signedInStaff(t, role);
      for (const [method, url] of [
        ['GET', `${P}/events/`],
        ['POST', `${P}/events/12/suspend/`],
        ['PUT', `${P}/settings/`],
      ] as const) {
        const answer = await call(t, headers, method, url, method === 'GET' ? undefined : {});
        expect([answer.statusCode, answer.json().code], `${role} ${method} ${url}`).toEqual([403, 'permission_denied']);
      }
    }
    expect((await t.app.inject({ method: 'GET', url: `${P}/events/` })).statusCode).toBe(401);
  });

  it('answers provider_unavailable (503), never a 500, while the sportsbook cannot be reached', async () => {
    const { headers } = await signedInStaff(t, 'SA');
    for (const [method, url, payload] of [
      ['GET', `${P}/events/?state=live`, undefined],
      ['GET', `${P}/events/12/`, undefined],
      ['POST', `${P}/events/12/suspend/`, { market_id: '1x2' }],
      ['POST', `${P}/events/12/void/`, {}],
      ['GET', `${P}/settings/`, undefined],
      ['PUT', `${P}/settings/`, { margin: 0.05 }],
      ['GET', `${P}/liability/`, undefined],
    ] as const) {
      const answer = await call(t, headers, method, url, payload);
      expect([answer.statusCode, answer.json().code], `${method} ${url}`).toEqual([503, 'provider_unavailable']);
    }
  });

  it('answers provider_unavailable when the platform has no operator key', async () => {
    const { headers } = await signedInStaff(keyless, 'O');
    const answer = await call(keyless, headers, 'GET', `${P}/events/`);
    expect([answer.statusCode, answer.json().code]).toEqual([503, 'provider_unavailable']);
    expect(answer.json().message).toContain('SPORTSBOOK_OPERATOR_KEY');
  });

  it('refuses a malformed request before calling the sportsbook', async () => {
    const { headers } = await signedInStaff(t, 'O');
    const refused = [
      await call(t, headers, 'GET', `${P}/events/abc/`),
      await call(t, headers, 'GET', `${P}/events/?state=over`),
      await call(t, headers, 'GET', `${P}/events/?limit=5000`),
      await call(t, headers, 'POST', `${P}/events/12/hold/`, { status: 'delayed' }),
      await call(t, headers, 'POST', `${P}/events/12/result/`, {
        result: { kind: 'score', periods: [{ home: -1, away: 0 }] },
      }),
      await call(t, headers, 'POST', `${P}/events/12/result/`, { result: { kind: 'darts' } }),
      await call(t, headers, 'PUT', `${P}/settings/`, { margin: 0.9 }),
    ];
    expect(refused.map((answer) => answer.statusCode)).toEqual([400, 400, 400, 400, 400, 400, 400]);
  });
});
