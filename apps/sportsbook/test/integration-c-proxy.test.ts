import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestId, selections } from './selections.js';
import { buildSite, SPORTSBOOK_PUBLIC_URL } from './site.js';
import { buildWorld, type World } from './world.js';

/**
 * Integration C through the platform (/api/integrations/sft/...), against the real
 * sportsbook over HTTP: the site's player calls with their own bearer token, the platform
 * holds their provider session.
 */
let w: World;
let site: Awaited<ReturnType<typeof buildSite>>;
beforeAll(async () => {
  w = await buildWorld();
  await w.app.listen({ host: '127.0.0.1', port: 0 });
  site = await buildSite(w);
});
afterAll(async () => {
  await site?.close();
  await w?.close();
});

const single = async (stake: number, change: Partial<{ odds: number }> = {}) => {
  const [leg] = await selections(w, 1);
  return { request_id: requestId(), type: 'single', stake, legs: [{ ...leg!, ...change }] };
};

describe('the integration C proxy', () => {
  it('asks a guest to sign in', async () => {
    for (const [method, url] of [
      ['POST', '/api/integrations/sft/session/create'],
      ['POST', '/api/integrations/sft/ticket/placement'],
      ['GET', '/api/integrations/sft/betshistory'],
    ] as const) {
      const response = await site.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
  });

  it("answers the player's provider session, based at the integration's public URL, one per player", async () => {
    const p = await site.player(0);
    const created = await p.post('/session/create');
    expect(created.statusCode, created.body).toBe(200);
    const session = created.json();
    expect(session).toEqual({
      base_url: SPORTSBOOK_PUBLIC_URL,
      token: expect.any(String),
      publickey: expect.stringContaining('BEGIN PUBLIC KEY'),
      expires_at: expect.any(String),
    });
    expect((await p.post('/session/create')).json().token).toBe(session.token);
    const test = await p.post('/session/create/test');
    expect(test.json()).toMatchObject({ valid: true, player_id: String(p.id) });
  });

  it("places a ticket: the stake leaves the platform balance, the ticket is in the player's history", async () => {
    const p = await site.player(10_000);
    const placed = await p.post('/ticket/placement', await single(12.5));
    expect(placed.statusCode, placed.body).toBe(200);
    const bet = placed.json();
    expect(bet).toMatchObject({ status: 'Wait', amountIn: 12.5, balance: 87.5, userId: String(p.id) });
    expect(await p.balance()).toBe(8_750);
    expect((await p.post('/player/balance')).json()).toMatchObject({ balance: 87.5 });
    const history = (await p.get('/betshistory?status=open')).json();
    expect(history).toMatchObject({ count: 1, page: 1, page_size: 20, results: [{ id: bet.id }] });
    // SPEC §7 writes the path with a trailing slash.
    expect((await p.get('/betshistory/?status=settled')).json().count).toBe(0);
    expect((await p.get(`/${bet.id}/subbet`)).json().outcomes).toHaveLength(1);
    expect((await p.post('/ticket/status', { ticket_id: bet.id })).json()).toMatchObject({ state: 'accepted' });
    expect((await p.get(`/ticket/${bet.id}/cashout`)).json().price).toBeGreaterThan(0);
    const cancel = await p.post(`/ticket/${bet.id}/cancel`);
    expect([cancel.statusCode, cancel.json().code]).toEqual([403, 'permission_denied']);
  });

  it("keeps another player from the first one's ticket", async () => {
    const owner = await site.player(1_000);
    const bet = (await owner.post('/ticket/placement', await single(1))).json();
    const other = await site.player(1_000);
    expect((await other.get('/betshistory')).json().count).toBe(0);
    for (const response of [
      await other.get(`/${bet.id}/subbet`),
      await other.post('/ticket/status', { ticket_id: bet.id }),
      await other.post(`/ticket/${bet.id}/cancel`),
      await other.get(`/ticket/${bet.id}/cashout`),
      await other.post(`/ticket/${bet.id}/cashout`, { price: 0.5 }),
    ]) {
      expect([response.statusCode, response.json().code]).toEqual([404, 'ticket_not_found']);
    }
    expect(await owner.balance()).toBe(900);
  });

  it("passes the provider's refusals on with their details, and checks what it forwards", async () => {
    const p = await site.player(1_000);
    const ticket = await single(1);
    const moved = await p.post('/ticket/placement', {
      ...ticket,
      legs: [{ ...ticket.legs[0], odds: ticket.legs[0]!.odds + 0.5 }],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ code: 'coefs_changed', legs: [{ odds: ticket.legs[0]!.odds }] });
    const poor = await p.post('/ticket/placement', { ...ticket, stake: 50 });
    expect(poor.json().code).toBe('not_enough_money');
    expect(await p.balance()).toBe(1_000);
    // Refused by the platform before it reaches the provider.
    expect((await p.post('/ticket/placement', { ...ticket, legs: [] })).statusCode).toBe(400);
    expect((await p.get(`/ticket/${encodeURIComponent('1/../../x')}/cashout`)).statusCode).toBe(400);
    expect((await p.get('/betshistory?page_size=1000')).statusCode).toBe(400);
  });

  it('answers integration_disabled for an integration the operator turned off', async () => {
    const p = await site.player(0);
    const stored = await site.services.settings.readStored();
    const off = { enabled: false, providerUrl: null, styleUrl: null };
    await site.services.settings.writeStored({ ...stored, sportsbooks: { ...stored.sportsbooks, sft: off, alt: off } });
    try {
      for (const response of [
        await p.post('/session/create'),
        await p.get('/betshistory'),
        await site.app.inject({ method: 'POST', url: '/api/integrations/alt/login', headers: p.auth, payload: {} }),
      ]) {
        expect([response.statusCode, response.json().code]).toEqual([404, 'integration_disabled']);
      }
      const dgt = await site.app.inject({
        method: 'POST',
        url: '/api/integrations/dgt/login',
        headers: p.auth,
        payload: {},
      });
      expect(dgt.statusCode).toBe(200);
    } finally {
      await site.services.settings.writeStored(stored);
    }
    expect((await p.get('/betshistory')).statusCode).toBe(200);
  });

  it("opens a session for more players than the sportsbook lets one address: the platform's calls carry its proof", async () => {
    const limited = await buildWorld({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    await limited.app.listen({ host: '127.0.0.1', port: 0 });
    const front = await buildSite(limited);
    try {
      for (let i = 0; i < 5; i++) {
        const created = await (await front.player(0)).post('/session/create');
        expect(created.statusCode, created.body).toBe(200);
      }
    } finally {
      await front.close();
      await limited.close();
    }
  });

  it('answers provider_unavailable when the sportsbook cannot be reached', async () => {
    const down = await buildSite(w, 'http://127.0.0.1:9');
    try {
      const p = await down.player(0);
      const response = await p.post('/player/balance');
      expect([response.statusCode, response.json().code]).toEqual([503, 'provider_unavailable']);
    } finally {
      await down.close();
    }
  });

  it('opens a new provider session when the provider lost the old one, or it expired', async () => {
    const p = await site.player(1_000);
    const first = (await p.post('/session/create')).json().token;
    await w.db.deleteFrom('sb_sessions').execute();
    // Past the sportsbook's few seconds of verified sessions.
    w.clock.advance(10_000);
    expect((await p.post('/player/balance')).json()).toMatchObject({ balance: 10 });
    const second = (await p.post('/session/create')).json().token;
    expect(second).not.toBe(first);
    w.clock.advance(25 * 3_600_000);
    await p.signIn();
    const third = await p.post('/session/create');
    expect(third.json().token).not.toBe(second);
    expect(Date.parse(third.json().expires_at)).toBeGreaterThan(w.clock.now().getTime());
  });
});
