import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFairRng } from '@casino/fair';
import { build, type TestStudio } from '../../../test/build.js';
import { playerPerTest } from '../../../test/players.js';
import { replayRound } from '../../engines/table/blackjack/blackjack.replay.js';
import type { BlackjackAction, BlackjackView } from '../../engines/table/blackjack/blackjack.types.js';
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
  input: { bet: number; actions: BlackjackAction[] };
  outcome: BlackjackView;
}
/**
 * A decision that never stakes again (these tests are about the round's one bet): an offer
 * at an ace up is declined, a hand is hit below 17.
 */
const plain = (view: BlackjackView): BlackjackAction =>
  view.phase !== 'player' ? 'decline' : view.hands[view.active]!.total < 17 ? 'hit' : 'stand';
/**
 * Deals until a hand waits for a hit or a stand (a blackjack or the dealer's ends at the
 * deal; an offer at an ace up is declined); returns it and every round over before it.
 */
async function dealWaiting(session: string, bet = 20) {
  const over: Hand[] = [];
  for (;;) {
    const response = await t.client(session).play({ bet });
    expect(response.statusCode).toBe(200);
    let hand = response.json() as Hand;
    if (hand.outcome.phase === 'insurance' || hand.outcome.phase === 'even-money') {
      const declined = await act(session, hand.id, 'decline', 0);
      expect(declined.statusCode).toBe(200);
      hand = declined.json();
    }
    if (hand.outcome.phase === 'player') return { hand, over, dealt: over.length + 1 };
    over.push(hand);
  }
}
/** The player's net over finished rounds of one bet each. */
const netOf = (rounds: Hand[], bet = 20) => rounds.reduce((sum, h) => sum - bet + h.payout, 0);
/** Plays a waiting hand to its end without staking again. */
async function finish(session: string, hand: Hand): Promise<Hand> {
  let current = hand;
  while (current.outcome.phase !== 'done') {
    const response = await act(session, current.id, plain(current.outcome), current.input.actions.length);
    expect(response.statusCode).toBe(200);
    current = response.json();
  }
  return current;
}

