import type { PaymentItem, RoleCode } from '@casino/contracts';
import type { PaymentProcessor } from '../src/modules/payments/index.js';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { reconcile } from '../src/modules/wallet/index.js';
import { bearer } from './api.js';
import { build, type TestApp } from './build.js';
import { insertPlayer } from './players.js';
import { fund } from './provider.js';

export const PAYMENTS = '/api/backoffice/payments';
export const TEST_IBAN = 'FR76 3000 6000 0112 3456 7890 189';
export const TEST_CARD = '4242 4242 4242 4242';

/** A signed-in user made straight in the database (no e-mail round trip): many per test, fast. */
export async function userWithRole(t: TestApp, role: RoleCode = 'P', currency = 'EUR', cash = 0) {
  const id = await insertPlayer(t, currency);
  if (role !== 'P') await t.db.updateTable('users').set({ role }).where('id', '=', id).execute();
  if (cash) await fund(t, id, cash);
  const access = await t.services.accessTokens.sign({ userId: id, role, sessionId: `s-${id}` }, t.clock.now());
  return { id, auth: bearer(access) };
}

/**
 * An online processor as a card processor would behave: it accepts every deposit and
 * payout (20) and leaves the rest to operator actions or outcomes. Systems `test-card`
 * for both directions, 5 to 10 000 EUR.
 */
export async function addOnlineSystems(
  t: TestApp,
  options: { processor?: string; slug?: string; implementation?: PaymentProcessor } = {},
) {
  const processor = options.processor ?? 'test-online';
  const slug = options.slug ?? 'test-card';
  t.services.payments.registerProcessor(
    processor,
    options.implementation ?? {
      startDeposit: async (payment) => ({ status: 20, redirectLink: `https://pay.test/${payment.id}` }),
      startPayout: async () => ({ status: 20 }),
    },
  );
  for (const direction of ['deposit', 'payout'] as const) {
    await t.services.payments.upsertSystem({
      direction,
      slug,
      name: `Test ${slug}`,
      description: 'online test system',
      processor,
      kind: 'card',
      currency: null,
      limits_currency: 'EUR',
      min_amount: 500,
      max_amount: 1_000_000,
    });
  }
  return slug;
}

/** HTTP helpers for the cashier endpoints. */
export function cashier(t: TestApp) {
  const post = (url: string, auth: Record<string, string>, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: auth, ...(payload ? { payload } : {}) });
  return {
    post,
    get: (url: string, auth: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: auth }),
    deposit: (auth: Record<string, string>, payment_system: string, amount: number) =>
      post(`${PAYMENTS}/deposit/`, auth, { payment_system, amount }),
    /** A payout; by default to a valid IBAN on bank-transfer and to a test card elsewhere. */
    payout: (auth: Record<string, string>, payment_system: string, amount: number, destination?: string) =>
      post(`${PAYMENTS}/payout/`, auth, {
        payment_system,
        amount,
        destination: destination ?? (payment_system === 'bank-transfer' ? TEST_IBAN : TEST_CARD),
      }),
    act: (auth: Record<string, string>, direction: 'deposit' | 'payout', id: number, action: string) =>
      post(`${PAYMENTS}/${direction}/${id}/${action}/`, auth),
    cancel: (auth: Record<string, string>, id: number) => post(`${PAYMENTS}/payout/${id}/cancel_payment/`, auth),
  };
}

/** The created payment of a 201 answer. */
export function created(response: { statusCode: number; body: string; json: () => unknown }): PaymentItem {
  if (response.statusCode !== 201) throw new Error(`expected 201, got ${response.statusCode}: ${response.body}`);
  return response.json() as PaymentItem;
}

/** One payments test file's world: the app, the cashier API, an operator of `role`, an online system. */
async function setUpPayments(role: RoleCode) {
  const t = await build({ requestsPerMinute: 100_000 });
  return { t, api: cashier(t), op: await userWithRole(t, role), online: await addOnlineSystems(t) };
}

export type PaymentsWorld = Awaited<ReturnType<typeof setUpPayments>>;

/**
 * Sets up a payments test file: its world is built before the tests and handed to `take`,
 * and the ledger must still add up when the file is done (and after every test, with
 * `reconcileEachTest`).
 */
export function usePayments(
  role: RoleCode,
  take: (world: PaymentsWorld) => void,
  options: { reconcileEachTest?: boolean } = {},
) {
  let t: TestApp;
  beforeAll(async () => {
    const world = await setUpPayments(role);
    t = world.t;
    take(world);
  });
  if (options.reconcileEachTest) {
    afterEach(async () => {
      expect((await reconcile(t.db)).ok).toBe(true);
    });
  }
  afterAll(async () => {
    expect((await reconcile(t.db)).ok).toBe(true);
    await t.close();
  });
}

/**
 * The payouts queued for a player whole, in order: by an account's closure (keyed
 * `closure:{player}:{part}`) or on a self-excluded player's request (`balance:{player}:{part}`).
 */
export const keyedPayouts = (t: TestApp, userId: number, cause: 'closure' | 'balance' = 'closure') =>
  t.db
    .selectFrom('payments')
    .selectAll()
    .where('user_id', '=', userId)
    .where('request_key', 'like', `${cause}:${userId}:%`)
    .orderBy('id')
    .execute();
