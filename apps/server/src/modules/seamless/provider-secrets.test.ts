import type { ProviderInfo, RotatedSecret } from '@casino/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { expectError, SECOND } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { createProvider } from '../../../test/provider.js';
import { signedInStaff } from '../../../test/staff.js';
import { SPORTSBOOK_PROVIDER } from '../sports/index.js';
import { PREVIOUS_SECRET_GRACE_MS } from './provider-secrets.service.js';

let t: TestApp;
let provider: Awaited<ReturnType<typeof createProvider>>;
let admin: Record<string, string>;
let player: number;
const configured = 'configured-secret-of-acme-0123456789abcdef';

beforeAll(async () => {
  t = await build();
  provider = await createProvider(t, 'acme-games', configured);
  const { user } = await signUpAndIn(t);
  await provider.launch(user.id);
  player = user.id;
});
afterAll(async () => t.close());
// A fresh sign-in for each test: the first moves the clock past the access token's life.
beforeEach(async () => {
  admin = (await signedInStaff(t, 'SA')).headers;
});

const list = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/backoffice/providers/', headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const rotate = (code: string, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/backoffice/providers/${code}/rotate-secret/`, headers });
/** A balance call signed with `secret`: its status (401 for a signature refused). */
const balanceWith = async (secret: string) =>
  (await provider.call('balance', { player_id: String(player) }, { secret })).status;

describe('rotating a provider’s wallet secret', () => {
  it('accepts the old secret for the grace, the new one at once, and the old one no more after', async () => {
    expect(await balanceWith(configured)).toBe(200);
    const response = await rotate('acme-games');
    expect(response.statusCode, response.body).toBe(200);
    const rotated = response.json<RotatedSecret>();
    expect(rotated).toMatchObject({
      code: 'acme-games',
      active: true,
      managed_by_configuration: false,
      rotated_at: t.clock.now().toISOString(),
      previous_valid_until: new Date(t.clock.now().getTime() + PREVIOUS_SECRET_GRACE_MS).toISOString(),
    });
    expect(rotated.secret).toMatch(/^[0-9a-f]{64}$/);

    expect(await balanceWith(rotated.secret)).toBe(200);
    expect(await balanceWith(configured)).toBe(200);
    t.clock.advance(PREVIOUS_SECRET_GRACE_MS - SECOND);
    expect(await balanceWith(configured)).toBe(200);
    t.clock.advance(2 * SECOND);
    expect(await balanceWith(configured)).toBe(401);
    expect((await provider.call('balance', { player_id: String(player) })).body.code).toBe('invalid_signature');
    expect(await balanceWith(rotated.secret)).toBe(200);
    admin = (await signedInStaff(t, 'SA')).headers;
    const listed = (await list()).json<ProviderInfo[]>().find((entry) => entry.code === 'acme-games');
    expect(listed?.previous_valid_until).toBeNull();

    // A restart registers the configured secret again: the rotation stands.
    await t.services.seamless.registerProvider({ code: 'acme-games', name: 'Acme', secret: configured });
    expect(await balanceWith(rotated.secret)).toBe(200);
    expect(await balanceWith(configured)).toBe(401);
  });

  it('ends the previous secret’s grace at once when rotated again', async () => {
    const first = (await rotate('acme-games')).json<RotatedSecret>();
    const second = (await rotate('acme-games')).json<RotatedSecret>();
    expect(second.secret).not.toBe(first.secret);
    expect(await balanceWith(second.secret)).toBe(200);
    expect(await balanceWith(first.secret)).toBe(200);
    const before = await t.db
      .selectFrom('game_providers')
      .select('previous_secret')
      .where('code', '=', 'acme-games')
      .executeTakeFirstOrThrow();
    expect(before.previous_secret).toBe(first.secret);
  });

  it('never answers a secret but the new one, once, and keeps it out of the audit log', async () => {
    const rotated = (await rotate('acme-games')).json<RotatedSecret>();
    const listed = (await list()).body;
    const stored = await t.db.selectFrom('game_providers').select(['secret', 'previous_secret']).execute();
    for (const row of stored) {
      expect(listed).not.toContain(row.secret);
      if (row.previous_secret) expect(listed).not.toContain(row.previous_secret);
    }
    expect(listed).not.toMatch(/"secret"|previous_secret"/);

    const entries = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'POST /api/backoffice/providers/:code/rotate-secret/')
      .execute();
    expect(entries.length).toBeGreaterThan(0);
    const last = entries.at(-1)!;
    expect(last).toMatchObject({ target: 'providers acme-games', status: 200 });
    expect(last.after).toMatchObject({ code: 'acme-games', secret: '***' });
    expect(last.before).toMatchObject({ code: 'acme-games', managed_by_configuration: false });
    expect(JSON.stringify(entries)).not.toContain(rotated.secret);
  });

  it('refuses the providers whose secret configuration manages, and leaves them as configured', async () => {
    // The test install is local: it would start the studio itself, with the configured secret.
    await t.services.seamless.registerProvider({ code: 'studio', name: 'Studio', secret: configured });
    for (const code of ['studio', SPORTSBOOK_PROVIDER]) {
      const refused = await rotate(code);
      expectError(refused, 409, 'bad_request');
      expect(refused.json<{ message: string }>().message).toMatch(/configuration/);
    }
    const providers = (await list()).json<ProviderInfo[]>();
    expect(
      providers
        .filter((entry) => entry.managed_by_configuration)
        .map((entry) => entry.code)
        .sort(),
    ).toEqual(['sportsbook', 'studio'].sort());
    const studio = await t.db.selectFrom('game_providers').selectAll().where('code', '=', 'studio').executeTakeFirst();
    expect(studio).toMatchObject({ secret: configured, rotated_at: null, previous_secret: null });
  });

  it('answers provider_not_found, a field error, and refuses every role but SA and O', async () => {
    expectError(await rotate('nobody-here'), 404, 'provider_not_found');
    expect((await rotate('Not%20A%20Code')).statusCode).toBe(400);
    for (const role of ['SO', 'C'] as const) {
      const { headers } = await signedInStaff(t, role);
      expectError(await rotate('acme-games', headers), 403, 'permission_denied');
      expectError(
        await t.app.inject({ method: 'GET', url: '/api/backoffice/providers/', headers }),
        403,
        'permission_denied',
      );
    }
    const owner = await signedInStaff(t, 'O');
    expect((await rotate('acme-games', owner.headers)).statusCode).toBe(200);
    expectError(
      await t.app.inject({ method: 'POST', url: '/api/backoffice/providers/acme-games/rotate-secret/' }),
      401,
      'not_authenticated',
    );
  });
});