describe('blackjack: a hand in several steps, one stake', () => {
  it('stakes at the deal, waits across a relaunch with the hole card hidden, and pays the replayed hand once', async () => {
    const first = await launchReal();
    const { hand, over, dealt } = await dealWaiting(first);
    // Hands over at the deal were staked and paid like any round.
    for (const round of over) expect(round).toMatchObject({ state: 'settled', stake: 20 });
    expect(hand).toMatchObject({ state: 'bet_placed', stake: 20, payout: 0, input: { bet: 20 } });
    expect(hand.outcome.dealer).toHaveLength(1);
    const settledNet = netOf(over);
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
    expect(final.outcome.hands[0]!.cards.slice(0, 2)).toEqual(hand.outcome.hands[0]!.cards);
    expect(balanceOf(current.id)).toBe(10_000 + settledNet - 20 + final.payout);
    expect(callsOf('bet')).toHaveLength(dealt);
    expect(callsOf('win')).toHaveLength(dealt);
    // Acting on a finished hand pays nothing more.
    expect((await act(second, hand.id, 'stand')).statusCode).toBe(404);

    // The server's replay from the seed is the hand the player saw; /api/verify reproduces it.
    const seed = await t.db
      .selectFrom('studio_seeds')
      .selectAll()
      .where('id', '=', (await t.client(second).history()).json().rounds[0].seedId)
      .executeTakeFirstOrThrow();
    const [entry] = (await t.client(second).history()).json().rounds;
    const replay = replayRound(createFairRng(seed.server_seed, seed.client_seed, entry.nonce), 20, entry.input.actions);
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
    const { hand, over, dealt } = await dealWaiting(session);
    const step = hand.input.actions.length;
    const [a, b] = await Promise.all([act(session, hand.id, 'hit', step), act(session, hand.id, 'stand', step)]);
    const [winning, losing] = a.statusCode === 200 ? [a, b] : [b, a];
    expect(winning.statusCode).toBe(200);
    // The other is refused: as a stale view if it read the hand before the winner wrote it, or,
    // on a machine slow enough that the winner had already ended the hand, as a hand no longer
    // waiting (404, as for any decision on a finished hand).
    expect([409, 404]).toContain(losing.statusCode);
    const winner = winning.json() as Hand;
    if (losing.statusCode === 404) expect(winner.outcome.phase).toBe('done');
    else expect(losing.json()).toMatchObject({ code: 'round_in_progress' });
    expect(winner.input.actions).toHaveLength(step + 1);
    // Two requests that both read the hand before either wrote: the write guard takes one only.
    const stale = { input: JSON.stringify({ bet: 20, actions: ['stand'] }), outcome: '{}' };
    expect(await roundsRepository.advanceHand(t.db, hand.id, step, stale)).toBeUndefined();
    const claim = { payout: 40, outcome: '{}', now: new Date(), input: stale.input };
    expect(await roundsRepository.claimLive(t.db, hand.id, claim, step)).toBeUndefined();
    const final = await finish(session, winner);
    expect(balanceOf(current.id)).toBe(10_000 + netOf([...over, final]));
    expect(callsOf('win')).toHaveLength(dealt);
  });

  it('deals at once start one waiting hand at most: one stake for it, the others refused', async () => {
    const session = await launchReal();
    let dealt = 0;
    // Hands over at the deal do not block the next deal: repeat until a hand waits.
    for (let attempt = 0; attempt < 30; attempt++) {
      const answers = await Promise.all([1, 2, 3, 4, 5].map(() => t.client(session).play({ bet: 20 })));
      const hands = answers.filter((a) => a.statusCode === 200).map((a) => a.json() as Hand);
      dealt += hands.length;
      const waiting = hands.filter((h) => h.outcome.phase !== 'done');
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
    const step = hand.input.actions.length;
    // A decision the hand does not offer now, or no decision of blackjack at all.
    expect((await act(session, hand.id, 'insurance', step)).json()).toMatchObject({ code: 'invalid_request' });
    expect((await act(session, hand.id, 'even-money', step)).statusCode).toBe(400);
    expect((await act(session, hand.id, 'surrender', step)).json()).toMatchObject({ code: 'invalid_request' });
    // An action meant for another view of the hand (a stale step) is refused.
    expect((await act(session, hand.id, 'stand', 7)).json()).toMatchObject({ code: 'round_in_progress' });
    expect((await act(session, '00000000-0000-4000-8000-000000000000', 'hit')).statusCode).toBe(404);
    // The public verify endpoint refuses a hand that cannot be replayed, with a clear code.
    for (const input of [
      { bet: 21, actions: ['stand'] },
      { bet: 20, actions: [] },
      { bet: 20, actions: Array(21).fill('hit') },
      { bet: 20, actions: Array(65).fill('decline') },
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
    const { hand, over, dealt } = await dealWaiting(session);
    t.platform.fail('win', 'error500', 3);
    const response = await act(session, hand.id, 'stand', hand.input.actions.length);
    expect(response.statusCode).toBe(200);
    const stood = response.json() as Hand;
    expect(stood).toMatchObject({ state: 'bet_placed', outcome: { phase: 'done' } });
    t.clock.offsetMs += 10 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 10 * 60_000;
    expect(balanceOf(current.id)).toBe(10_000 + netOf([...over, stood]));
    expect(dealt).toBe(over.length + 1);
    const wins = callsOf('win').filter((w) => w.body.round_id === hand.id);
    expect(new Set(wins.map((w) => w.body.transaction_id)).size).toBe(1);
    expect((await act(session, hand.id, 'stand', 1)).statusCode).toBe(404);
  });

  it('demo hands move only the demo balance', async () => {
    const before = t.platform.received.length;
    const session = (await t.launch('blackjack', 'mode=demo')).session!;
    const { hand, over } = await dealWaiting(session, 100);
    const final = await finish(session, hand);
    const net = netOf([...over, final], 100);
    expect(final.balance).toBe(100_000 + net);
    expect((await t.client(session).state()).json().balance).toBe(100_000 + net);
    expect(t.platform.received.length).toBe(before);
  });
});
