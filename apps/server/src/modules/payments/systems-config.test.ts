import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { build } from '../../../test/build.js';
import { addOnlineSystems, PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';

let t: PaymentsWorld['t'];
let api: PaymentsWorld['api'];
let op: PaymentsWorld['op'];
usePayments('SA', (world) => ({ t, api, op } = world), { reconcileEachTest: true });

const SYSTEMS = `${PAYMENTS}/systems/`;
const patch = (url: string, auth: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: auth, payload });

describe('operators configure payment systems', () => {
  it('a fresh installation has card, crypto and bank transfer both ways, with the help’s EUR limits', async () => {
    const list = (await api.get(SYSTEMS, op.auth)).json();
    const of = (direction: string, slug: string) =>
      list.find((s: { direction: string; slug: string }) => s.direction === direction && s.slug === slug);
    expect(of('deposit', 'card')).toMatchObject({ kind: 'card', limitsCurrency: 'EUR', min: 5 });
    expect(of('payout', 'card')).toMatchObject({ kind: 'card', min: 10 });
    expect(of('deposit', 'crypto')).toMatchObject({ kind: 'crypto' });
    expect(of('payout', 'crypto')).toMatchObject({ kind: 'crypto', min: 10 });
    expect(of('deposit', 'bank-transfer')).toMatchObject({
      kind: 'manual',
      limitsCurrency: 'TND',
      min: 10,
      max: 10_000,
    });
    expect(of('payout', 'bank-transfer')).toMatchObject({ kind: 'manual' });
    const player = await userWithRole(t);
    const offered = (await api.get(`${PAYMENTS}/deposit/system_list/`, player.auth)).json();
    expect(offered).toContainEqual(expect.objectContaining({ slug: 'card', kind: 'card', min: 5 }));
  });

  it('creates and updates a system; the player sees the change at once', async () => {
    const created = await api.post(SYSTEMS, op.auth, {
      direction: 'deposit',
      slug: 'visa-fast',
      name: 'Visa fast',
      kind: 'card',
      min: 20,
      max: 500,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      slug: 'visa-fast',
      kind: 'card',
      min: 20,
      max: 500,
      limitsCurrency: 'EUR',
      isTemporaryDisabled: false,
    });
    const row = await t.db
      .selectFrom('payment_systems')
      .select('processor')
      .where('slug', '=', 'visa-fast')
      .executeTakeFirstOrThrow();
    expect(row.processor).toBe('sandbox-card');

    const player = await userWithRole(t);
    expect((await api.deposit(player.auth, 'visa-fast', 19.99)).json().code).toBe('payment_system_limits');
    expect((await api.deposit(player.auth, 'visa-fast', 20)).statusCode).toBe(201);

    const paused = await patch(`${SYSTEMS}deposit/visa-fast/`, op.auth, {
      isTemporaryDisabled: true,
      min: 30,
      name: 'Visa',
    });
    expect(paused.json()).toMatchObject({ name: 'Visa', min: 30, max: 500, isTemporaryDisabled: true });
    const offered = (await api.get(`${PAYMENTS}/deposit/system_list/`, player.auth)).json();
    expect(offered).toContainEqual(expect.objectContaining({ slug: 'visa-fast', isTemporaryDisabled: true, min: 30 }));
    expect((await api.deposit(player.auth, 'visa-fast', 40)).json().code).toBe('payment_system_unavailable');
  });

  it('refuses bad configuration with field errors, duplicates, and unknown systems', async () => {
    const base = { direction: 'payout', slug: 'wire', name: 'Wire', kind: 'manual', min: 10, max: 100 };
    const bad = async (payload: object, field: string, code: string) => {
      const response = await api.post(SYSTEMS, op.auth, { ...base, ...payload });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()[field]?.[0]?.code, response.body).toBe(code);
    };
    await bad({ slug: 'Not A Slug' }, 'slug', 'invalid');
    await bad({ kind: 'cash' }, 'kind', 'invalid');
    await bad({ min: -1 }, 'min', 'invalid');
    await bad({ max: 5 }, 'max', 'invalid');
    await bad({ limitsCurrency: 'XXX' }, 'limitsCurrency', 'invalid_currency');
    await bad({ name: '' }, 'name', 'required');
    expect((await api.post(SYSTEMS, op.auth, base)).statusCode).toBe(201);
    expectError(await api.post(SYSTEMS, op.auth, base), 409, 'already_exists');
    expectError(await patch(`${SYSTEMS}payout/nothing/`, op.auth, { name: 'x' }), 404, 'not_found');
    expect((await patch(`${SYSTEMS}payout/wire/`, op.auth, { min: 1000 })).json().max[0].code).toBe('invalid');
  });

  it("is the super admin's and the owner's only, checked on the server", async () => {
    const player = await userWithRole(t);
    const agent = await userWithRole(t, 'A');
    const operator = await userWithRole(t, 'SO');
    for (const auth of [player.auth, agent.auth, operator.auth]) {
      expectError(await api.get(SYSTEMS, auth), 403, 'permission_denied');
      expectError(
        await api.post(SYSTEMS, auth, { direction: 'deposit', slug: 'x1', name: 'x', kind: 'card', min: 1, max: 2 }),
        403,
        'permission_denied',
      );
      expectError(await patch(`${SYSTEMS}deposit/card/`, auth, { min: 1 }), 403, 'permission_denied');
    }
    expectError(await api.get(SYSTEMS), 401, 'not_authenticated');
    for (const role of ['SA', 'O'] as const)
      expect((await api.get(SYSTEMS, (await userWithRole(t, role)).auth)).statusCode).toBe(200);
  });
});

