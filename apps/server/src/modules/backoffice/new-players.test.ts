import type { LoginResponse, PlayerDetail, PlayersPage } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPlayerBody as newPlayer } from '../../../test/agents.js';
import { bearer, expectError, expectFieldError, login, mailsTo, post } from '../../../test/api.js';
import { build, type TestApp } from '../../../test/build.js';
import { signUpAndIn } from '../../../test/players.js';
import { fund } from '../../../test/provider.js';
import { signedInStaff } from '../../../test/staff.js';
import { reconcile } from '../wallet/index.js';

/** Players made by their cashier or agent (issue #25, decision 044): POST /api/backoffice/players/. */
let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(async () => {
  expect((await reconcile(t.db)).ok).toBe(true);
  await t.close();
});

const PLAYERS = '/api/backoffice/players/';

describe('a player made by their cashier', () => {
  it('is under the cashier, in their currency, active and verified at once, and signs in on the player site', async () => {
    const cashier = await signedInStaff(t, 'C', 'USD');
    const body = newPlayer({ first_name: 'Ana', last_name: ' Diaz ' });
    const response = await post(t, PLAYERS, body, { headers: cashier.headers });
    expect(response.statusCode, response.body).toBe(201);
    const player = response.json<PlayerDetail>();
    expect(player).toMatchObject({
      username: body.username,
      email: body.email,
      first_name: 'Ana',
      last_name: 'Diaz',
      currency: 'USD',
      parent_id: cashier.account.id,
      status: 'active',
      email_verified: true,
      balance: 0,
      bonus_balance: 0,
      date_of_birth: null,
    });
    // The registration's rows: the wallet accounts, in the cashier's currency; no verification mail.
    expect(await t.services.wallet.getPlayerBalances(player.id)).toMatchObject({ cash: 0, bonus: 0, currency: 'USD' });
    expect(await mailsTo(t, body.email)).toEqual([]);

    const signIn = await login(t, body.username, body.password);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json<LoginResponse>().user).toMatchObject({
      id: player.id,
      parent: cashier.account.id,
      isSelfRegistered: false,
      userTypes: 'with-cashier',
      currency: 'USD',
    });

    // The cashier finds them and pays them in through the cashier transfer.
    const list = await t.app.inject({ method: 'GET', url: PLAYERS, headers: cashier.headers });
    expect(list.json<PlayersPage>().results.map((row) => row.id)).toEqual([player.id]);
    await fund(t, cashier.account.id, 5_000);
    const paid = await post(
      t,
      '/api/backoffice/transactions/',
      { amount: 20, currency: 'USD', sender_id: cashier.account.id, recipient_id: player.id },
      { headers: cashier.headers },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/accounts/user',
      headers: bearer(signIn.json<LoginResponse>().access),
    });
    expect(user.json()).toMatchObject({ balance: 20, currency: 'USD' });
  });

  it('is made by an agent under the agent', async () => {
    const agent = await signedInStaff(t, 'A');
    const response = await post(t, PLAYERS, newPlayer(), { headers: agent.headers });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<PlayerDetail>()).toMatchObject({ parent_id: agent.account.id, currency: 'EUR' });
  });

  it("is refused a taken username or e-mail with the registration's codes, and a password the sign-up refuses", async () => {
    const cashier = await signedInStaff(t, 'C');
    const existing = await signUpAndIn(t);
    const send = (body: object) => post(t, PLAYERS, body, { headers: cashier.headers });
    expectFieldError(
      await send(newPlayer({ username: existing.registration.username.toUpperCase() })),
      'username',
      'already_exists',
    );
    expectFieldError(
      await send(newPlayer({ email: existing.registration.email.toUpperCase() })),
      'email',
      'already_exists',
    );
    expectFieldError(await send(newPlayer({ password: 'Sh0rt!', password2: 'Sh0rt!' })), 'password', 'too_short');
    expectFieldError(
      await send(newPlayer({ password: 'Has space 42', password2: 'Has space 42' })),
      'password',
      'password_has_spaces',
    );
    expectFieldError(await send(newPlayer({ password2: 'Other!Pass42' })), 'password2', 'password_mismatch');
    const named = newPlayer();
    expectFieldError(
      await send({ ...named, password: `${named.username}!1`, password2: `${named.username}!1` }),
      'password',
      'password_personal_data',
    );
    expectFieldError(await send(newPlayer({ username: 'no spaces allowed' })), 'username', 'invalid');
    expectFieldError(await send({ ...newPlayer(), email: undefined }), 'email', 'required');
    // Nothing was made by the refusals.
    const list = await t.app.inject({ method: 'GET', url: PLAYERS, headers: cashier.headers });
    expect(list.json<PlayersPage>().count).toBe(0);
  });

  it('is made by cashiers and agents alone', async () => {
    for (const role of ['SO', 'SA', 'O'] as const) {
      const staff = await signedInStaff(t, role);
      expectError(await post(t, PLAYERS, newPlayer(), { headers: staff.headers }), 403, 'permission_denied');
    }
    const player = await signUpAndIn(t);
    expectError(await post(t, PLAYERS, newPlayer(), { headers: player.auth }), 403, 'permission_denied');
  });
});
