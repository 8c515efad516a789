import type { WagerTerms } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, expectError } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { userWithRole } from '../../../test/payments.js';
import { createProvider } from '../../../test/provider.js';
import { SPORTSBOOK_PROVIDER } from '../sports/index.js';
import { reconcile } from '../wallet/index.js';
import { createCashbackService } from './cashback.service.js';

let t: TestApp;
let casino: Awaited<ReturnType<typeof createProvider>>;
let operator: { auth: Record<string, string> };
beforeAll(async () => {
  t = await build();
  casino = await createProvider(t, 'wager-casino');
  await casino.catalogue([
    { id: 'wager-slot', type: 'slot' },
    { id: 'wager-roulette', type: 'table' },
  ]);
  operator = await userWithRole(t, 'SO');
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

/** Twice the bonus, slots in full, tables at 10 %, sports not at all, 5.00 EUR a stake at most, a week. */
const TERMS: WagerTerms = {
  times: 2,
  weights: { slot: 100, table: 10, live: 50, virtual: 50, sports: 0 },
  maxBets: { EUR: 5 },
  expiryDays: 7,
};
const setTerms = (wagering: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/backoffice/bonus-settings/',
    headers: operator.auth,
    payload: { wagering },
  });

let keys = 0;
/** An operator's grant by hand of `amount` (decimal) to the player. */
const grant = (userId: number, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/backoffice/bonuses/',
    headers: { ...operator.auth, 'idempotency-key': `wager-grant-${++keys}` },
    payload: { user_id: userId, amount, type: 'IncreasedBySO' },
  });
const wagers = async (auth: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/bonus-system/wagering/', headers: auth })).json();
const exchange = (auth: Record<string, string>, amount: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/bonus-system/bonusbalance-to-balance/',
    headers: auth,
    payload: { amount },
  });
let bets = 0;
const bet = (userId: number, amount: number, game = 'wager-slot') =>
  casino.bet(userId, `wb-${++bets}`, amount, `wr-${bets}`, game);

/** A player with cash (minor units) and a requirement on a bonus of 10.00 under TERMS. */
async function wageringPlayer(cash = 0) {
  const player = await userWithRole(t, 'P', 'EUR', cash);
  await casino.launch(player.id);
  expect((await grant(player.id, 10)).statusCode).toBe(201);
  return player;
}

