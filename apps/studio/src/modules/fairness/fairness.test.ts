import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestStudio } from '../../../test/build.js';

let t: TestStudio;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const verify = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/verify', payload: body as object });

describe('provably fair play', () => {
  it('commits to a server seed before play and reveals it on rotation; verify reproduces every round', async () => {
    const { session } = await t.launch('sugar-tumble', 'mode=demo');
    const client = t.client(session!);
    const before = (await client.state()).json().seed;
    const played = [];
    for (let i = 0; i < 6; i++) played.push((await client.play({ bet: 25 })).json());
    expect(played.map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
    // Not revealed while in play.
    expect(
      (await client.history()).json().rounds.every((r: { seed: { serverSeed: unknown } }) => !r.seed.serverSeed),
    ).toBe(true);

    const rotation = (await client.rotate('my-own-seed')).json();
    expect(rotation.revealed).toMatchObject({ serverSeedHash: before.serverSeedHash, roundsPlayed: 6 });
    expect(createHash('sha256').update(rotation.revealed.serverSeed).digest('hex')).toBe(before.serverSeedHash);
    expect(rotation.current).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0 });
    expect(rotation.current.serverSeedHash).not.toBe(before.serverSeedHash);

    const history = (await client.history()).json().rounds;
    expect(history).toHaveLength(6);
    for (const round of history) {
      expect(round.seed.serverSeed).toBe(rotation.revealed.serverSeed);
      const check = (
        await verify({
          gameId: 'sugar-tumble',
          serverSeed: round.seed.serverSeed,
          clientSeed: round.seed.clientSeed,
          nonce: round.nonce,
          input: round.input,
        })
      ).json();
      expect(check.serverSeedHash).toBe(round.seed.serverSeedHash);
      expect(check.outcome).toEqual(round.outcome);
      expect(check.payout).toBe(round.payout);
    }
    // A different nonce gives a different outcome: the check is not vacuous.
    const other = (
      await verify({
        gameId: 'sugar-tumble',
        serverSeed: rotation.revealed.serverSeed,
        clientSeed: history[0].seed.clientSeed,
        nonce: 99,
        input: { bet: 25 },
      })
    ).json();
    expect(other.outcome.base.stops).not.toEqual(history[0].outcome.base.stops);
  });

  it('the new client seed drives the next rounds', async () => {
    const { session } = await t.launch('dice', 'mode=demo');
    const client = t.client(session!);
    await client.rotate('chosen-by-me');
    const round = (await client.play({ direction: 'under', target: 5000, amount: 100 })).json();
    const [entry] = (await client.history()).json().rounds;
    expect(entry).toMatchObject({ id: round.id, nonce: 0, seed: { clientSeed: 'chosen-by-me', serverSeed: null } });
  });

  it('refuses a malformed client seed or verify request', async () => {
    const { session } = await t.launch('dice', 'mode=demo');
    expect((await t.client(session!).rotate('has spaces')).json()).toMatchObject({ code: 'invalid_request' });
    expect((await verify({ gameId: 'dice', serverSeed: 'zz', clientSeed: 'a', nonce: 0, input: {} })).statusCode).toBe(
      400,
    );
    expect(
      (await verify({ gameId: 'nope', serverSeed: 'a'.repeat(64), clientSeed: 'a', nonce: 0, input: {} })).statusCode,
    ).toBe(404);
  });
});
