import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePlatform, startFakePlatform } from '../test/fake-platform.js';
import { createWalletClient } from './wallet-client.js';

let platform: FakePlatform;
beforeAll(async () => {
  platform = await startFakePlatform();
});
afterAll(() => platform.close());

let seq = 0;
let client: ReturnType<typeof createWalletClient>;
beforeEach(() => {
  seq += 1;
  platform.addPlayer(`p${seq}`, 10_000, `token-for-player-${seq}`);
  platform.received.length = 0;
  client = createWalletClient({
    platformUrl: platform.url,
    providerCode: 'studio',
    secret: platform.secret,
    timeoutMs: 150,
    attempts: 4,
    backoffMs: 5,
  });
});

const bet = (tx: string, amount = 2) => ({
  transactionId: tx,
  roundId: `r-${tx}`,
  playerId: `p${seq}`,
  gameId: 'g',
  amount,
});

describe('wallet client', () => {
  it('signs every call so the platform accepts it', async () => {
    const answer = await client.authenticate(`token-for-player-${seq}`);
    expect(answer).toMatchObject({ ok: true, body: { player_id: `p${seq}`, currency: 'EUR', balance: 100 } });
  });

  it('is refused with a wrong secret (the signature is really checked)', async () => {
    const wrong = createWalletClient({
      platformUrl: platform.url,
      providerCode: 'studio',
      secret: 'another-secret-123456',
    });
    expect(await wrong.balance(`p${seq}`)).toMatchObject({ ok: false, kind: 'refused', code: 'invalid_signature' });
  });

  it('retries a timed-out bet with the same transaction id and the stake is taken once', async () => {
    platform.fail('bet', 'timeout');
    const answer = await client.bet(bet('t1'));
    expect(answer).toMatchObject({ ok: true, body: { balance: 98 } });
    const bets = platform.received.filter((r) => r.call === 'bet');
    expect(bets).toHaveLength(2);
    expect(bets.map((r) => r.body.transaction_id)).toEqual(['t1', 't1']);
    expect(platform.players.get(`p${seq}`)!.balance).toBe(9_800);
  });

  it('retries after a 5xx and after a dropped connection', async () => {
    platform.fail('win', 'error500');
    platform.fail('win', 'reset');
    await client.bet(bet('t2'));
    const win = await client.win({
      transactionId: 'w2',
      roundId: 'r-t2',
      playerId: `p${seq}`,
      betTransactionId: 't2',
      amount: 5,
      roundClosed: true,
    });
    expect(win).toMatchObject({ ok: true, body: { amount: 5, balance: 103 } });
    expect(platform.received.filter((r) => r.call === 'win')).toHaveLength(3);
  });

  it('does not retry a refusal', async () => {
    const answer = await client.bet(bet('t3', 1_000));
    expect(answer).toMatchObject({ ok: false, kind: 'refused', code: 'not_enough_money', balance: 100 });
    expect(platform.received.filter((r) => r.call === 'bet')).toHaveLength(1);
  });

  it('gives up as unknown after its attempts', async () => {
    platform.fail('bet', 'error500', 4);
    const answer = await client.bet(bet('t4'));
    expect(answer).toMatchObject({ ok: false, kind: 'unknown' });
    expect(platform.received.filter((r) => r.call === 'bet')).toHaveLength(4);
  });
});