describe('wagering requirements', () => {
  beforeAll(async () => {
    expect((await setTerms({ IncreasedBySO: TERMS })).statusCode).toBe(200);
  });

  it('opens with a grant of a kind that has terms, and shows the player its progress', async () => {
    const player = await wageringPlayer();
    const { items, currency } = await wagers(player.auth);
    expect(currency).toBe('EUR');
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'IncreasedBySO',
        amount: 10,
        required: 20,
        wagered: 0,
        maxBet: 5,
        status: 'active',
        weights: TERMS.weights,
      }),
    ]);
    expect(Date.parse(items[0].expiresAt) - t.clock.now().getTime()).toBe(7 * DAY);
  });

  it('counts slot stakes in full and table stakes at their weight, and refuses a stake over the maximum', async () => {
    const player = await wageringPlayer(10_000);
    expect((await bet(player.id, 5)).status).toBe(200);
    expect((await bet(player.id, 4, 'wager-roulette')).status).toBe(200);
    const over = await bet(player.id, 5.01);
    expect(over).toMatchObject({ status: 400, body: { code: 'transaction_limit' } });
    expect((await wagers(player.auth)).items[0]).toMatchObject({ wagered: 5.4, status: 'active' });
    // A stake on a game the catalogue does not hold counts nothing.
    expect((await bet(player.id, 1, 'not-catalogued')).status).toBe(200);
    expect((await wagers(player.auth)).items[0]).toMatchObject({ wagered: 5.4 });
  });

  it('keeps the bonus from the exchange until it is wagered, then lets it go', async () => {
    const player = await wageringPlayer(2_000); // 20.00 of cash, staked first
    expectError(await exchange(player.auth, 5), 400, 'bonus_not_wagered');
    for (let i = 0; i < 4; i++) expect((await bet(player.id, 5)).status).toBe(200);
    expect((await wagers(player.auth)).items[0]).toMatchObject({ wagered: 20, status: 'wagered' });
    // Met: no maximum any more.
    expect((await bet(player.id, 6)).status).toBe(200);
    expect((await exchange(player.auth, 3)).statusCode).toBe(200);
  });

  it('counts every one of many stakes at the same time exactly once, and not a replayed one', async () => {
    const player = await wageringPlayer(100_000);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        casino.bet(player.id, `many-${player.id}-${i}`, 0.25, `many-r-${i}`, 'wager-slot'),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    await casino.bet(player.id, `many-${player.id}-0`, 0.25, 'many-r-0', 'wager-slot');
    expect((await wagers(player.auth)).items[0]).toMatchObject({ wagered: 10 });
  });

  it('takes a refunded stake back off, and a sports bet counts at its own weight', async () => {
    const player = await wageringPlayer(10_000);
    const id = `refunded-${player.id}`;
    expect((await casino.bet(player.id, id, 3, `r-${id}`, 'wager-slot')).status).toBe(200);
    expect((await casino.rollback(player.id, `rb-${id}`, id, `r-${id}`)).status).toBe(200);
    const sportsbook = await createProvider(t, SPORTSBOOK_PROVIDER);
    await sportsbook.launch(player.id);
    expect((await sportsbook.bet(player.id, `ticket-${player.id}`, 5)).status).toBe(200);
    expect((await wagers(player.auth)).items[0]).toMatchObject({ wagered: 0 });
  });

  it('fills the oldest requirement first, then the next', async () => {
    const player = await wageringPlayer(10_000);
    expect((await grant(player.id, 10)).statusCode).toBe(201);
    for (let i = 0; i < 5; i++) expect((await bet(player.id, 5)).status).toBe(200);
    const items = (await wagers(player.auth)).items;
    // Running ones first, oldest first (the order stakes fill them), then those ended.
    expect(items.map((w: { wagered: number; status: string }) => [w.status, w.wagered])).toEqual([
      ['active', 5],
      ['wagered', 20],
    ]);
  });

  it('ends past its term, taking back what is left of its bonus, once', async () => {
    const player = await wageringPlayer(10_000);
    expect((await bet(player.id, 5)).status).toBe(200); // cash first: the bonus is whole
    t.clock.advance(7 * DAY + 1);
    try {
      expect(await t.services.wagering.expireDue()).toBeGreaterThanOrEqual(1);
      expect(await t.services.wagering.expireDue()).toBe(0);
    } finally {
      t.clock.advance(-(7 * DAY + 1));
    }
    expect((await t.services.wallet.getPlayerBalances(player.id))!.bonus).toBe(0);
    expect((await wagers(player.auth)).items[0]).toMatchObject({ status: 'expired', wagered: 5 });
    // Nothing runs any more: the rest of the bonus balance (none here) may be exchanged.
    expect((await bet(player.id, 50)).status).toBe(200);
  });

  it('is opened by a grant replayed only once, and by no grant of a kind without terms', async () => {
    const player = await userWithRole(t, 'P', 'EUR');
    const replayed = { user_id: player.id, amount: 10, type: 'IncreasedBySO' };
    const headers = { ...operator.auth, 'idempotency-key': `replayed-${player.id}` };
    for (let i = 0; i < 2; i++)
      await t.app.inject({ method: 'POST', url: '/api/backoffice/bonuses/', headers, payload: replayed });
    const owner = await userWithRole(t, 'O');
    const other = { user_id: player.id, amount: 10, type: 'IncreasedByOwner' };
    await t.app.inject({ method: 'POST', url: '/api/backoffice/bonuses/', headers: owner.auth, payload: other });
    expect((await wagers(player.auth)).items).toHaveLength(1);
  });

  it('is opened by a promo code and by the cashback, in their own transactions', async () => {
    const player = await userWithRole(t, 'P', 'EUR', 5_000);
    await casino.launch(player.id);
    // This week's loss of 20.00, paid back at 10 % once the week is over.
    expect((await bet(player.id, 20)).status).toBe(200);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/backoffice/promo-codes/',
      headers: operator.auth,
      payload: { code: `WAGER${player.id}`, currency: 'EUR', reward: { kind: 'bonus', amount: 4 } },
    });
    expect(code.statusCode, code.body).toBe(201);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/referral/activate/',
      headers: player.auth,
      payload: { code: `WAGER${player.id}` },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    expect((await setTerms({ IncreasedBySO: TERMS, Cashback: { ...TERMS, times: 5 } })).statusCode).toBe(200);
    const nextWeek = () => new Date(t.clock.now().getTime() + 7 * DAY);
    const cashback = createCashbackService({ ...t.services, db: t.db, now: nextWeek });
    expect(await cashback.payLastPeriod()).toBeGreaterThanOrEqual(1);
    const items = (await wagers(player.auth)).items;
    expect(
      items.map((w: { kind: string; amount: number; required: number }) => [w.kind, w.amount, w.required]),
    ).toEqual([
      ['IncreasedBySO', 4, 8],
      ['Cashback', 2, 10],
    ]);
  });

  it('refuses terms that do not hold, with field errors', async () => {
    expect((await setTerms({ IncreasedBySO: { ...TERMS, times: 0 } })).statusCode).toBe(400);
    expect((await setTerms({ IncreasedBySO: { ...TERMS, weights: { ...TERMS.weights, slot: 101 } } })).statusCode).toBe(
      400,
    );
    expect((await setTerms({ Unknown: TERMS })).statusCode).toBe(400);
  });
});
