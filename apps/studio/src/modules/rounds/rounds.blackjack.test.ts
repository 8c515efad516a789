import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { build, type TestStudio } from '../../../test/build.js';
import { playerPerTest } from '../../../test/players.js';
import { playHitStand } from '../../engines/table/blackjack/blackjack.steps.js';
import { hitStandStrategy } from '../../engines/table/blackjack/blackjack.strategy.js';
import { roundsRepository } from './rounds.repository.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const current = playerPerTest(() => t, 'bj');
const { balanceOf, callsOf } = current;
const launchReal = async () => (await t.launch('blackjack', `mode=real&token=${current.token}`)).session!;
const act = (session: string, id: string, action: string, step = 0) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/rounds/${id}/act`,
    headers: { 'x-studio-session': session },
    payload: { action, step },
  });

interface Hand {
  id: string;
  state: string;
  stake: number;
  payout: number;
  balance: number | null;
  input: { bet: number; actions: string[] };
  outcome: { phase: 'player' | 'done'; player: number[]; dealer: number[] };
}
/** Deals until a hand waits for the player (a blackjack or the dealer's ends at the deal); returns every hand dealt. */
async function dealWaiting(session: string, bet = 20) {
  const dealt: Hand[] = [];
  for (;;) {
    const response = await t.client(session).play({ bet });
    expect(response.statusCode).toBe(200);
    const hand = response.json() as Hand;
    dealt.push(hand);
    if (hand.outcome.phase === 'player') return { hand, dealt };
  }
}
/** Plays a waiting hand to its end with the hit/stand strategy. */
async function finish(session: string, hand: Hand): Promise<Hand> {
  let current = hand;
  while (current.outcome.phase === 'player') {
    const action = hitStandStrategy({
      cards: current.outcome.player,
      dealerUp: current.outcome.dealer[0]!,
      canDouble: false,
      canSplit: false,
    });
    const response = await act(session, current.id, action, current.input.actions.length);
    expect(response.statusCode).toBe(200);
    current = response.json();
  }
  return current;
}

describe('blackjack: a hand in several steps, one stake', () => {
  it('stakes at the deal, waits across a relaunch with the hole card hidden, and pays the replayed hand once', async () => {
    const first = await launchReal();
    const { hand, dealt } = await dealWaiting(first);
    // Hands over at the deal were staked and paid like any round.
    for (const over of dealt.slice(0, -1)) expect(over).toMatchObject({ state: 'settled', stake: 20 });
    expect(hand).toMatchObject({ state: 'bet_placed', stake: 20, payout: 0, input: { bet: 20, actions: [] } });
    expect(hand.outcome.dealer).toHaveLength(1);
    const settledNet = dealt.slice(0, -1).reduce((sum, h) => sum - 20 + h.payout, 0);
    expect(balanceOf(current.id)).toBe(10_000 + settledNet - 20);
    // No second hand and no seed reveal while this one waits; the retry loop leaves it alone.
    expect((await t.client(first).play({ bet: 20 })).json()).toMatchObject({ code: 'round_in_progress' });
    expect((await t.client(first).rotate()).json()).toMatchObject({ code: 'round_in_progress' });
    const wins = callsOf('win').length;
    t.clock.offsetMs += 3_600_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 3_600_000;
    expect(callsOf('win')).toHaveLength(wins);
    expect(callsOf('rollback')).toHaveLength(0);

    // The tab was closed: the next launch shows the same hand, still without the hole card.
    const second = await launchReal();
    const state = (await t.client(second).state()).json();
    expect(state.pending).toMatchObject({ id: hand.id, outcome: hand.outcome });
    expect(state.pending.outcome.dealer).toHaveLength(1);

    const final = await finish(second, hand);
    expect(final).toMatchObject({ state: 'settled', stake: 20 });
    expect(final.outcome.player.slice(0, 2)).toEqual(hand.outcome.player);
    expect(balanceOf(current.id)).toBe(10_000 + settledNet - 20 + final.payout);
    expect(callsOf('bet')).toHaveLength(dealt.length);
    expect(callsOf('win')).toHaveLength(dealt.length);
    // Acting on a finished hand pays nothing more.
    expect((await act(second, hand.id, 'stand')).statusCode).toBe(404);

    // The server's replay from the seed is the hand the player saw; /api/verify reproduces it.
    const seed = await t.db
      .selectFrom('studio_seeds')
      .selectAll()
      .where('id', '=', (await t.client(second).history()).json().rounds[0].seedId)
      .executeTakeFirstOrThrow();
    const [entry] = (await t.client(second).history()).json().rounds;
    const replay = playHitStand(
      createFairRng(seed.server_seed, seed.client_seed, entry.nonce),
      20,
      entry.input.actions,
    );
    expect(replay).toEqual(final.outcome);
    const rotation = (await t.client(second).rotate()).json();
    const check = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      payload: {
        gameId: 'blackjack',
        serverSeed: rotation.revealed.serverSeed,
        clientSeed: entry.seed.clientSeed,
        nonce: entry.nonce,
        input: entry.input,
      },
    });
    expect(check.json()).toMatchObject({ payout: final.payout, outcome: final.outcome });
  });

  it('two decisions racing on one hand: one is recorded, the other refused; one stake, one win', async () => {
    const session = await launchReal();
    const { hand, dealt } = await dealWaiting(session);
    const [a, b] = await Promise.all([act(session, hand.id, 'hit'), act(session, hand.id, 'stand')]);
    const [winning, losing] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(winning.statusCode).toBe(200);
    // The other is refused: as a stale view if it read the hand before the winner wrote it, or,
    // on a machine slow enough that the winner had already ended the hand, as a hand no longer
    // waiting (404, as for any decision on a finished hand).
    expect([409, 404]).toContain(losing.statusCode);
    const winner = winning.json() as Hand;
    if (losing.statusCode === 404) expect(winner.outcome.phase).toBe('done');
    else expect(losing.json()).toMatchObject({ code: 'round_in_progress' });
    expect(winner.input.actions).toHaveLength(1);
    // Two requests that both read the hand before either wrote: the write guard takes one only.
    const stale = { input: JSON.stringify({ bet: 20, actions: ['stand'] }), outcome: '{}' };
    expect(await roundsRepository.advanceHand(t.db, hand.id, 0, stale)).toBeUndefined();
    const claim = { payout: 40, outcome: '{}', now: new Date(), input: stale.input };
    expect(await roundsRepository.claimLive(t.db, hand.id, claim, 0)).toBeUndefined();
    const final = await finish(session, winner);
    const net = [...dealt.slice(0, -1), final].reduce((sum, h) => sum - 20 + h.payout, 0);
    expect(balanceOf(current.id)).toBe(10_000 + net);
    expect(callsOf('win')).toHaveLength(dealt.length);
  });

  it('deals at once start one waiting hand at most: one stake for it, the others refused', async () => {
    const session = await launchReal();
    let dealt = 0;
    // Hands over at the deal do not block the next deal: repeat until a hand waits.
    for (let attempt = 0; attempt < 30; attempt++) {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => t.client(session).play({ bet: 20 })));
      const hands = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as Hand);
      dealt += hands.length;
      const waiting = hands.filter((h) => h.outcome.phase === 'player');
      if (waiting.length === 0) continue;
      expect(waiting).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 409).length).toBe(5 - hands.length);
      expect(callsOf('bet')).toHaveLength(dealt);
      await finish(session, waiting[0]!);
      return;
    }
    throw new Error('no hand waited in 30 deals');
  });

  it('a deal whose stake is never answered leaves no hand behind: the retry loop cancels it', async () => {
    const session = await launchReal();
    t.platform.fail('bet', 'timeout', 3);
    t.platform.fail('rollback', 'reset', 3);
    const response = await t.client(session).play({ bet: 20 });
    expect(response.json()).toMatchObject({ code: 'wallet_unavailable' });
    t.clock.offsetMs += 10 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 10 * 60_000;
    const rows = await t.db.selectFrom('studio_rounds').selectAll().where('player_id', '=', current.id).execute();
    expect(rows.map((r) => r.state)).toEqual(['rolled_back']);
    expect(balanceOf(current.id)).toBe(10_000);
    // The player can deal again.
    expect((await t.client(session).play({ bet: 20 })).statusCode).toBe(200);
  });

  it('refuses bad input with clear codes, never a 500', async () => {
    const session = await launchReal();
    expect((await t.client(session).play({ bet: 21 })).json()).toMatchObject({ code: 'transaction_limit' });
    expect((await t.client(session).play({ bet: 'x' })).json()).toMatchObject({ code: 'invalid_request' });
    const { hand } = await dealWaiting(session);
    expect((await act(session, hand.id, 'double')).json()).toMatchObject({ code: 'invalid_request' });
    expect((await act(session, hand.id, 'split')).statusCode).toBe(400);
    // An action meant for another view of the hand (a stale step) is refused.
    expect((await act(session, hand.id, 'stand', 7)).json()).toMatchObject({ code: 'round_in_progress' });
    expect((await act(session, '00000000-0000-4000-8000-000000000000', 'hit')).statusCode).toBe(404);
    // The public verify endpoint refuses a hand that cannot be replayed, with a clear code.
    for (const input of [
      { bet: 21, actions: ['stand'] },
      { bet: 20, actions: [] },
      { bet: 20, actions: Array(21).fill('hit') },
    ]) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/verify',
        payload: { gameId: 'blackjack', serverSeed: 'a'.repeat(64), clientSeed: 'c', nonce: 0, input },
      });
      expect(check.json(), JSON.stringify(input)).toMatchObject({ code: 'invalid_request' });
    }
    // Another game's session cannot act on the hand.
    const other = (await t.launch('jacks-or-better', `mode=real&token=${current.token}`)).session!;
    expect((await act(other, hand.id, 'stand')).statusCode).toBe(404);
    await finish(session, hand);
  });

  it('a win that fails at the last step is paid by the retry loop, once', async () => {
    const session = await launchReal();
    const { hand, dealt } = await dealWaiting(session);
    t.platform.fail('win', 'error500', 3);
    const response = await act(session, hand.id, 'stand');
    expect(response.statusCode).toBe(200);
    const stood = response.json() as Hand;
    expect(stood).toMatchObject({ state: 'bet_placed', outcome: { phase: 'done' } });
    t.clock.offsetMs += 10 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 10 * 60_000;
    const net = [...dealt.slice(0, -1), stood].reduce((sum, h) => sum - 20 + h.payout, 0);
    expect(balanceOf(current.id)).toBe(10_000 + net);
    const wins = callsOf('win').filter((w) => w.body.round_id === hand.id);
    expect(new Set(wins.map((w) => w.body.transaction_id)).size).toBe(1);
    expect((await act(session, hand.id, 'stand')).statusCode).toBe(404);
  });

  it('demo hands move only the demo balance', async () => {
    const before = t.platform.received.length;
    const session = (await t.launch('blackjack', 'mode=demo')).session!;
    const { hand, dealt } = await dealWaiting(session, 100);
    const final = await finish(session, hand);
    const net = [...dealt.slice(0, -1), final].reduce((sum, h) => sum - 100 + h.payout, 0);
    expect(final.balance).toBe(100_000 + net);
    expect((await t.client(session).state()).json().balance).toBe(100_000 + net);
    expect(t.platform.received.length).toBe(before);
  });
});
