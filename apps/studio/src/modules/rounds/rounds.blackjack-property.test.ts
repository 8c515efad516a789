import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '@casino/seamless-client/testing';
import { arrangeRound } from '../../../test/blackjack.js';
import { build, type TestStudio } from '../../../test/build.js';
import { cardPoints } from '../../engines/table/blackjack/blackjack.rules.js';
import type { BlackjackAction, BlackjackView } from '../../engines/table/blackjack/blackjack.types.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const BET = 100;
const PLAN: BlackjackAction[] = ['split', 'double', 'stand'];
const failure = fc.record({
  call: fc.constantFrom<Call>('bet', 'win', 'rollback'),
  kind: fc.constantFrom('timeout', 'error500', 'reset' as const),
  times: fc.integer({ min: 1, max: 4 }),
});

interface Round {
  id: string;
  input: { actions: BlackjackAction[] };
  outcome: BlackjackView;
}

let runs = 0;

describe('blackjack stakes through a failing wallet', () => {
  it('a split and a double under any wallet failures: every stake taken once, paid or given back once, the balance adds up', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(failure, { maxLength: 2 }), { minLength: 3, maxLength: 3 }),
        async (failures) => {
          runs += 1;
          const player = `bjprop${runs}`;
          t.platform.addPlayer(player, 100_000, `bjprop-token-${runs}`);
          const session = (await t.launch('blackjack', `mode=real&token=bjprop-token-${runs}`)).session!;
          const client = t.client(session);
          await client.state();
          await arrangeRound(t.db, `real:${player}`, BET, (foresee) => {
            const dealt = foresee();
            const [a, b] = dealt.hands[0]?.cards.map(cardPoints) ?? [];
            if (dealt.phase !== 'player' || a !== b || a === 1) return false;
            const split = foresee(['split', 'double']);
            return split.phase === 'player' && split.active === 1;
          });
          const dealt = (await client.play({ bet: BET })).json() as Round;
          // The player takes each decision of the plan, trying again (up to 5 times) when the wallet fails it.
          for (const [index, action] of PLAN.entries()) {
            for (const f of failures[index]!) t.platform.fail(f.call, f.kind, f.times);
            for (let attempt = 0; attempt < 5; attempt++) {
              const pending = (await client.state()).json().pending as Round | null;
              if (!pending || pending.input.actions.length > index) break;
              const answer = await t.app.inject({
                method: 'POST',
                url: `/api/client/rounds/${dealt.id}/act`,
                headers: { 'x-studio-session': session },
                payload: { action, step: index },
              });
              expect([200, 409, 503]).toContain(answer.statusCode);
              if (answer.statusCode === 200) break;
            }
            t.platform.clearFailures();
          }
          // The retry loop, some time later (twice: a first pass may itself meet nothing left to fail).
          t.clock.offsetMs += 3_600_000;
          await t.services.rounds.resumeDue();
          await t.services.rounds.resumeDue();
          t.clock.offsetMs -= 3_600_000;

          const round = await t.db
            .selectFrom('studio_rounds')
            .selectAll()
            .where('id', '=', dealt.id)
            .executeTakeFirstOrThrow();
          expect(round.state).toBe('settled');
          const stakes = await t.db
            .selectFrom('studio_round_stakes')
            .selectAll()
            .where('round_id', '=', round.id)
            .execute();
          // Every stake tried is counted (and paid) or given back: none is left open.
          for (const stake of stakes) expect(['settled', 'rejected', 'rolled_back']).toContain(stake.state);
          expect(stakes.filter((s) => s.state === 'settled').reduce((sum, s) => sum + s.amount, 0)).toBe(
            round.extra_stake,
          );
          expect(t.platform.players.get(player)!.balance).toBe(
            100_000 - round.stake - round.extra_stake + round.credited!,
          );
          expect(round.credited).toBe(round.payout);
          // Each bet the platform took has exactly one win or one rollback.
          const calls = t.platform.received.filter((r) => r.body.player_id === player);
          const bets = new Set(calls.filter((c) => c.call === 'bet').map((c) => c.body.transaction_id));
          for (const bet of bets) {
            const closing = new Set(
              calls
                .filter((c) => c.call !== 'bet' && c.body.bet_transaction_id === bet)
                .map((c) => c.body.transaction_id),
            );
            expect(closing.size, String(bet)).toBe(1);
          }
        },
      ),
      { numRuns: 20 },
    );
  }, 120_000);
});
