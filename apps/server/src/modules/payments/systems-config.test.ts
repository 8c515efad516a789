import { describe, expect, it } from 'vitest';
import { expectError } from '../../../test/api.js';
import { PAYMENTS, type PaymentsWorld, usePayments, userWithRole } from '../../../test/payments.js';

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
