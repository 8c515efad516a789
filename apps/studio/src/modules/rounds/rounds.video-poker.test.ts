import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { build, type TestStudio } from '../../../test/build.js';
import { deal, draw } from '../../engines/table/video-poker/vp.play.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
  t.platform.addPlayer('vp1', 10_000, 'vp-launch-token');
});
afterAll(() => t.close());

const drawHand = (session: string, id: string, hold: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/rounds/${id}/draw`,
    headers: { 'x-studio-session': session },
    payload: { hold },
  });

describe('video poker: a hand in two steps', () => {
  it('stakes at the deal, waits for the draw across a relaunch, pays the final hand from the same deck', async () => {
    const first = (await t.launch('jacks-or-better', 'mode=real&token=vp-launch-token')).session!;
    const dealt = (await t.client(first).play({ coins: 5, coinValue: 20 })).json();
    expect(dealt).toMatchObject({ state: 'bet_placed', stake: 100, payout: 0 });
    expect(dealt.outcome.dealt).toHaveLength(5);
    expect(t.platform.players.get('vp1')!.balance).toBe(9_900);
    // No second hand, and no seed reveal, while this one waits.
    expect((await t.client(first).play({ coins: 1, coinValue: 20 })).json()).toMatchObject({
      code: 'round_in_progress',
    });
    expect((await t.client(first).rotate()).json()).toMatchObject({ code: 'round_in_progress' });
    // The retry loop leaves a hand waiting for the player alone.
    t.clock.offsetMs += 3_600_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 3_600_000;
    expect(t.platform.received.filter((r) => r.call === 'rollback' || r.call === 'win')).toHaveLength(0);

    // The tab was closed: the next launch shows the same hand.
    const second = (await t.launch('jacks-or-better', 'mode=real&token=vp-launch-token')).session!;
    const state = (await t.client(second).state()).json();
    expect(state.pending).toMatchObject({ id: dealt.id, outcome: { dealt: dealt.outcome.dealt } });

    const hold = 0b10011;
    const final = (await drawHand(second, dealt.id, hold)).json();
    const seed = await t.db
      .selectFrom('studio_seeds')
      .selectAll()
      .where('id', '=', dealt.seedId)
      .executeTakeFirstOrThrow();
    const expected = draw(deal(createFairRng(seed.server_seed, seed.client_seed, dealt.nonce)), hold, { coins: 5 });
    expect(final).toMatchObject({ state: 'settled', payout: expected.payout * 20, credited: expected.payout * 20 });
    expect(final.outcome.final).toEqual(expected.final);
    expect(final.outcome.final.filter((_: number, i: number) => hold & (1 << i))).toEqual(
      dealt.outcome.dealt.filter((_: number, i: number) => hold & (1 << i)),
    );
    expect(t.platform.players.get('vp1')!.balance).toBe(9_900 + expected.payout * 20);
    // Drawing twice pays nothing more.
    expect((await drawHand(second, dealt.id, 0)).statusCode).toBe(404);

    // Once the seed is revealed, the verify endpoint replays the hand with its hold.
    const rotation = (await t.client(second).rotate()).json();
    const [entry] = (await t.client(second).history()).json().rounds;
    expect(entry.input).toEqual({ coins: 5, coinValue: 20, hold });
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: {
        gameId: 'jacks-or-better',
        serverSeed: rotation.revealed.serverSeed,
        clientSeed: entry.seed.clientSeed,
        nonce: entry.nonce,
        input: entry.input,
      },
    });
    expect(check.json().payout).toBe(entry.payout);
  });

  it('demo hands move only the demo balance', async () => {
    const before = t.platform.received.length;
    const session = (await t.launch('jacks-or-better', 'mode=demo')).session!;
    const dealt = (await t.client(session).play({ coins: 1, coinValue: 100 })).json();
    expect(dealt.balance).toBe(100_000 - 100);
    const final = (await drawHand(session, dealt.id, 31)).json();
    expect(final.balance).toBe(100_000 - 100 + final.payout);
    expect(t.platform.received.length).toBe(before);
  });
});
