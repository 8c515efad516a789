import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { arrangeRound, type Foresee } from '../../../test/blackjack.js';
import { build, type TestStudio } from '../../../test/build.js';
import { playerPerTest } from '../../../test/players.js';
import { cardPoints } from '../../engines/table/blackjack/blackjack.rules.js';
import type { BlackjackAction, BlackjackView } from '../../engines/table/blackjack/blackjack.types.js';
import { stakesRepository } from './rounds.stakes.repository.js';

/**
 * The money of every blackjack decision through the seamless wallet (the fake platform):
 * each double, split and insurance is one more bet in the round's id with its own
 * transaction id, taken once whatever is retried, and every bet gets its own win.
 */
let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const current = playerPerTest(() => t, 'bjs');
const { balanceOf, callsOf } = current;
const BET = 100;

interface Round {
  id: string;
  state: string;
  stake: number;
  payout: number;
  credited: number | null;
  balance: number | null;
  input: { bet: number; actions: BlackjackAction[] };
  outcome: BlackjackView;
}
const launchReal = async () => {
  const session = (await t.launch('blackjack', `mode=real&token=${current.token}`)).session!;
  await t.client(session).state(); // commits the player's first server seed
  return session;
};
const act = (session: string, id: string, action: BlackjackAction, step: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/client/rounds/${id}/act`,
    headers: { 'x-studio-session': session },
    payload: { action, step },
  });
const acted = async (session: string, round: Round, action: BlackjackAction) => {
  const response = await act(session, round.id, action, round.input.actions.length);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Round;
};
const arrange = (wanted: (foresee: Foresee) => boolean) => arrangeRound(t.db, `real:${current.id}`, BET, wanted);
const deal = async (session: string) => {
  const response = await t.client(session).play({ bet: BET });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Round;
};
/** Stands on every hand left (declining an offer first). */
async function standOut(session: string, round: Round) {
  let now = round;
  while (now.outcome.phase !== 'done')
    now = await acted(session, now, now.outcome.phase === 'player' ? 'stand' : 'decline');
  return now;
}
const amount = (minor: number) => minor / 100;
/** Every bet of the round has exactly one win or one rollback naming it, and the wins add up to what was credited. */
function expectEachBetClosedOnce(round: Round) {
  const bets = callsOf('bet').filter((b) => b.body.round_id === round.id);
  const ids = [...new Set(bets.map((b) => b.body.transaction_id as string))];
  for (const id of ids) {
    const wins = new Set(
      callsOf('win')
        .filter((w) => w.body.bet_transaction_id === id)
        .map((w) => w.body.transaction_id),
    );
    const rollbacks = new Set(
      callsOf('rollback')
        .filter((r) => r.body.bet_transaction_id === id)
        .map((r) => r.body.transaction_id),
    );
    expect(wins.size + rollbacks.size, id).toBe(1);
  }
  return ids;
}
const pairOf = (view: BlackjackView) =>
  view.phase === 'player' && cardPoints(view.hands[0]!.cards[0]!) === cardPoints(view.hands[0]!.cards[1]!);
/** A pair whose split leaves the round waiting (split aces end it at once). */
const splittable = (foresee: Foresee) => pairOf(foresee()) && foresee(['split']).phase === 'player';

describe('blackjack decisions that stake again', () => {
  it('a double is one more bet of the round with its own transaction id; each bet gets its own win', async () => {
    const session = await launchReal();
    await arrange((foresee) => {
      const view = foresee();
      return view.phase === 'player' && !pairOf(view) && view.hands[0]!.total === 11;
    });
    const dealt = await deal(session);
    expect(dealt).toMatchObject({ state: 'bet_placed', stake: BET });
    const doubled = await acted(session, dealt, 'double');
    expect(doubled).toMatchObject({
      state: 'settled',
      stake: 2 * BET,
      outcome: { phase: 'done', totalStake: 2 * BET },
    });
    expect(doubled.outcome.hands[0]!.cards).toHaveLength(3);
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET + doubled.payout);
    expect(doubled.credited).toBe(doubled.payout);

    const bets = callsOf('bet');
    expect(bets.map((b) => [b.body.transaction_id, b.body.round_id, b.body.amount])).toEqual([
      [`${dealt.id}:bet`, dealt.id, amount(BET)],
      [`${dealt.id}:0.0:bet`, dealt.id, amount(BET)],
    ]);
    // The double's win first, the bet's win last: it closes the round.
    const wins = callsOf('win');
    expect(wins.map((w) => [w.body.bet_transaction_id, w.body.round_closed])).toEqual([
      [`${dealt.id}:0.0:bet`, false],
      [`${dealt.id}:bet`, true],
    ]);
    expect(wins.reduce((sum, w) => sum + Number(w.body.amount) * 100, 0)).toBe(doubled.payout);
    expectEachBetClosedOnce(doubled);
  });

  it('a split: one bet per new hand, a double after it; the next launch shows every hand; one win per bet', async () => {
    const session = await launchReal();
    await arrange((foresee) => {
      const view = foresee();
      if (!pairOf(view) || cardPoints(view.hands[0]!.cards[0]!) === 1) return false;
      const split = foresee(['split']);
      return split.phase === 'player' && split.active === 0 && split.options.includes('double');
    });
    const dealt = await deal(session);
    const split = await acted(session, dealt, 'split');
    expect(split).toMatchObject({ state: 'bet_placed', stake: 2 * BET, outcome: { phase: 'player', active: 0 } });
    expect(split.outcome.hands.map((h) => h.cards.length)).toEqual([2, 1]);
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET);

    // The tab is closed: the next launch shows the round with both hands, the first one in play.
    const next = await launchReal();
    const pending = (await t.client(next).state()).json().pending as Round;
    expect(pending).toMatchObject({ id: dealt.id, stake: 2 * BET, outcome: split.outcome });
    expect(pending.outcome.dealer).toHaveLength(1);

    const doubled = await acted(next, pending, 'double');
    const final = await standOut(next, doubled);
    expect(final).toMatchObject({ state: 'settled', stake: 3 * BET });
    expect(final.outcome.hands).toHaveLength(2);
    expect(final.outcome.hands[0]).toMatchObject({ doubled: true, stake: 2 * BET });
    expect(balanceOf(current.id)).toBe(10_000 - 3 * BET + final.payout);
    const ids = expectEachBetClosedOnce(final);
    expect(ids).toEqual([`${dealt.id}:bet`, `${dealt.id}:0.0:bet`, `${dealt.id}:1.0:bet`]);
    expect(callsOf('win').filter((w) => w.body.round_closed === true)).toHaveLength(1);
    // The wins are the wagers' payouts, each on its own bet.
    const winOf = (bet: string) =>
      Number(callsOf('win').find((w) => w.body.bet_transaction_id === bet)!.body.amount) * 100;
    for (const wager of final.outcome.wagers) {
      const bet = wager.step === null ? `${dealt.id}:bet` : `${dealt.id}:${wager.step}.0:bet`;
      expect(winOf(bet), bet).toBe(wager.payout);
    }
  });

  it('insurance stakes half the bet as its own bet; even money pays a blackjack 1:1 without a stake', async () => {
    const session = await launchReal();
    await arrange((foresee) => foresee().phase === 'insurance');
    const offered = await deal(session);
    expect(offered.outcome.options).toEqual(['insurance', 'decline']);
    const insured = await acted(session, offered, 'insurance');
    expect(insured.stake).toBe(BET + BET / 2);
    const final = await standOut(session, insured);
    const insurance = final.outcome.wagers.find((w) => w.kind === 'insurance')!;
    expect(insurance).toMatchObject({ amount: BET / 2, step: 0 });
    expect(callsOf('bet').map((b) => b.body.amount)).toEqual([amount(BET), amount(BET / 2)]);
    expect(balanceOf(current.id)).toBe(10_000 - BET - BET / 2 + final.payout);
    expectEachBetClosedOnce(final);

    const before = balanceOf(current.id);
    await arrange((foresee) => foresee().phase === 'even-money');
    const blackjack = await deal(session);
    const paid = await acted(session, blackjack, 'even-money');
    expect(paid).toMatchObject({ state: 'settled', stake: BET, payout: 2 * BET });
    expect(balanceOf(current.id)).toBe(before + BET);
  });

  it('a stake the platform refuses leaves the round as it was, with the refusal code; a later try has a new id', async () => {
    const session = await launchReal();
    await arrange((foresee) => foresee().options.includes('double'));
    const dealt = await deal(session);
    t.platform.players.get(current.id)!.balance = BET - 1;
    const refused = await act(session, dealt.id, 'double', 0);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'not_enough_money' });
    const pending = (await t.client(session).state()).json().pending as Round;
    expect(pending).toMatchObject({ id: dealt.id, stake: BET, input: { actions: [] }, outcome: dealt.outcome });

    t.platform.players.get(current.id)!.balance = 10_000;
    const doubled = await acted(session, dealt, 'double');
    expect(doubled.stake).toBe(2 * BET);
    expect(callsOf('bet').map((b) => b.body.transaction_id)).toEqual([
      `${dealt.id}:bet`,
      `${dealt.id}:0.0:bet`,
      `${dealt.id}:0.1:bet`,
    ]);
    const final = await standOut(session, doubled);
    expect(balanceOf(current.id)).toBe(10_000 - BET + final.payout);
  });

  it('a stake whose answer timed out is sent again with the same transaction id: the platform takes it once', async () => {
    const session = await launchReal();
    await arrange(splittable);
    const dealt = await deal(session);
    t.platform.fail('bet', 'timeout');
    const split = await acted(session, dealt, 'split');
    const sent = callsOf('bet').filter((b) => b.body.transaction_id === `${dealt.id}:0.0:bet`);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.body).toEqual(sent[1]!.body);
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET);
    const final = await standOut(session, split);
    expect(balanceOf(current.id)).toBe(10_000 - final.stake + final.payout);
    expectEachBetClosedOnce(final);
  });

  it('the same decision twice at once (a double tap) stakes once; a hit racing a double leaves one of them', async () => {
    const session = await launchReal();
    await arrange((foresee) => foresee().options.includes('double'));
    const dealt = await deal(session);
    const answers = await Promise.all([act(session, dealt.id, 'double', 0), act(session, dealt.id, 'double', 0)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(new Set(callsOf('bet').map((b) => b.body.transaction_id)).size).toBe(2);
    const final = answers.find((a) => a.statusCode === 200)!.json() as Round;
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET + final.payout);

    const before = balanceOf(current.id);
    await arrange((foresee) => foresee().options.includes('double') && foresee(['hit']).phase === 'player');
    const next = await deal(session);
    const [hit, double] = await Promise.all([act(session, next.id, 'hit', 0), act(session, next.id, 'double', 0)]);
    expect([hit.statusCode, double.statusCode].sort()).toEqual([200, 409]);
    const winner = (hit.statusCode === 200 ? hit : double).json() as Round;
    const last = await standOut(session, winner);
    // A double that lost the race gave its stake back (rolled back); one that won is paid.
    expect(balanceOf(current.id)).toBe(before - last.stake + last.payout);
    expectEachBetClosedOnce(last);
  });
});

describe('blackjack stakes across a crash', () => {
  /** Makes the next recording of a stake with its decision fail, as a process dying right after the wallet answered. */
  const crashBeforeRecording = () => {
    const original = stakesRepository.transition;
    const spy = vi.spyOn(stakesRepository, 'transition').mockImplementation(async (ex, key, from, patch) => {
      if (patch.state === 'applied') {
        spy.mockRestore();
        throw new Error('the process died');
      }
      return original(ex, key, from, patch);
    });
  };

  it('the retried decision finds its stake and sends the same bet: the platform took it once', async () => {
    const session = await launchReal();
    await arrange(splittable);
    const dealt = await deal(session);
    crashBeforeRecording();
    expect((await act(session, dealt.id, 'split', 0)).statusCode).toBe(500);
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET); // the platform has the split's stake
    const pending = (await t.client(session).state()).json().pending as Round;
    expect(pending.outcome).toEqual(dealt.outcome); // the round was not moved

    const split = await acted(session, pending, 'split');
    expect(split.outcome.hands).toHaveLength(2);
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET);
    const sent = callsOf('bet').filter((b) => b.body.transaction_id === `${dealt.id}:0.0:bet`);
    expect(sent).toHaveLength(2);
    const final = await standOut(session, split);
    expect(balanceOf(current.id)).toBe(10_000 - final.stake + final.payout);
    expectEachBetClosedOnce(final);
  });

  it('a player who does not come back: the retry loop gives the stake back; the round waits as it was', async () => {
    const session = await launchReal();
    await arrange((foresee) => foresee().options.includes('double'));
    const dealt = await deal(session);
    crashBeforeRecording();
    expect((await act(session, dealt.id, 'double', 0)).statusCode).toBe(500);
    // Not before the dead request's lease has passed.
    await t.services.rounds.resumeDue({ playerKey: `real:${current.id}` });
    expect(callsOf('rollback')).toHaveLength(0);
    t.clock.offsetMs += 10 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 10 * 60_000;
    expect(callsOf('rollback').map((r) => r.body.bet_transaction_id)).toEqual([`${dealt.id}:0.0:bet`]);
    expect(balanceOf(current.id)).toBe(10_000 - BET);

    const next = await launchReal();
    const pending = (await t.client(next).state()).json().pending as Round;
    expect(pending).toMatchObject({ id: dealt.id, stake: BET, outcome: dealt.outcome });
    const doubled = await acted(next, pending, 'double');
    expect(callsOf('bet').at(-1)!.body.transaction_id).toBe(`${dealt.id}:0.1:bet`);
    const final = await standOut(next, doubled);
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET + final.payout);
    expectEachBetClosedOnce(final);
  });

  it('a win of a stake that fails is paid by the retry loop, once, before the bet’s closing win', async () => {
    const session = await launchReal();
    await arrange((foresee) => foresee().options.includes('double'));
    const dealt = await deal(session);
    t.platform.fail('win', 'error500', 3);
    const doubled = await acted(session, dealt, 'double');
    expect(doubled).toMatchObject({ state: 'bet_placed', outcome: { phase: 'done' } });
    t.clock.offsetMs += 10 * 60_000;
    await t.services.rounds.resumeDue();
    t.clock.offsetMs -= 10 * 60_000;
    expect(balanceOf(current.id)).toBe(10_000 - 2 * BET + doubled.payout);
    const wins = callsOf('win');
    expect(new Set(wins.map((w) => w.body.transaction_id))).toEqual(
      new Set([`${dealt.id}:0.0:win`, `${dealt.id}:win`]),
    );
    expect(wins.at(-1)!.body).toMatchObject({ transaction_id: `${dealt.id}:win`, round_closed: true });
    expectEachBetClosedOnce(doubled);
  });
});

describe('blackjack decisions in demo', () => {
  it('a double and a split move the demo balance, and are refused beyond it', async () => {
    const session = (await t.launch('blackjack', 'mode=demo')).session!;
    const key = (
      await t.db.selectFrom('studio_sessions').select('player_key').where('id', '=', session).executeTakeFirstOrThrow()
    ).player_key;
    await t.client(session).state();
    await arrangeRound(t.db, key, BET, splittable);
    const dealt = await deal(session);
    await t.db
      .updateTable('studio_sessions')
      .set({ demo_balance: BET - 1 })
      .where('id', '=', session)
      .execute();
    expect((await act(session, dealt.id, 'split', 0)).json()).toMatchObject({ code: 'not_enough_money' });
    await t.db.updateTable('studio_sessions').set({ demo_balance: 10_000 }).where('id', '=', session).execute();
    const split = await acted(session, dealt, 'split');
    expect(split).toMatchObject({ stake: 2 * BET, balance: 10_000 - BET });
    const final = await standOut(session, split);
    expect(final.balance).toBe(10_000 - final.stake + BET + final.payout);
    expect(t.platform.received.filter((r) => r.body.round_id === dealt.id)).toHaveLength(0);
  });
});
