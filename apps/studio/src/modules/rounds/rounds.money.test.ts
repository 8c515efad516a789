import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build, type TestStudio } from '../../../test/build.js';
import { playerPerTest } from '../../../test/players.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const current = playerPerTest(() => t, 'm');
const { balanceOf, callsOf } = current;
const launchReal = async (game = 'neon-nights') =>
  (await t.launch(game, `mode=real&token=${current.token}&lang=fr`)).session!;
const roundsOf = () => t.db.selectFrom('studio_rounds').selectAll().where('player_id', '=', current.id).execute();

describe('real-money rounds through the seamless wallet', () => {
  it('takes the stake, pays the win and closes the round: the platform moves exactly what the round says', async () => {
    const session = await launchReal();
    const played = [];
    for (let i = 0; i < 5; i++) {
      const response = await t.client(session).play({ bet: 20 });
      expect(response.statusCode).toBe(200);
      played.push(response.json());
    }
    const net = played.reduce((sum, round) => sum - round.stake + round.payout, 0);
    expect(balanceOf(current.id)).toBe(10_000 + net);
    expect(played.at(-1).balance).toBe(10_000 + net);
    for (const round of played) expect(round).toMatchObject({ state: 'settled', credited: round.payout });
    // One bet and one closing win per round, each win naming its bet.
    const bets = callsOf('bet');
    const wins = callsOf('win');
    expect(bets).toHaveLength(5);
    expect(wins.map((w) => w.body.bet_transaction_id)).toEqual(bets.map((b) => b.body.transaction_id));
    expect(wins.every((w) => w.body.round_closed === true)).toBe(true);
  });

  it('refuses a bet above the balance in the player language code, leaving no round open', async () => {
    t.platform.players.get(current.id)!.balance = 10;
    const session = await launchReal();
    const response = await t.client(session).play({ bet: 20 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'not_enough_money' });
    expect((await roundsOf()).map((r) => r.state)).toEqual(['rejected']);
    expect(callsOf('win')).toHaveLength(0);
  });

  it("refuses a bet that would pass the player's own wager or loss limit with its own code (403)", async () => {
    const session = await launchReal();
    // The platform's refusal, as the wallet client hands it over.
    const bet = vi.spyOn(t.services.wallet, 'bet').mockResolvedValueOnce({
      ok: false,
      kind: 'refused',
      status: 403,
      code: 'play_limit_reached',
      message: 'The bet would pass a wager or loss limit the player set.',
    });
    try {
      const response = await t.client(session).play({ bet: 20 });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'play_limit_reached' });
      expect(await roundsOf()).toMatchObject([{ state: 'rejected', refusal: 'play_limit_reached' }]);
      expect(callsOf('win')).toHaveLength(0);
      expect(balanceOf(current.id)).toBe(10_000);
    } finally {
      bet.mockRestore();
    }
  });

  it('a bet that timed out is retried with the same transaction id: one stake', async () => {
    const session = await launchReal();
    t.platform.fail('bet', 'timeout');
    const response = await t.client(session).play({ bet: 20 });
    expect(response.statusCode).toBe(200);
    const round = response.json();
    const bets = callsOf('bet');
    expect(bets).toHaveLength(2);
    expect(bets[0]!.body).toEqual(bets[1]!.body);
    expect(balanceOf(current.id)).toBe(10_000 - 20 + round.payout);
  });

  it('a bet that cannot complete is rolled back, and the player is told', async () => {
    const session = await launchReal();
    t.platform.fail('bet', 'error500', 3);
    const response = await t.client(session).play({ bet: 20 });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'wallet_unavailable' });
    expect(callsOf('rollback').map((r) => r.body.bet_transaction_id)).toEqual([callsOf('bet')[0]!.body.transaction_id]);
    expect((await roundsOf()).map((r) => r.state)).toEqual(['rolled_back']);
    expect(balanceOf(current.id)).toBe(10_000);
  });

  it('a rollback that also fails is retried later until the bet is cancelled', async () => {
    const session = await launchReal();
    t.platform.fail('bet', 'timeout', 3); // the bet lands, but no answer ever comes back
    t.platform.fail('rollback', 'reset', 3);
    expect((await t.client(session).play({ bet: 20 })).statusCode).toBe(503);
    expect((await roundsOf())[0]!.state).toBe('open');
    expect(balanceOf(current.id)).toBe(9_980);

    t.clock.offsetMs += 10 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 10 * 60_000;
    expect((await roundsOf())[0]!.state).toBe('rolled_back');
    expect(balanceOf(current.id)).toBe(10_000);
  });

  it('a win that fails is kept and paid by the retry loop; the next launch shows it once', async () => {
    const session = await launchReal('lucky-clover');
    t.platform.fail('win', 'error500', 3);
    const response = await t.client(session).play({ bet: 20 });
    expect(response.statusCode).toBe(200);
    const round = response.json();
    expect(round.state).toBe('bet_placed');
    expect(balanceOf(current.id)).toBe(9_980);

    // Not due yet: the round's own request owns it for a minute.
    expect(await t.services.rounds.resumeDue({ playerKey: `real:${current.id}` })).toBe(0);
    t.clock.offsetMs += 10 * 60_000;
    expect(await t.services.rounds.resumeDue()).toBeGreaterThanOrEqual(1);
    t.clock.offsetMs -= 10 * 60_000;
    expect(balanceOf(current.id)).toBe(9_980 + round.payout);
    const wins = callsOf('win');
    expect(new Set(wins.map((w) => w.body.transaction_id)).size).toBe(1);

    const next = await launchReal('lucky-clover');
    const state = (await t.client(next).state()).json();
    expect(state.resumed).toHaveLength(1);
    expect(state.resumed[0]).toMatchObject({ id: round.id, state: 'settled', credited: round.payout });
    expect((await t.client(next).state()).json().resumed).toHaveLength(0);
  });

  it('a round interrupted after its stake resumes at the next launch and is paid exactly once', async () => {
    const session = await launchReal();
    t.platform.fail('win', 'reset', 3);
    const round = (await t.client(session).play({ bet: 40 })).json();
    expect(round.state).toBe('bet_placed');
    // The next launch comes after the round's own request gave up on it.
    t.clock.offsetMs += 2 * 60_000;
    const next = await launchReal();
    t.clock.offsetMs -= 2 * 60_000;
    expect(balanceOf(current.id)).toBe(10_000 - 40 + round.payout);
    const resumed = (await t.client(next).state()).json().resumed;
    expect(resumed.map((r: { id: string }) => r.id)).toEqual([round.id]);
    // Running the loop again moves nothing more.
    t.clock.offsetMs += 20 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 20 * 60_000;
    expect(balanceOf(current.id)).toBe(10_000 - 40 + round.payout);
  });

  it('plays the free spins the platform granted first, at their bet and for a stake of 0', async () => {
    t.platform.grantFreeSpins(`${current.token}`, { session_id: 7, left: 2, bet: 1 });
    const session = await launchReal();
    expect((await t.client(session).state()).json().freeSpins).toEqual({ left: 2, bet: 100 });
    const rounds = [];
    for (let i = 0; i < 3; i++) rounds.push((await t.client(session).play({ bet: 20 })).json());
    expect(rounds.map((r) => [r.stake, r.freeSpin, r.input.bet])).toEqual([
      [0, true, 100],
      [0, true, 100],
      [20, false, 20],
    ]);
    const bets = callsOf('bet');
    expect(bets.map((b) => [b.body.amount, b.body.free_spin_session_id])).toEqual([
      [0, 7],
      [0, 7],
      [0.2, undefined],
    ]);
    // Free-spin wins are paid as ordinary wins.
    expect(balanceOf(current.id)).toBe(10_000 - 20 + rounds.reduce((sum, r) => sum + r.payout, 0));
    expect((await t.client(session).state()).json().freeSpins).toBeNull();
  });

  it('a pending win driven by several retry loops and a relaunch at once is paid once', async () => {
    const session = await launchReal();
    t.platform.fail('win', 'error500', 3);
    const round = (await t.client(session).play({ bet: 100 })).json();
    expect(round.state).toBe('bet_placed');
    t.clock.offsetMs += 10 * 60_000;
    await Promise.all([
      t.services.rounds.resumeDue(),
      t.services.rounds.resumeDue(),
      t.services.rounds.resumeDue({ playerKey: `real:${current.id}` }),
      launchReal(),
    ]);
    t.clock.offsetMs -= 10 * 60_000;
    expect(balanceOf(current.id)).toBe(10_000 - 100 + round.payout);
    expect(new Set(callsOf('win').map((w) => w.body.transaction_id)).size).toBe(1);
    expect((await roundsOf())[0]!.state).toBe('settled');
  });

  it('concurrent demo rounds never spend more than the demo balance', async () => {
    const { session } = await t.launch('dice', 'mode=demo');
    await t.db.updateTable('studio_sessions').set({ demo_balance: 500 }).where('id', '=', session!).execute();
    // A 2 % chance bet loses almost always; 20 at once against room for 5 stakes.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.client(session!).play({ direction: 'under', target: 200, amount: 100 })),
    );
    const accepted = answers.filter((a) => a.statusCode === 200).map((a) => a.json());
    const refused = answers.filter((a) => a.statusCode !== 200).map((a) => a.json().code);
    expect(refused.every((code) => code === 'not_enough_money')).toBe(true);
    const won = accepted.reduce((sum, r) => sum + r.payout, 0);
    expect(accepted.length).toBeLessThanOrEqual(5 + Math.floor(won / 100));
    const left = await t.db
      .selectFrom('studio_sessions')
      .select('demo_balance')
      .where('id', '=', session!)
      .executeTakeFirstOrThrow();
    expect(left.demo_balance).toBe(500 - accepted.length * 100 + won);
    expect(left.demo_balance).toBeGreaterThanOrEqual(0);
  });

  it('concurrent rounds each take their own nonce and the balance adds up', async () => {
    const session = await launchReal('jungle-ways');
    const responses = await Promise.all(Array.from({ length: 8 }, () => t.client(session).play({ bet: 25 })));
    const rounds = responses.map((r) => r.json());
    expect(new Set(rounds.map((r) => r.nonce)).size).toBe(8);
    const net = rounds.reduce((sum, r) => sum - r.stake + r.payout, 0);
    expect(balanceOf(current.id)).toBe(10_000 + net);
  });
});