describe('the kinds a system may have are those this server runs', () => {
  it('with the sandbox on: every kind, and every shipped system is available', async () => {
    const kinds = await api.get(`${SYSTEMS}kinds/`, op.auth);
    expect(kinds.statusCode, kinds.body).toBe(200);
    expect(kinds.json()).toEqual(['card', 'crypto', 'manual']);
    const list = (await api.get(SYSTEMS, op.auth)).json<{ available: boolean }[]>();
    expect(list.every((system) => system.available)).toBe(true);
    for (const role of ['P', 'A', 'SO'] as const)
      expectError(await api.get(`${SYSTEMS}kinds/`, (await userWithRole(t, role)).auth), 403, 'permission_denied');
    expectError(await api.get(`${SYSTEMS}kinds/`), 401, 'not_authenticated');
  });

  it('the same kind again keeps a processor registered under its own name', async () => {
    const slug = await addOnlineSystems(t, { slug: 'own-card' });
    const saved = await patch(`${SYSTEMS}deposit/${slug}/`, op.auth, { kind: 'card', name: 'Own card' });
    expect(saved.json()).toMatchObject({ kind: 'card', name: 'Own card', available: true });
    const row = await t.db
      .selectFrom('payment_systems')
      .select('processor')
      .where('direction', '=', 'deposit')
      .where('slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(row.processor).toBe('test-online');
  });

  it('in production without the sandbox: manual only; card and crypto systems are refused, the shipped ones unavailable', async () => {
    const production = await build({
      env: {
        APP_MODE: 'production',
        DATABASE_URL: 'postgres://casino@db.internal/casino',
        JWT_SECRET: 'j'.repeat(32),
        SMTP_URL: 'smtp://mail.internal:25',
        STUDIO_WALLET_SECRET: 's'.repeat(32),
        SPORTSBOOK_WALLET_SECRET: 'b'.repeat(32),
      },
    });
    try {
      const { auth } = await userWithRole(production, 'SA');
      const request = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
        production.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
      expect((await request('GET', `${SYSTEMS}kinds/`)).json()).toEqual(['manual']);
      const list = (await request('GET', SYSTEMS)).json<{ direction: string; slug: string; available: boolean }[]>();
      const available = (slug: string) => list.find((s) => s.direction === 'deposit' && s.slug === slug)?.available;
      expect([available('card'), available('crypto'), available('bank-transfer')]).toEqual([false, false, true]);

      const base = { direction: 'deposit', slug: 'visa-prod', name: 'Visa', min: 5, max: 500 };
      for (const kind of ['card', 'crypto']) {
        const refused = await request('POST', SYSTEMS, { ...base, kind });
        expect(refused.statusCode, refused.body).toBe(400);
        expect(refused.json().kind[0].code).toBe('invalid');
      }
      expect((await request('POST', SYSTEMS, { ...base, kind: 'manual' })).statusCode).toBe(201);
      expect((await request('PATCH', `${SYSTEMS}deposit/bank-transfer/`, { kind: 'card' })).json().kind[0].code).toBe(
        'invalid',
      );
      // A shipped card system stays configurable (its kind unchanged), though no player is offered it.
      const renamed = await request('PATCH', `${SYSTEMS}deposit/card/`, { kind: 'card', name: 'Carte' });
      expect(renamed.json()).toMatchObject({ name: 'Carte', available: false });
    } finally {
      await production.close();
    }
  });
});

describe('payout destinations per kind', () => {
  it('card payouts need a Luhn-valid number, bank payouts an IBAN; refused ones hold nothing', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 10_000);
    const code = async (system: string, destination?: string) => {
      const response = await api.post(`${PAYMENTS}/payout/`, player.auth, {
        payment_system: system,
        amount: 20,
        ...(destination === undefined ? {} : { destination }),
      });
      return response.statusCode === 201 ? 'ok' : response.json().destination?.[0]?.code;
    };
    expect(await code('card')).toBe('required');
    expect(await code('card', '4242 4242 4242 4241')).toBe('invalid');
    expect(await code('card', 'DE89370400440532013000')).toBe('invalid');
    expect(await code('bank-transfer', '4242424242424242')).toBe('invalid');
    expect(await code('bank-transfer', 'DE89 3704 0044 0532 0130 01')).toBe('invalid');
    expect((await t.services.wallet.getPlayerBalances(player.id))!.held).toBe(0);
    expect(await code('card', '4242-4242-4242-4242')).toBe('ok');
    expect(await code('bank-transfer', 'de89 3704 0044 0532 0130 00')).toBe('ok');
    const stored = await t.db
      .selectFrom('payments')
      .select('destination')
      .where('user_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(stored.map((s) => s.destination)).toEqual(['4242424242424242', 'DE89370400440532013000']);
  });
});
