import type { AuditPage, StaffAccount } from '@casino/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError, post, SECOND } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { signedInStaff, staffLogin, staffSignIn, STAFF_PASSWORD } from '../../../test/staff.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInStaff>>;
beforeAll(async () => {
  t = await build();
  owner = await signedInStaff(t, 'O');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const auditOf = async () => (await get('/api/backoffice/audit/?page_size=100', owner.headers)).json<AuditPage>();

describe('staff accounts', () => {
  it('are made by the owner, with their role, and sign in to the console', async () => {
    const response = await post(
      t,
      '/api/backoffice/staff/',
      {
        username: 'cashier_one',
        email: 'cashier.one@example.com',
        password: STAFF_PASSWORD,
        role: 'C',
        currency: 'USD',
      },
      { headers: owner.headers },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<StaffAccount>()).toMatchObject({
      username: 'cashier_one',
      role: 'C',
      totp: false,
      is_banned: false,
    });
    const list = (await get('/api/backoffice/staff/', owner.headers)).json<StaffAccount[]>();
    expect(list.map((account) => account.username)).toContain('cashier_one');
    expect(list.every((account) => account.role !== ('P' as string))).toBe(true);
    expect((await staffLogin(t, 'cashier_one')).statusCode).toBe(200);
    expect(
      (await t.services.wallet.getPlayerBalances(list.find((a) => a.username === 'cashier_one')!.id))?.currency,
    ).toBe('USD');

    expectFieldError(
      await post(
        t,
        '/api/backoffice/staff/',
        { username: 'cashier_one', email: 'other@example.com', password: STAFF_PASSWORD, role: 'C' },
        { headers: owner.headers },
      ),
      'username',
      'already_exists',
    );
    expectFieldError(
      await post(
        t,
        '/api/backoffice/staff/',
        { username: 'nobody_x', email: 'x@example.com', password: 'short', role: 'C' },
        { headers: owner.headers },
      ),
      'password',
      'too_short',
    );
  });

  it("are the owner's alone to make", async () => {
    const operator = await signedInStaff(t, 'SO');
    const player = await signUpAndIn(t);
    const body = { username: 'sneaky', email: 'sneaky@example.com', password: STAFF_PASSWORD, role: 'O' };
    expectError(await post(t, '/api/backoffice/staff/', body, { headers: operator.headers }), 403, 'permission_denied');
    expectError(await post(t, '/api/backoffice/staff/', body, { headers: player.auth }), 403, 'permission_denied');
    expectError(await get('/api/backoffice/audit/', operator.headers), 403, 'permission_denied');
  });

  it('lose their TOTP when the owner resets it, and enrol again', async () => {
    const admin = await signedInStaff(t, 'SA');
    const reset = await post(t, `/api/backoffice/staff/${admin.account.id}/reset-totp/`, undefined, {
      headers: owner.headers,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    t.clock.advance(30 * SECOND);
    expectError(await staffLogin(t, admin.account.username), 403, 'totp_setup_required');
    const again = await staffSignIn(t, admin.account.username);
    expect(again.secret).not.toBe(admin.secret);
  });

  it('start with one owner made at the first start, once', async () => {
    await t.db.updateTable('users').set({ role: 'SO' }).where('role', '=', 'O').execute();
    const first = await t.services.staff.accounts.ensureFirstOwner();
    expect(first).toMatchObject({ username: expect.stringMatching(/^owner/), password: expect.any(String) });
    expect(await t.services.staff.accounts.ensureFirstOwner()).toBeNull();
    await t.db.updateTable('users').set({ role: 'O' }).where('id', '=', owner.account.id).execute();
  });
});

describe('the audit log', () => {
  it('keeps who did what to what, from where, with the password masked', async () => {
    await post(
      t,
      '/api/backoffice/staff/',
      { username: 'agent_two', email: 'agent.two@example.com', password: STAFF_PASSWORD, role: 'A' },
      { headers: owner.headers, ip: '203.0.113.9' },
    );
    const entry = (await auditOf()).results.find(
      (row) =>
        row.action === 'POST /api/backoffice/staff/' &&
        row.status === 201 &&
        (row.request as { username?: string }).username === 'agent_two',
    );
    expect(entry).toMatchObject({
      actor_id: owner.account.id,
      actor: owner.account.username,
      role: 'O',
      target: '',
      ip: '203.0.113.9',
      request: { username: 'agent_two', password: '***', role: 'A' },
      after: { username: 'agent_two', role: 'A' },
    });
  });

  it('keeps the refusals and the sign-ins, and names the target', async () => {
    const cashier = await signedInStaff(t, 'C');
    await post(t, '/api/backoffice/payments/payout/77/approve_success/', undefined, { headers: cashier.headers });
    const rows = (await auditOf()).results.filter((row) => row.actor_id === cashier.account.id);
    expect(rows.map((row) => [row.action, row.target, row.status])).toEqual([
      ['POST /api/backoffice/payments/payout/:id/approve_success/', 'payout 77', 403],
      ['sign-in', '', 200],
    ]);
  });

  it('cannot be changed or emptied, not even by the platform', async () => {
    await expect(sql`UPDATE audit_log SET ip = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`DELETE FROM audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await auditOf()).count).toBeGreaterThan(0);
  });
});
