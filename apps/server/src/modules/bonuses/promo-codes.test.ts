import type { CreatePromoCodeRequest, PromoActivation } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames } from '../../../test/games.js';
import { insertPlayer, registrationFor, signUpAndIn } from '../../../test/players.js';
import { promoteAndSignIn } from '../../../test/staff.js';
import { createProvider } from '../../../test/provider.js';
import { reconcile } from '../wallet/index.js';

let w: GamesWorld;
let operator: Record<string, string>;
beforeAll(async () => {
  w = await setUpGames();
  await createProvider(w.t, 'sportsbook');
  const owner = await signUpAndIn(w.t);
  operator = (await promoteAndSignIn(w.t, owner, 'O')).headers;
});
afterAll(async () => {
  expect((await reconcile(w.t.db)).ok).toBe(true);
  await w.close();
});

let codes = 0;
const uniqueCode = () => `PROMO-${Date.now().toString(36)}-${++codes}`.toUpperCase();

async function createCode(overrides: Partial<CreatePromoCodeRequest> = {}) {
  const body = { code: uniqueCode(), currency: 'EUR', reward: { kind: 'bonus', amount: 5 }, ...overrides };
  const response = await w.t.app.inject({
    method: 'POST',
    url: '/api/backoffice/promo-codes/',
    headers: operator,
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; code: string; activations: number }>();
}

const activate = (auth: Record<string, string>, code: string) =>
  w.t.app.inject({ method: 'POST', url: '/api/referral/activate/', headers: auth, payload: { code } });
const bonusOf = async (userId: number) => (await w.t.services.wallet.getPlayerBalances(userId))!.bonus;

describe('activating a promo code', () => {
  it('grants its bonus money once, as the operator’s grant, whatever the case typed', async () => {
    const { code } = await createCode({ reward: { kind: 'bonus', amount: 7.5 } });
    const player = await signUpAndIn(w.t);
    const done = await activate(player.auth, code.toLowerCase());
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json<PromoActivation>()).toMatchObject({
      code,
      reward: { kind: 'bonus', amount: 7.5, currency: 'EUR' },
    });
    expect(await bonusOf(player.user.id)).toBe(750);
    expectError(await activate(player.auth, code), 400, 'referral_code_already_activated');
    expect(await bonusOf(player.user.id)).toBe(750);
    const history = await w.t.app.inject({
      method: 'GET',
      url: '/api/bonus-system/bonusbalance/history',
      headers: player.auth,
    });
    expect(history.json().results).toMatchObject([{ amount: 7.5, type: 'IncreasedBySO' }]);
    const listed = await w.t.app.inject({ method: 'GET', url: '/api/referral/activations/', headers: player.auth });
    expect(listed.json().results).toMatchObject([{ code, reward: { kind: 'bonus', amount: 7.5 } }]);
  });

  it('grants free spins on a game, and a free bet, each linked to the activation', async () => {
    const spins = await createCode({
      reward: { kind: 'free_spins', provider: 'studio', game_id: 'lucky-clover', spins: 10, bet: 0.2, valid_hours: 24 },
    });
    const bet = await createCode({ reward: { kind: 'free_bet', provider: 'sportsbook', amount: 3, valid_hours: 48 } });
    const player = await signUpAndIn(w.t);
    expect((await activate(player.auth, spins.code)).json()).toMatchObject({
      reward: { kind: 'free_spins', gameId: 'lucky-clover', spins: 10, bet: 0.2 },
    });
    expect((await activate(player.auth, bet.code)).json()).toMatchObject({ reward: { kind: 'free_bet', amount: 3 } });
    const sessions = await w.t.db
      .selectFrom('free_spin_sessions')
      .selectAll()
      .where('user_id', '=', player.user.id)
      .execute();
    expect(sessions).toMatchObject([{ game_id: 'lucky-clover', total: 10, bet: 20 }]);
    const listed = await w.t.app.inject({ method: 'GET', url: '/api/referral/activations/', headers: player.auth });
    expect(listed.json().results.map((a: PromoActivation) => a.reward)).toContainEqual(
      expect.objectContaining({ kind: 'free_spins', gameName: 'Lucky Clover' }),
    );
    const freeBets = await w.t.db.selectFrom('free_bets').selectAll().where('user_id', '=', player.user.id).execute();
    expect(freeBets).toMatchObject([{ provider: 'sportsbook', amount: 300, status: 'available' }]);
    const links = await w.t.db
      .selectFrom('promo_activations')
      .selectAll()
      .where('user_id', '=', player.user.id)
      .execute();
    expect(links.map((l) => l.free_spin_session_id ?? l.free_bet_id).sort()).toEqual(
      [sessions[0]!.id, freeBets[0]!.id].sort(),
    );
  });

  it('refuses a code that is unknown, disabled, not yet or no longer valid, or for another currency', async () => {
    const player = await signUpAndIn(w.t);
    const hour = 3_600_000;
    const now = w.t.clock.now().getTime();
    const disabled = await createCode();
    const disabling = await w.t.app.inject({
      method: 'POST',
      url: `/api/backoffice/promo-codes/${disabled.id}/disable/`,
      headers: operator,
    });
    expect(disabling.json()).toMatchObject({ disabled: true });
    const refused = [
      'NO-SUCH-CODE',
      disabled.code,
      (await createCode({ starts_at: new Date(now + hour).toISOString() })).code,
      (await createCode({ ends_at: new Date(now - 1).toISOString(), starts_at: new Date(now - hour).toISOString() }))
        .code,
      (await createCode({ currency: 'TND' })).code,
    ];
    for (const code of refused) expectError(await activate(player.auth, code), 400, 'referral_code_not_found');
    expect(await bonusOf(player.user.id)).toBe(0);
    expectFieldError(await activate(player.auth, 'not a code!'), 'code', 'invalid');
  });

  it('lets a player activate a code as often as its per-player limit allows', async () => {
    const { code } = await createCode({ per_player_limit: 2 });
    const player = await signUpAndIn(w.t);
    expect((await activate(player.auth, code)).statusCode).toBe(200);
    expect((await activate(player.auth, code)).statusCode).toBe(200);
    expectError(await activate(player.auth, code), 400, 'referral_code_already_activated');
    expect(await bonusOf(player.user.id)).toBe(1_000);
  });

  it('gives a single-use code to one of fifty players racing for it, and one grant to a player racing himself', async () => {
    const single = await createCode({ max_activations: 1 });
    const players = await Promise.all(Array.from({ length: 50 }, () => insertPlayer(w.t)));
    const results = await Promise.allSettled(
      players.map((userId) => w.t.services.promoCodes.activate(userId, single.code)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const bonuses = await Promise.all(players.map(bonusOf));
    expect(bonuses.filter((b) => b > 0)).toEqual([500]);
    expect((await w.t.services.promoCodes.list()).find((c) => c.id === single.id)).toMatchObject({ activations: 1 });

    const open = await createCode();
    const [one] = players;
    const racing = await Promise.allSettled(
      Array.from({ length: 50 }, () => w.t.services.promoCodes.activate(one!, open.code)),
    );
    expect(racing.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await bonusOf(one!)).toBe(bonuses[players.indexOf(one!)]! + 500);
  });

  it('is closed to guests and to staff', async () => {
    const { code } = await createCode();
    expectError(await activate({}, code), 401, 'not_authenticated');
    expectError(await activate(operator, code), 403, 'permission_denied');
  });
});

describe('signing up with a bonus code', () => {
  it('activates the code in the sign-up: the new player has the bonus', async () => {
    const { code } = await createCode({ reward: { kind: 'bonus', amount: 12 } });
    const player = await signUpAndIn(w.t, { bonus_code: code.toLowerCase() });
    expect(await bonusOf(player.user.id)).toBe(1_200);
  });

  it('refuses the sign-up, creating nothing, with a code that does not hold', async () => {
    const body = registrationFor({ bonus_code: 'NOPE-404' });
    const response = await w.t.app.inject({ method: 'POST', url: '/api/accounts/registration/', payload: body });
    expectError(response, 400, 'referral_code_not_found');
    expect(await w.t.db.selectFrom('users').select('id').where('username', '=', body.username).executeTakeFirst()).toBe(
      undefined,
    );
  });
});

describe('promo codes for the operator', () => {
  it('are created with a unique code, listed, and kept from players and cashiers', async () => {
    const first = await createCode();
    const again = await w.t.app.inject({
      method: 'POST',
      url: '/api/backoffice/promo-codes/',
      headers: operator,
      payload: { code: first.code.toLowerCase(), currency: 'EUR', reward: { kind: 'bonus', amount: 1 } },
    });
    expectFieldError(again, 'code', 'already_exists');
    const listed = await w.t.app.inject({ method: 'GET', url: '/api/backoffice/promo-codes/', headers: operator });
    expect(listed.json().results.map((c: { code: string }) => c.code)).toContain(first.code);
    const player = await signUpAndIn(w.t);
    expectError(
      await w.t.app.inject({ method: 'GET', url: '/api/backoffice/promo-codes/', headers: player.auth }),
      403,
      'permission_denied',
    );
    expectError(
      await w.t.app.inject({ method: 'POST', url: '/api/backoffice/promo-codes/999999/disable/', headers: operator }),
      404,
      'not_found',
    );
  });
});
