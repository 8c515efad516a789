import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Call } from '@casino/seamless-client/testing';
import { build, type TestStudio } from '../../../test/build.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const FAILURES = ['timeout', 'error500', 'reset'] as const;
const failure = fc.record({
  call: fc.constantFrom<Call>('bet', 'win', 'rollback'),
  kind: fc.constantFrom(...FAILURES),
  times: fc.integer({ min: 1, max: 4 }),
});

let runs = 0;

describe('no round is ever left half paid', () => {
  it('whatever fails, once the retry loop has run, the platform moved exactly what the settled rounds say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ bet: fc.constantFrom(20, 40, 100), failures: fc.array(failure, { maxLength: 3 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        async (plays) => {
          runs += 1;
          const player = `prop${runs}`;
          t.platform.addPlayer(player, 100_000, `prop-token-${runs}`);
          const launched = await t.launch('neon-nights', `mode=real&token=prop-token-${runs}`);
          const client = t.client(launched.session!);
          for (const play of plays) {
            for (const f of play.failures) t.platform.fail(f.call, f.kind, f.times);
            const response = await client.play({ bet: play.bet });
            expect([200, 503]).toContain(response.statusCode);
          }
          t.platform.clearFailures();
          // The retry loop, some time later (twice: a first pass may itself meet nothing left to fail).
          t.clock.offsetMs += 3_600_000;
          await t.services.rounds.resumeDue();
          await t.services.rounds.resumeDue();
          t.clock.offsetMs -= 3_600_000;

          const rounds = await t.db.selectFrom('studio_rounds').selectAll().where('player_id', '=', player).execute();
          expect(rounds.every((r) => ['settled', 'rolled_back', 'rejected'].includes(r.state))).toBe(true);
          const moved = rounds
            .filter((r) => r.state === 'settled')
            .reduce((sum, r) => sum - r.stake + (r.credited ?? 0), 0);
          expect(t.platform.players.get(player)!.balance).toBe(100_000 + moved);
          for (const r of rounds.filter((round) => round.state === 'settled')) expect(r.credited).toBe(r.payout);
        },
      ),
      { numRuns: 15 },
    );
  });
});
