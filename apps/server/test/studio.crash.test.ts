import { describe, expect, it } from 'vitest';
import { reconcile } from '../src/modules/wallet/index.js';
import { type StudioRound, useStudioAndPlatform } from './studio-platform.js';

/**
 * The platform and the real studio as two processes: a crash of either mid-round (the platform
 * mid-spin, the studio between the wallet's answer to a split and its own write) leaves every
 * round settled or rolled back, each stake taken once, and the ledger agreeing.
 */
const w = useStudioAndPlatform();

describe('the studio and the platform through crashes', () => {
  it('the platform dies mid-round: every round ends settled or rolled back, and the ledger agrees', async () => {
    const player = await w.newPlayer(100_00);
    const game = await w.launch('viking-raid', await w.realLaunch(player, 'viking-raid'));
    const spins = Array.from({ length: 12 }, () => game.spin(100).catch(() => null));
    await new Promise((resolve) => setTimeout(resolve, 150));
    await w.stopPlatform('SIGKILL');
    await Promise.all(spins);
    await w.startPlatform();
    // The studio's retry loop finishes what the crash left open.
    let rounds: StudioRound[] = [];
    await expect
      .poll(
        async () => {
          rounds = ((await game.call('GET', '/api/client/rounds')).body.rounds ?? []) as StudioRound[];
          return rounds.every((round) => round.state === 'settled' || round.state === 'rolled_back');
        },
        { timeout: 60_000, interval: 1_000 },
      )
      .toBe(true);
    let expected = 100_00;
    for (const round of rounds) {
      const moved = await w.ledgerOf(round.id);
      if (round.state === 'settled') {
        expect(moved).toEqual({ bet: round.stake, win: round.credited, rollback: 0 });
        expected += (round.credited ?? 0) - round.stake;
      } else {
        expect(moved.bet).toBe(moved.rollback); // nothing, or a stake given back
      }
    }
    expect((await w.services.wallet.getPlayerBalances(player))?.cash).toBe(expected);
    expect((await reconcile(w.db)).ok).toBe(true);
  }, 120_000);

  it('the studio dies mid-split: the split stake is taken once, the hand resumes with all its hands, the ledger agrees', async () => {
    type Hand = StudioRound & {
      payout: number;
      input: { actions: string[] };
      outcome: { phase: string; hands: { cards: number[] }[] };
    };
    const BET = 200;
    const points = (card: number) => (card >> 2 === 12 ? 1 : card >> 2 >= 8 ? 10 : (card >> 2) + 2);
    const proxy = await w.startWalletProxy();
    await w.stopStudio();
    await w.startStudio(proxy.url);
    const player = await w.newPlayer(500_00);
    const open = async () => w.launch('blackjack', await w.realLaunch(player, 'blackjack'));
    const decide = async (table: Awaited<ReturnType<typeof open>>, hand: Hand, action: string) => {
      const answer = await table.call('POST', `/api/client/rounds/${hand.id}/act`, {
        action,
        step: hand.input.actions.length,
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body as unknown as Hand;
    };
    const playOut = async (table: Awaited<ReturnType<typeof open>>, hand: Hand) => {
      while (hand.outcome.phase !== 'done')
        hand = await decide(table, hand, hand.outcome.phase === 'player' ? 'stand' : 'decline');
      return hand;
    };
    try {
      // Deals (each round played out) until a pair of 2s to 9s, no ace up: its split hands will wait.
      let table = await open();
      const rounds: Hand[] = [];
      let pair: Hand | undefined;
      for (let i = 0; i < 400 && !pair; i += 1) {
        const dealt = (await table.spin(BET)).body as unknown as Hand;
        const [a, b] = dealt.outcome.hands[0]!.cards.map(points);
        if (dealt.outcome.phase === 'player' && a === b && a! >= 2 && a! <= 9) pair = dealt;
        else rounds.push(await playOut(table, dealt));
      }
      expect(pair, 'a pair within 400 deals').toBeDefined();

      // The platform takes the split's stake; the studio dies before it reads the answer.
      proxy.killStudioAfter((call, body) => call === 'bet' && body.transaction_id === `${pair!.id}:0.0:bet`);
      await expect(
        table.call('POST', `/api/client/rounds/${pair!.id}/act`, { action: 'split', step: 0 }),
      ).rejects.toThrow();
      expect(await w.ledgerOf(pair!.id)).toEqual({ bet: 2 * BET, win: 0, rollback: 0 });

      // Restarted, the next launch shows the hand as it was recorded: not split yet. Splitting again
      // sends the same bet, which the platform answers as the first time: the stake is taken once.
      await w.startStudio(proxy.url);
      table = await open();
      const pending = (await table.call('GET', '/api/client/state')).body.pending as Hand;
      expect(pending).toMatchObject({ id: pair!.id, stake: BET, outcome: { phase: 'player' } });
      expect(pending.outcome.hands).toHaveLength(1);
      const split = await decide(table, pending, 'split');
      expect(split.outcome.hands).toHaveLength(2);
      expect(split).toMatchObject({ stake: 2 * BET, outcome: { phase: 'player' } });
      const staked = await w.ledgerOf(pair!.id);
      expect(staked.bet - staked.rollback).toBe(2 * BET);

      // Killed again while both hands wait: the next launch shows them all, and they play to the end.
      await w.stopStudio('SIGKILL');
      await w.startStudio(proxy.url);
      table = await open();
      const resumed = (await table.call('GET', '/api/client/state')).body.pending as Hand;
      expect(resumed.outcome).toEqual(split.outcome);
      const final = await playOut(table, resumed);
      expect(final).toMatchObject({ state: 'settled', stake: 2 * BET });
      rounds.push(final);

      let expected = 500_00;
      for (const round of rounds) {
        const moved = await w.ledgerOf(round.id);
        expect(moved.bet - moved.rollback, round.id).toBe(round.stake);
        expect(moved.win, round.id).toBe(round.credited);
        expected += (round.credited ?? 0) - round.stake;
      }
      expect((await w.services.wallet.getPlayerBalances(player))?.cash).toBe(expected);
      // Every stake of every round has its win (or its refund): none is stranded.
      expect((await reconcile(w.db)).ok).toBe(true);
    } finally {
      await w.stopStudio();
      await w.startStudio();
      await proxy.close();
    }
  }, 180_000);
});
