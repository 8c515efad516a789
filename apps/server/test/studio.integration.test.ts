import { describe, expect, it } from 'vitest';
import { reconcile } from '../src/modules/wallet/index.js';
import { type StudioRound, useStudioAndPlatform } from './studio-platform.js';

/**
 * The platform and the real studio as two processes, each on its own database, talking only
 * through the seamless-wallet API: what the studio's rounds say is what the platform's ledger holds.
 */
const w = useStudioAndPlatform();

describe('the studio and the platform together', () => {
  it('real-money rounds move the ledger exactly as each round says', async () => {
    const player = await w.newPlayer(100_00);
    const game = await w.launch('lucky-clover', await w.realLaunch(player, 'lucky-clover'));
    const played: StudioRound[] = [];
    for (let i = 0; i < 15; i += 1) {
      const answer = await game.spin(100);
      expect(answer.status).toBe(200);
      played.push((answer.body.round ?? answer.body) as StudioRound);
    }
    let expected = 100_00;
    for (const round of played) {
      expect(round.state).toBe('settled');
      expect(await w.ledgerOf(round.id)).toEqual({ bet: round.stake, win: round.credited, rollback: 0 });
      expected += (round.credited ?? 0) - round.stake;
    }
    expect((await w.services.wallet.getPlayerBalances(player))?.cash).toBe(expected);
    expect((await reconcile(w.db)).ok).toBe(true);
  });

  it('a blackjack hand takes its stake at the deal and is paid when it ends', async () => {
    const player = await w.newPlayer(50_00);
    const table = await w.launch('blackjack', await w.realLaunch(player, 'blackjack'));
    const dealt = await table.spin(200);
    expect(dealt.status, JSON.stringify(dealt.body)).toBe(200);
    let hand = (dealt.body.round ?? dealt.body) as StudioRound & {
      input: { actions: string[] };
      outcome: { phase: string };
    };
    // Stands (an offer at an ace up declined first): the bet is the round's one stake.
    while (hand.outcome.phase !== 'done') {
      const action = hand.outcome.phase === 'player' ? 'stand' : 'decline';
      const step = hand.input.actions.length;
      const stood = await table.call('POST', `/api/client/rounds/${hand.id}/act`, { action, step });
      expect(stood.status, JSON.stringify(stood.body)).toBe(200);
      hand = (stood.body.round ?? stood.body) as typeof hand;
    }
    expect(hand.state).toBe('settled');
    expect(await w.ledgerOf(hand.id)).toEqual({ bet: 200, win: hand.credited, rollback: 0 });
    expect((await w.services.wallet.getPlayerBalances(player))?.cash).toBe(50_00 - 200 + (hand.credited ?? 0));
  });

  it('demo rounds move no money on the platform', async () => {
    const game = await w.launch('neon-nights', `${w.studioUrl()}/play/neon-nights?mode=demo&currency=EUR&lang=en`);
    const before = await w.db
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 5; i += 1) expect((await game.spin(100)).status).toBe(200);
    const after = await w.db
      .selectFrom('wallet_transfers')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('free spins move no stake, and their wins go to the bonus balance', async () => {
    const player = await w.newPlayer(10_00);
    const granted = await w.services.games.freeSpins.grant(
      { userId: player, provider: 'studio', gameId: 'pharaohs-fortune', count: 5, bet: 1, validHours: 1 },
      null,
    );
    const game = await w.launch('pharaohs-fortune', await w.realLaunch(player, 'pharaohs-fortune', Number(granted.id)));
    let won = 0;
    for (let i = 0; i < 5; i += 1) {
      const answer = await game.spin(100);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const round = (answer.body.round ?? answer.body) as StudioRound;
      expect(round.stake).toBe(0);
      won += round.credited ?? 0;
    }
    expect(await w.services.wallet.getPlayerBalances(player)).toMatchObject({ cash: 10_00, bonus: won });
    expect((await reconcile(w.db)).ok).toBe(true);
  });
});
