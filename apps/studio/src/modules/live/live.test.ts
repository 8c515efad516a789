import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { build, type TestStudio } from '../../../test/build.js';
import { multiplierAt, runMs } from '../../engines/table/crash/crash.game.js';
import { type RouletteBet, settleRoulette } from '../../engines/table/roulette/roulette.play.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const live = (session: string) => ({
  state: async () =>
    (await t.app.inject({ method: 'GET', url: '/api/client/live', headers: { 'x-studio-session': session } })).json(),
  bet: (input: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/client/live/bets',
      headers: { 'x-studio-session': session },
      payload: { input },
    }),
  cashout: () =>
    t.app.inject({ method: 'POST', url: '/api/client/live/cashout', headers: { 'x-studio-session': session } }),
});
/**
 * Stops the studio's clock at an absolute time and runs the live clock once. Stopped, not
 * shifted: a cash-out checked against the multiplier at that instant must not see the real
 * milliseconds a loaded machine takes to answer it.
 */
async function at(time: number) {
  t.clock.stoppedAt = time;
  await t.services.live.tick();
}

const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36];

describe('live roulette: one shared round every 30 s', () => {
  it('commits the seed before bets, closes bets, spins, pays every player and reveals the seed', async () => {
    const start = (Math.floor(Date.now() / 30_000) + 10) * 30_000; // a fresh, aligned cycle
    await at(start + 1_000);
    const a = live((await t.launch('live-roulette', 'mode=demo')).session!);
    const b = live((await t.launch('live-roulette', 'mode=demo')).session!);
    const before = await a.state();
    expect(before.round).toMatchObject({ phase: 'betting', result: null, closesAt: start + 20_000 });
    expect(before.round.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    // Both players see the same round.
    expect((await b.state()).round.id).toBe(before.round.id);

    const betsA: RouletteBet[] = [
      { kind: 'red', numbers: red, amount: 100 },
      { kind: 'straight', numbers: [7], amount: 10 },
    ];
    expect((await a.bet({ bets: betsA })).statusCode).toBe(200);
    expect(
      (await b.bet({ bets: [{ kind: 'dozen', numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], amount: 50 }] }))
        .statusCode,
    ).toBe(200);

    await at(start + 20_000);
    const running = await a.state();
    expect(running.round.phase).toBe('running');
    const pocket = running.round.result.pocket;
    expect(pocket).toBeGreaterThanOrEqual(0);
    const late = await a.bet({ bets: betsA });
    expect(late.json()).toMatchObject({ code: 'betting_closed' });

    await at(start + 26_500);
    const ended = await a.state();
    const [bet] = ended.bets;
    expect(bet).toMatchObject({ state: 'settled', stake: 110, payout: settleRoulette(pocket, betsA).payout });
    expect(bet.balance).toBe(100_000 - 110 + bet.payout);
    const [last] = ended.history;
    expect(last.result.pocket).toBe(pocket);
    expect(createHash('sha256').update(last.serverSeed).digest('hex')).toBe(before.round.serverSeedHash);
    // Anyone can redraw the pocket from the revealed seed.
    expect(createFairRng(last.serverSeed, last.clientSeed, 0).int(37)).toBe(pocket);
    expect((await b.state()).bets[0].state).toBe('settled');
  });
});

describe('crash', () => {
  it('takes real bets through the wallet, cashes out at the server multiplier and pays the automatic cash-out', async () => {
    t.platform.addPlayer('c1', 10_000, 'crash-launch-token');
    // Let any round in progress finish, then open a fresh one.
    const base = Date.now() + 3_600_000;
    await at(base);
    await at(base + 2_000_000);
    await at(base + 2_005_000);
    const player = live((await t.launch('crash', 'mode=real&token=crash-launch-token')).session!);
    const round = (await player.state()).round;
    expect(round.phase).toBe('betting');
    expect((await player.bet({ amount: 1_000 })).statusCode).toBe(200);
    expect((await player.bet({ amount: 500, autoCashout: 150 })).statusCode).toBe(200);
    expect(t.platform.players.get('c1')!.balance).toBe(8_500);

    await at(round.closesAt);
    const { result } = await t.db
      .selectFrom('studio_live_rounds')
      .select('result')
      .where('id', '=', round.id)
      .executeTakeFirstOrThrow();
    const crash = (result as { crash: number }).crash;
    expect((await player.state()).round.result).toBeNull(); // hidden while the rocket flies
    let manual = 0;
    if (crash >= 110) {
      const when = round.closesAt + runMs(110);
      await at(when);
      const cashed = await player.cashout();
      expect(cashed.statusCode).toBe(200);
      const m = cashed.json().cashoutAt;
      expect(m).toBe(multiplierAt(when - round.closesAt));
      // "Cash out" takes every bet of the player still in, the automatic one too.
      manual = Math.floor((1_000 * m) / 100) + Math.floor((500 * m) / 100);
    }
    await at(round.closesAt + runMs(crash) + 10);
    expect((await player.cashout()).json()).toMatchObject({ code: 'too_late' });
    const auto = manual === 0 && crash >= 150 ? 750 : 0;
    expect(t.platform.players.get('c1')!.balance).toBe(8_500 + manual + auto);
    const state = await player.state();
    expect(state.round.phase).toBe('ended');
    expect(state.round.result.crash).toBe(crash);
    expect(state.bets.every((bet: { state: string }) => bet.state === 'settled')).toBe(true);
  });
});

describe('Turbo Derby, a virtual race every minute', () => {
  it('settles win bets on the drawn finishing order', async () => {
    const start = (Math.floor(Date.now() / 60_000) + 500) * 60_000;
    await at(start + 500);
    const player = live((await t.launch('virtual-racing', 'mode=demo&lang=fr')).session!);
    const round = (await player.state()).round;
    expect(round).toMatchObject({ phase: 'betting', closesAt: start + 45_000, result: null });
    expect((await player.bet({ runner: 0, amount: 100 })).statusCode).toBe(200);
    expect((await player.bet({ runner: 3, amount: 100 })).statusCode).toBe(200);
    expect((await player.bet({ runner: 9, amount: 100 })).json()).toMatchObject({ code: 'invalid_request' });
    await at(start + 45_000);
    const { order } = (await player.state()).round.result;
    expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5]);
    await at(start + 59_500);
    const { bets } = await player.state();
    const expected = (runner: number, odds: number) => (order[0] === runner ? odds : 0);
    expect(bets.map((b: { payout: number }) => b.payout)).toEqual([expected(0, 250), expected(3, 950)]);
    expect(bets.at(-1).balance).toBe(100_000 - 200 + expected(0, 250) + expected(3, 950));
  });
});
