import type { PlayerDetail, PlayerNote, PlayerSession, PlayersPage } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, expectError, post } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { signedInStaff } from '../../../test/staff.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('the players screen', () => {
  it('finds players by name, e-mail or id, with their balances, for an operator', async () => {
    const operator = await signedInStaff(t, 'SO');
    const player = await signUpAndIn(t, { first_name: 'Zéphyrine', last_name: 'Quoniam' });
    const byName = (await get('/api/backoffice/players/?search=phyrine%20Quon', operator.headers)).json<PlayersPage>();
    expect(byName.count).toBe(1);
    expect(byName.results[0]).toMatchObject({
      id: player.user.id,
      username: player.registration.username,
      balance: 0,
      currency: 'EUR',
    });
    const byId = (await get(`/api/backoffice/players/?search=${player.user.id}`, operator.headers)).json<PlayersPage>();
    expect(byId.results.map((row) => row.id)).toContain(player.user.id);
    // A LIKE wildcard is searched as itself.
    expect((await get('/api/backoffice/players/?search=%25', operator.headers)).json<PlayersPage>().count).toBe(0);
    // Staff are not players.
    const all = (await get('/api/backoffice/players/?page_size=100', operator.headers)).json<PlayersPage>();
    expect(all.results.map((row) => row.id)).not.toContain(operator.account.id);
  });

  it('shows a cashier the players under them alone', async () => {
    const cashier = await signedInStaff(t, 'C');
    const theirs = await signUpAndIn(t, { agent_id: String(cashier.account.id) });
    const other = await signUpAndIn(t);
    const list = (await get('/api/backoffice/players/', cashier.headers)).json<PlayersPage>();
    expect(list.results.map((row) => row.id)).toEqual([theirs.user.id]);
    expect(
      (await get(`/api/backoffice/players/${theirs.user.id}/`, cashier.headers)).json<PlayerDetail>(),
    ).toMatchObject({
      parent_id: cashier.account.id,
      status: 'active',
    });
    expectError(await get(`/api/backoffice/players/${other.user.id}/`, cashier.headers), 404, 'not_found');
    expectError(await get(`/api/backoffice/players/${other.user.id}/transactions/`, cashier.headers), 404, 'not_found');
    expectError(
      await post(t, `/api/backoffice/players/${theirs.user.id}/ban/`, undefined, { headers: cashier.headers }),
      403,
      'permission_denied',
    );
  });

  it('bans a player, whose token stops at once, and unbans them; the audit log keeps both states', async () => {
    const operator = await signedInStaff(t, 'SO');
    const player = await signUpAndIn(t);
    const banned = await post(t, `/api/backoffice/players/${player.user.id}/ban/`, undefined, {
      headers: operator.headers,
    });
    expect(banned.json<PlayerDetail>()).toMatchObject({ status: 'banned', is_banned: true });
    expectError(await get('/api/accounts/user', bearer(player.access)), 403, 'user_is_banned');
    const unbanned = await post(t, `/api/backoffice/players/${player.user.id}/unban/`, undefined, {
      headers: operator.headers,
    });
    expect(unbanned.json<PlayerDetail>()).toMatchObject({ status: 'active', is_banned: false });
    const audit = await t.services.staff.audit.list({ page: 1, page_size: 5, actor_id: operator.account.id });
    expect(
      audit.results
        .slice(0, 2)
        .map((row) => [row.target, (row.before as PlayerDetail).status, (row.after as PlayerDetail).status]),
    ).toEqual([
      [`players ${player.user.id}`, 'banned', 'active'],
      [`players ${player.user.id}`, 'active', 'banned'],
    ]);
    expectError(
      await post(t, '/api/backoffice/players/999999999/ban/', undefined, { headers: operator.headers }),
      404,
      'not_found',
    );
  });

  it("shows a player's sign-ins, limits and documents, and keeps staff's notes, signed", async () => {
    const cashier = await signedInStaff(t, 'C');
    const player = await signUpAndIn(t, { agent_id: String(cashier.account.id) });
    const other = await signUpAndIn(t);
    const url = (id: number, record: string) => `/api/backoffice/players/${id}/${record}/`;
    const sessions = (await get(url(player.user.id, 'sessions'), cashier.headers)).json<PlayerSession[]>();
    expect(sessions).toEqual([{ started_at: expect.any(String), renewed_at: expect.any(String), ended_at: null }]);
    expect((await get(url(player.user.id, 'limits'), cashier.headers)).statusCode).toBe(200);
    expect((await get(url(player.user.id, 'documents'), cashier.headers)).json()).toEqual({
      verified: false,
      documents: [],
    });

    expect((await post(t, url(player.user.id, 'notes'), { text: '  ' }, { headers: cashier.headers })).statusCode).toBe(
      400,
    );
    const added = await post(
      t,
      url(player.user.id, 'notes'),
      { text: 'Asked for a higher limit.' },
      { headers: cashier.headers },
    );
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json<PlayerNote[]>()).toEqual([
      {
        id: expect.any(Number),
        author: cashier.account.username,
        text: 'Asked for a higher limit.',
        created_at: expect.any(String),
      },
    ]);
    // Another cashier's player is not theirs to read or annotate.
    for (const record of ['sessions', 'limits', 'documents', 'notes'])
      expectError(await get(url(other.user.id, record), cashier.headers), 404, 'not_found');
    expectError(
      await post(t, url(other.user.id, 'notes'), { text: 'x' }, { headers: cashier.headers }),
      404,
      'not_found',
    );
  });
});
