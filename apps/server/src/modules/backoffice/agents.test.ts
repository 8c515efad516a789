import type { AgentSummary, PlayerDetail, PlayersPage, ReferralSite, ReferralSiteList } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playerOf, subAgentOf } from '../../../test/agents.js';
import { bearer, expectError, expectFieldError, newSession, post } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { registrationFor } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { signedInStaff, STAFF_PASSWORD } from '../../../test/staff.js';
import { reconcile } from '../wallet/index.js';

/** Agents and their networks (issue #25, decision 044): sub-agents, the recursive scope, commission rates, referral sites. */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const AGENTS = '/api/backoffice/agents/';
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const put = (url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, payload, headers });
const ids = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);
const agentBody = (name: string) => ({ username: name, email: `${name}@example.com`, password: STAFF_PASSWORD });

describe('sub-agents', () => {
  it("are made by an agent under them, in the agent's currency; the owner places an agent under any agent or none", async () => {
    const agent = await signedInStaff(t, 'A', 'USD');
    const sub = await subAgentOf(t, agent);
    expect(sub.account).toMatchObject({
      parent_id: agent.account.id,
      parent_username: agent.account.username,
      currency: 'USD',
      players: 0,
      balance: 0,
      commission_rate: 0,
      is_banned: false,
    });
    // The sub-agent signs in to the console as an agent.
    expect(sub.staff).toMatchObject({ role: 'A', currency: 'USD' });

    const owner = await signedInStaff(t, 'O');
    const placed = await subAgentOf(t, owner, sub.account.id);
    expect(placed.account).toMatchObject({ parent_id: sub.account.id, currency: 'USD' });
    const top = await post(
      t,
      AGENTS,
      { ...agentBody(`top_${Date.now()}`), currency: 'EUR' },
      { headers: owner.headers },
    );
    expect(top.statusCode, top.body).toBe(201);
    expect(top.json<AgentSummary>()).toMatchObject({ parent_id: null, parent_username: null, currency: 'EUR' });
  });

  it('are refused another parent, another currency, a parent that is no agent, a taken name, and roles without agents', async () => {
    const agent = await signedInStaff(t, 'A');
    const other = await signedInStaff(t, 'A');
    const owner = await signedInStaff(t, 'O');
    const cashier = await signedInStaff(t, 'C');
    const name = () => agentBody(`refused_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
    expectError(
      await post(t, AGENTS, { ...name(), parent_id: other.account.id }, { headers: agent.headers }),
      403,
      'permission_denied',
    );
    expectFieldError(
      await post(t, AGENTS, { ...name(), currency: 'USD' }, { headers: agent.headers }),
      'currency',
      'invalid_currency',
    );
    expectFieldError(
      await post(t, AGENTS, { ...name(), parent_id: cashier.account.id }, { headers: owner.headers }),
      'parent_id',
      'invalid',
    );
    expectFieldError(
      await post(t, AGENTS, { ...name(), currency: 'XYZ' }, { headers: owner.headers }),
      'currency',
      'invalid_currency',
    );
    expectFieldError(
      await post(t, AGENTS, { ...name(), username: other.account.username }, { headers: agent.headers }),
      'username',
      'already_exists',
    );
    expectFieldError(
      await post(t, AGENTS, { ...name(), password: 'short' }, { headers: agent.headers }),
      'password',
      'too_short',
    );
    for (const staff of [cashier, await signedInStaff(t, 'SO')])
      expectError(await post(t, AGENTS, name(), { headers: staff.headers }), 403, 'permission_denied');
    expect((await get(AGENTS, agent.headers)).json()).toEqual([]);
  });
});

describe("an agent's network", () => {
  /** top → middle → bottom, one player each, and a cashier's player outside. */
  async function network() {
    const top = await signedInStaff(t, 'A');
    const middle = await subAgentOf(t, top);
    const bottom = await subAgentOf(t, middle);
    const cashier = await signedInStaff(t, 'C');
    return {
      top,
      middle,
      bottom,
      cashier,
      players: {
        top: await playerOf(t, top),
        middle: await playerOf(t, middle),
        bottom: await playerOf(t, bottom),
        outside: await playerOf(t, cashier),
      },
    };
  }

  it('lists the agents under an agent recursively, with their players and balances; the owner every agent', async () => {
    const { top, middle, bottom } = await network();
    await fund(t, middle.account.id, 1_234);
    const underTop = (await get(AGENTS, top.headers)).json<AgentSummary[]>();
    expect(underTop.map((row) => [row.id, row.parent_id, row.players, row.balance])).toEqual([
      [middle.account.id, top.account.id, 1, 12.34],
      [bottom.account.id, middle.account.id, 1, 0],
    ]);
    expect(ids((await get(AGENTS, middle.headers)).json())).toEqual([bottom.account.id]);
    expect((await get(AGENTS, bottom.headers)).json()).toEqual([]);
    const owner = await signedInStaff(t, 'O');
    expect(ids((await get(AGENTS, owner.headers)).json())).toEqual(
      expect.arrayContaining([top.account.id, middle.account.id, bottom.account.id]),
    );
  });

  it("shows an agent their players and their sub-agents', recursively, and a cashier their own alone", async () => {
    const { top, middle, bottom, cashier, players } = await network();
    const listed = async (headers: Record<string, string>) =>
      ids((await get('/api/backoffice/players/', headers)).json<PlayersPage>().results);
    expect(await listed(top.headers)).toEqual(ids([players.top, players.middle, players.bottom]));
    expect(await listed(middle.headers)).toEqual(ids([players.middle, players.bottom]));
    expect(await listed(bottom.headers)).toEqual([players.bottom.id]);
    expect(await listed(cashier.headers)).toEqual([players.outside.id]);
    // Searching stays within the tree.
    const found = (
      await get(`/api/backoffice/players/?search=${players.outside.username}`, top.headers)
    ).json<PlayersPage>();
    expect(found.count).toBe(0);
    // A sub-agent's sub-agent's player is the top agent's to read.
    const deep = await get(`/api/backoffice/players/${players.bottom.id}/`, top.headers);
    expect(deep.json<PlayerDetail>()).toMatchObject({ id: players.bottom.id, parent_id: bottom.account.id });
  });

  it('refuses every scoped route for a player outside the tree, above it included', async () => {
    const { middle, players } = await network();
    const url = (id: number, record = '') => `/api/backoffice/players/${id}/${record ? `${record}/` : ''}`;
    for (const outsider of [players.outside, players.top]) {
      for (const record of ['', 'transactions', 'documents', 'limits', 'sessions', 'notes'])
        expectError(await get(url(outsider.id, record), middle.headers), 404, 'not_found');
      expectError(
        await post(t, url(outsider.id, 'notes'), { text: 'x' }, { headers: middle.headers }),
        404,
        'not_found',
      );
    }
    for (const record of ['', 'transactions', 'documents', 'limits', 'sessions', 'notes'])
      expect((await get(url(players.bottom.id, record), middle.headers)).statusCode).toBe(200);
  });

  it("keeps the cashier transfer to the agent's direct players", async () => {
    const { top, players } = await network();
    await fund(t, top.account.id, 10_000);
    const transfer = (recipient: number) =>
      post(
        t,
        '/api/backoffice/transactions/',
        { amount: 10, currency: 'EUR', sender_id: top.account.id, recipient_id: recipient },
        { headers: top.headers },
      );
    expect((await transfer(players.top.id)).statusCode).toBe(201);
    expectError(await transfer(players.middle.id), 403, 'permission_denied');
    expectError(await transfer(players.bottom.id), 403, 'permission_denied');
  });
});

describe('the commission rate', () => {
  it('is set by the owner alone, in percent with two decimals at most; the audit log keeps the rate before', async () => {
    const owner = await signedInStaff(t, 'O');
    const agent = await signedInStaff(t, 'A');
    const url = `/api/backoffice/agents/${agent.account.id}/commission/`;
    const set = await put(url, { rate: 12.5 }, owner.headers);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<AgentSummary>()).toMatchObject({ id: agent.account.id, commission_rate: 12.5 });
    expect((await put(url, { rate: 7.25 }, owner.headers)).json<AgentSummary>().commission_rate).toBe(7.25);
    const [entry] = (await t.services.staff.audit.list({ page: 1, page_size: 1, actor_id: owner.account.id })).results;
    expect(entry).toMatchObject({
      action: 'PUT /api/backoffice/agents/:id/commission/',
      before: { commission_rate: 12.5 },
      after: { commission_rate: 7.25 },
    });

    for (const rate of [-1, 100.01, 12.345])
      expectFieldError(await put(url, { rate }, owner.headers), 'rate', 'invalid');
    const cashier = await signedInStaff(t, 'C');
    expectError(
      await put(`/api/backoffice/agents/${cashier.account.id}/commission/`, { rate: 5 }, owner.headers),
      404,
      'not_found',
    );
    expectError(await put(url, { rate: 50 }, agent.headers), 403, 'permission_denied');
  });
});

describe("an agent's referral sites", () => {
  it('are made and listed by the agent, each with its code and the players who signed up with it', async () => {
    const agent = await signedInStaff(t, 'A');
    const made = await post(
      t,
      '/api/backoffice/referral-sites/',
      { name: 'Poker blog', link: 'https://poker.example.com' },
      { headers: agent.headers },
    );
    expect(made.statusCode, made.body).toBe(201);
    const site = made.json<ReferralSite>();
    expect(site).toMatchObject({ name: 'Poker blog', code: expect.stringMatching(/^REF-[A-Z0-9]{8}$/), players: 0 });
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/registration/',
      payload: registrationFor({ bonus_code: site.code.toLowerCase() }),
    });
    expect(signUp.statusCode, signUp.body).toBe(201);
    const list = (await get('/api/backoffice/referral-sites/', agent.headers)).json<ReferralSiteList>();
    expect(list.results).toEqual([{ ...site, players: 1 }]);

    const blank = await post(
      t,
      '/api/backoffice/referral-sites/',
      { name: ' ', link: 'https://x.example' },
      { headers: agent.headers },
    );
    expectError(blank, 400, 'referral_site_name_blank');
    const owner = await signedInStaff(t, 'O');
    expectError(await get('/api/backoffice/referral-sites/', owner.headers), 403, 'permission_denied');
  });

  it("place a sign-up with the agent's code under the agent, unless the sign-up names an agent id", async () => {
    const agent = await signedInStaff(t, 'A');
    const other = await signedInStaff(t, 'A');
    const site = (
      await post(
        t,
        '/api/backoffice/referral-sites/',
        { name: 'Tips', link: 'https://tips.example.com' },
        { headers: agent.headers },
      )
    ).json<ReferralSite>();
    const signUp = async (overrides: { bonus_code?: string; agent_id?: string }) => {
      const body = registrationFor(overrides);
      const response = await post(t, '/api/accounts/registration/', body);
      expect(response.statusCode, response.body).toBe(201);
      return t.db
        .selectFrom('users')
        .select(['id', 'parent_id', 'is_self_registered'])
        .where('username', '=', body.username)
        .executeTakeFirstOrThrow();
    };

    const referred = await signUp({ bonus_code: site.code.toLowerCase() });
    expect(referred).toMatchObject({ parent_id: agent.account.id, is_self_registered: true });
    // The named agent wins over the code's; an id that names no agent or cashier is no agent.
    const named = await signUp({ bonus_code: site.code, agent_id: String(other.account.id) });
    expect(named.parent_id).toBe(other.account.id);
    const nobody = await signUp({ bonus_code: site.code, agent_id: 'abc-77' });
    expect(nobody.parent_id).toBe(agent.account.id);

    // A player's own site counts the referral and places no one.
    const player = await playerOf(t, other);
    const session = await newSession(t, player.username, player.password);
    const playerSite = await post(
      t,
      '/api/referral/sites/',
      { name: 'My blog', link: 'https://blog.example.com' },
      { headers: bearer(session.access) },
    );
    expect(playerSite.statusCode, playerSite.body).toBe(201);
    const friend = await signUp({ bonus_code: playerSite.json<ReferralSite>().code });
    expect(friend.parent_id).toBeNull();

    // The referred players are the agent's: listed, and counted on the site.
    const listed = (await get('/api/backoffice/players/', agent.headers)).json<PlayersPage>().results;
    expect(ids(listed)).toEqual([referred.id, nobody.id].sort((a, b) => a - b));
    const sites = (await get('/api/backoffice/referral-sites/', agent.headers)).json<ReferralSiteList>();
    expect(sites.results[0]?.players).toBe(3);
  });
});
