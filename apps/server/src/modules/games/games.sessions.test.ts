import { GAME_SESSION, type GameSessionResponse } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { type GamesWorld, setUpGames, STUDIO_PUBLIC_URL } from '../../../test/games.js';
import { createProvider } from '../../../test/provider.js';
import { LOCAL_STUDIO_WALLET_SECRET } from '../../config.js';

let w: GamesWorld;
beforeAll(async () => {
  w = await setUpGames();
});
afterAll(async () => w.close());

const real = '/api/slots/studio/session/';
const open = (auth: Record<string, string>, gameId = 'lucky-clover', extra: object = {}) =>
  w.t.app.inject({ method: 'POST', url: real, headers: auth, payload: { game_id: gameId, lang: 'fr', ...extra } });
const sessionOf = (response: { statusCode: number; body: string; json: () => unknown }) => {
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as GameSessionResponse;
};

describe('real-money sessions', () => {
  it('needs a signed-in player', async () => {
    expectError(
      await w.t.app.inject({ method: 'POST', url: real, payload: { game_id: 'lucky-clover' } }),
      401,
      'not_authenticated',
    );
  });

  it('answers the studio address with a launch token the seamless wallet authenticates', async () => {
    const player = await w.user('P', 5_000);
    const session = sessionOf(await open(player.auth));
    const address = new URL(session.session_url);
    expect(`${address.origin}${address.pathname}`).toBe(`${STUDIO_PUBLIC_URL}/play/lucky-clover`);
    expect(address.searchParams.get('mode')).toBe('real');
    expect(address.searchParams.get('lang')).toBe('fr');
    const token = address.searchParams.get('token')!;
    const studio = await createProvider(w.t, 'studio', LOCAL_STUDIO_WALLET_SECRET);
    const auth = await studio.call('authenticate', { token });
    expect(auth.status).toBe(200);
    expect(auth.body).toMatchObject({ player_id: String(player.id), game_id: 'lucky-clover', balance: 50 });
    expect(auth.body).not.toHaveProperty('free_spins');
  });

  it('refuses the same game opened twice in parallel, until the first is left', async () => {
    const player = await w.user();
    const first = sessionOf(await open(player.auth));
    expectError(await open(player.auth), 409, 'game_already_running');
    // Another game, or another player on the same game, is fine.
    sessionOf(await open(player.auth, 'neon-nights'));
    sessionOf(await open((await w.user()).auth));

    const end = await w.t.app.inject({
      method: 'DELETE',
      url: `/api/slots/sessions/${first.session_id}/`,
      headers: player.auth,
    });
    expect(end.statusCode).toBe(204);
    sessionOf(await open(player.auth));
  });

  it('lets exactly one of two tabs opening the same game at once through', async () => {
    const player = await w.user();
    const answers = await Promise.all(Array.from({ length: 4 }, () => open(player.auth, 'european-roulette')));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });

  it('ends a session whose heartbeat stopped (a closed tab), and keeps one that beats', async () => {
    const player = await w.user();
    const session = sessionOf(await open(player.auth, 'jacks-or-better'));
    const beat = () =>
      w.t.app.inject({ method: 'PUT', url: `/api/slots/sessions/${session.session_id}/`, headers: player.auth });
    w.t.clock.advance(GAME_SESSION.heartbeatMs);
    expect((await beat()).statusCode).toBe(204);
    w.t.clock.advance(GAME_SESSION.staleAfterMs - 1_000);
    expectError(await open(player.auth, 'jacks-or-better'), 409, 'game_already_running');
    w.t.clock.advance(2_000);
    sessionOf(await open(player.auth, 'jacks-or-better'));
    expectError(await beat(), 404, 'not_found');
  });

  it('lets the player take a game over at once from the window that holds it (SPEC §2.9 replacing slot)', async () => {
    const player = await w.user();
    const held = sessionOf(await open(player.auth, 'european-roulette'));
    const beat = (session: GameSessionResponse) =>
      w.t.app.inject({ method: 'PUT', url: `/api/slots/sessions/${session.session_id}/`, headers: player.auth });
    // A tab that died a moment ago still holds the game: no waiting for its heartbeat to go stale.
    expectError(await open(player.auth, 'european-roulette'), 409, 'game_already_running');
    const here = sessionOf(await open(player.auth, 'european-roulette', { replace: true }));
    expect(here.session_id).not.toBe(held.session_id);
    // The replaced window learns it at its next heartbeat; the new one plays on.
    expectError(await beat(held), 404, 'not_found');
    expect((await beat(here)).statusCode).toBe(204);
    expectError(await open(player.auth, 'european-roulette'), 409, 'game_already_running');
    // With nothing to replace, a replace simply opens.
    sessionOf(await open(player.auth, 'neon-nights', { replace: true }));
  });

  it("never replaces another player's session or another game's", async () => {
    const owner = await w.user();
    const other = await w.user();
    const kept = sessionOf(await open(owner.auth, 'jacks-or-better'));
    const otherGame = sessionOf(await open(owner.auth, 'live-roulette'));
    sessionOf(await open(other.auth, 'jacks-or-better', { replace: true }));
    sessionOf(await open(owner.auth, 'neon-nights', { replace: true }));
    for (const session of [kept, otherGame]) {
      const beat = await w.t.app.inject({
        method: 'PUT',
        url: `/api/slots/sessions/${session.session_id}/`,
        headers: owner.auth,
      });
      expect(beat.statusCode).toBe(204);
    }
    expectFieldError(await open(owner.auth, 'jacks-or-better', { replace: 'yes' }), 'replace', 'invalid');
  });

  it('lets only the owner beat or end a session', async () => {
    const owner = await w.user();
    const other = await w.user();
    const session = sessionOf(await open(owner.auth, 'neon-nights'));
    const path = `/api/slots/sessions/${session.session_id}/`;
    expectError(await w.t.app.inject({ method: 'PUT', url: path, headers: other.auth }), 404, 'not_found');
    expectError(await w.t.app.inject({ method: 'DELETE', url: path, headers: other.auth }), 404, 'not_found');
    expectError(await open(owner.auth, 'neon-nights'), 409, 'game_already_running');
    expectError(await w.t.app.inject({ method: 'DELETE', url: path }), 401, 'not_authenticated');
    expectFieldError(
      await w.t.app.inject({ method: 'DELETE', url: '/api/slots/sessions/not-a-uuid/', headers: owner.auth }),
      'sessionId',
      'invalid',
    );
  });

  it('refuses unknown games and providers and bad input', async () => {
    const { auth } = await w.user();
    expectError(await open(auth, 'no-such-game'), 404, 'game_not_found');
    expectError(
      await w.t.app.inject({
        method: 'POST',
        url: '/api/slots/other/session/',
        headers: auth,
        payload: { game_id: 'x' },
      }),
      404,
      'provider_not_found',
    );
    expectFieldError(await open(auth, 'lucky-clover', { lang: 'de' }), 'lang', 'invalid');
    expectFieldError(await open(auth, 'lucky-clover', { client_type: 'tv' }), 'client_type', 'invalid');
    expectFieldError(
      await w.t.app.inject({ method: 'POST', url: real, headers: auth, payload: {} }),
      'game_id',
      'required',
    );
  });
});

describe('demo sessions', () => {
  const demo = (payload: object) => w.t.app.inject({ method: 'POST', url: '/api/slots/studio/session/demo/', payload });

  it('opens for a guest, in the default currency unless one is asked for', async () => {
    const session = sessionOf(await demo({ game_id: 'neon-nights', lang: 'ar' }));
    expect(session).toEqual({
      session_id: null,
      session_url: `${STUDIO_PUBLIC_URL}/play/neon-nights?mode=demo&currency=EUR&lang=ar`,
    });
    const tnd = sessionOf(await demo({ game_id: 'neon-nights', currency: 'TND' }));
    expect(tnd.session_url).toBe(`${STUDIO_PUBLIC_URL}/play/neon-nights?mode=demo&currency=TND&lang=en`);
  });

  it('refuses a game without demo play, and bad input', async () => {
    expectError(await demo({ game_id: 'live-roulette' }), 404, 'game_not_found');
    expectFieldError(await demo({ game_id: 'neon-nights', currency: 'euro' }), 'currency', 'invalid_currency');
  });
});
