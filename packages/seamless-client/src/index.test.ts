import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakePlatform, startFakePlatform } from './testing/fake-platform.js';
import { createWalletClient } from './index.js';

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

  it('takes back part of a win with correct, and says what was taken', async () => {
    await client.bet(bet('t5', 10));
    const base = { roundId: 'r-t5', playerId: `p${seq}`, betTransactionId: 't5' };
    await client.win({ ...base, transactionId: 'w5', amount: 30, roundClosed: true });
    expect(await client.correct({ ...base, transactionId: 'c5', amount: 12 })).toMatchObject({
      ok: true,
      body: { transaction_id: 'c5', amount: 12, balance: 108 },
    });
    // Capped at what the wins paid less what was taken already.
    expect(await client.correct({ ...base, transactionId: 'c6', amount: 50 })).toMatchObject({
      ok: true,
      body: { amount: 18, balance: 90 },
    });
    expect(platform.received.filter((r) => r.call === 'correct').map((r) => r.body)).toEqual([
      { transaction_id: 'c5', round_id: 'r-t5', player_id: `p${seq}`, bet_transaction_id: 't5', amount: 12 },
      { transaction_id: 'c6', round_id: 'r-t5', player_id: `p${seq}`, bet_transaction_id: 't5', amount: 50 },
    ]);
  });

  it('retries a correct with an unknown answer with the same body, and it takes once', async () => {
    await client.bet(bet('t6', 10));
    const base = { roundId: 'r-t6', playerId: `p${seq}`, betTransactionId: 't6' };
    await client.win({ ...base, transactionId: 'w6', amount: 30, roundClosed: true });
    platform.fail('correct', 'timeout');
    platform.fail('correct', 'error500');
    expect(await client.correct({ ...base, transactionId: 'c7', amount: 5 })).toMatchObject({
      ok: true,
      body: { amount: 5, balance: 115 },
    });
    const sent = platform.received.filter((r) => r.call === 'correct');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => JSON.stringify(r.body))).size).toBe(1);
    expect(platform.players.get(`p${seq}`)!.balance).toBe(11_500);
  });

  it('lists free bets and stakes one with freeBetId, moving no money', async () => {
    const id = platform.grantFreeBet(`p${seq}`, 500);
    expect(await client.balance(`p${seq}`)).toMatchObject({
      ok: true,
      body: { balance: 100, free_bets: [{ id, amount: 5 }] },
    });
    expect(await client.bet({ ...bet('t8', 5), freeBetId: id })).toMatchObject({
      ok: true,
      body: { amount: 0, balance: 100 },
    });
    expect(platform.received.find((r) => r.call === 'bet')!.body).toMatchObject({ amount: 5, free_bet_id: id });
    expect(await client.bet({ ...bet('t9', 5), freeBetId: id })).toMatchObject({
      ok: false,
      kind: 'refused',
      code: 'free_bet_unavailable',
    });
    // No free bet named: the field is left out.
    await client.bet({ ...bet('t10', 1), freeBetId: null });
    expect(platform.received.find((r) => r.body.transaction_id === 't10')!.body).not.toHaveProperty('free_bet_id');
  });
});
