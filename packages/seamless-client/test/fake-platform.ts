import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the platform's seamless-wallet API, faithful to docs/seamless-wallet.md where
 * the client depends on it: signature check, idempotency by transaction id (the same answer
 * again, nothing moved), corrections capped at what the wins paid and at the balance, free
 * bets, and failures injected per call.
 */

type Failure = 'timeout' | 'error500' | 'reset';
export type Call = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback' | 'correct';

interface Player {
  id: string;
  balance: number; // minor units
  currency: string;
  freeBets: { id: number; amount: number; expires_at: string; used: boolean }[];
}

export interface FakePlatform {
  url: string;
  secret: string;
  players: Map<string, Player>;
  /** Every request that passed the signature check, in arrival order. */
  received: { call: Call; body: Record<string, unknown> }[];
  /** Makes the next `times` requests of a call fail; 'timeout' still applies the effect, then answers too late. */
  fail(call: Call, failure: Failure, times?: number): void;
  addPlayer(id: string, balance: number, token?: string): void;
  /** Grants a player a free bet of `amount` minor units; returns its id. */
  grantFreeBet(playerId: string, amount: number): number;
  close(): Promise<void>;
}

export async function startFakePlatform(options: { secret?: string; provider?: string; delayMs?: number } = {}) {
  const secret = options.secret ?? 'fake-platform-secret-0123456789';
  const provider = options.provider ?? 'studio';
  const players = new Map<string, Player>();
  const tokens = new Map<string, string>();
  const answers = new Map<string, { status: number; body: string; fingerprint: string }>();
  const bets = new Map<string, { player: string; amount: number; won: number; taken: number; rolledBack: boolean }>();
  const failures = new Map<Call, Failure[]>();
  const received: FakePlatform['received'] = [];
  let freeBetIds = 0;

  const refuse = (code: string, status: number, extra: Record<string, unknown> = {}) => ({
    status,
    body: { code, message: code, ...extra },
  });
  const money = (player: Player) => ({
    player_id: player.id,
    currency: player.currency,
    balance: player.balance / 100,
    cash: player.balance / 100,
    bonus: 0,
    free_bets: player.freeBets
      .filter((f) => !f.used)
      .map((f) => ({ id: f.id, amount: f.amount / 100, expires_at: f.expires_at })),
  });
  const moved = (player: Player, tx: string, amount: number) => ({
    status: 200,
    body: { ...money(player), transaction_id: tx, amount: amount / 100 },
  });

  function apply(call: Call, body: Record<string, unknown>): { status: number; body: Record<string, unknown> } {
    if (call === 'authenticate') {
      const id = tokens.get(String(body.token));
      const player = id ? players.get(id) : undefined;
      if (!player) return refuse('invalid_token', 401);
      return { status: 200, body: { ...money(player), username: `p${player.id}`, game_id: 'x', language: 'en' } };
    }
    const player = players.get(String(body.player_id));
    if (!player) return refuse('player_not_found', 404);
    if (call === 'balance') return { status: 200, body: money(player) };
    const tx = String(body.transaction_id);
    const amount = Math.round(Number(body.amount ?? 0) * 100);
    if (call === 'bet') {
      if (typeof body.free_bet_id === 'number') {
        const free = player.freeBets.find((f) => f.id === body.free_bet_id && !f.used);
        if (!free) return refuse('free_bet_unavailable', 409);
        if (free.amount !== amount) return refuse('invalid_request', 400);
        free.used = true;
        bets.set(tx, { player: player.id, amount: 0, won: 0, taken: 0, rolledBack: false });
        return moved(player, tx, 0);
      }
      if (player.balance < amount) return refuse('not_enough_money', 400, { balance: player.balance / 100 });
      player.balance -= amount;
      bets.set(tx, { player: player.id, amount, won: 0, taken: 0, rolledBack: false });
      return moved(player, tx, amount);
    }
    const bet = bets.get(String(body.bet_transaction_id));
    if (!bet || bet.player !== player.id) return refuse('bet_not_found', 404);
    if (bet.rolledBack) return refuse('bet_rolled_back', 409);
    if (call === 'win') {
      bet.won += amount;
      player.balance += amount;
      return moved(player, tx, amount);
    }
    if (call === 'correct') {
      const taken = Math.min(amount, bet.won - bet.taken, player.balance);
      bet.taken += taken;
      player.balance -= taken;
      return moved(player, tx, taken);
    }
    // rollback
    if (bet.won > 0) return refuse('bet_settled', 409);
    bet.rolledBack = true;
    player.balance += bet.amount;
    return moved(player, tx, bet.amount);
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const call = (request.url ?? '').replace('/api/wallet/v1/', '') as Call;
    const timestamp = String(request.headers['x-timestamp'] ?? '');
    const expected = createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
    const given = Buffer.from(String(request.headers['x-signature'] ?? ''), 'hex');
    const send = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    };
    if (request.headers['x-provider-id'] !== provider) return send(401, '{"code":"unknown_provider","message":""}');
    if (given.length !== expected.length || !timingSafeEqual(given, expected))
      return send(401, '{"code":"invalid_signature","message":""}');
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300)
      return send(401, '{"code":"stale_request","message":""}');

    const body = JSON.parse(raw) as Record<string, unknown>;
    received.push({ call, body });
    const failure = failures.get(call)?.shift();
    if (failure === 'error500') return send(500, '{"code":"internal_error","message":""}');
    if (failure === 'reset') return request.socket.destroy();

    let answer: { status: number; body: string };
    const key = typeof body.transaction_id === 'string' ? body.transaction_id : undefined;
    const known = key ? answers.get(key) : undefined;
    if (known) {
      answer =
        known.fingerprint === raw ? known : { status: 409, body: '{"code":"transaction_conflict","message":""}' };
    } else {
      const result = apply(call, body);
      answer = { status: result.status, body: JSON.stringify(result.body) };
      if (key) answers.set(key, { ...answer, fingerprint: raw });
    }
    // A timeout: the effect is committed, but the answer comes after the client gave up.
    if (failure === 'timeout') await new Promise((resolve) => setTimeout(resolve, options.delayMs ?? 400));
    send(answer.status, answer.body);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const platform: FakePlatform = {
    url: `http://127.0.0.1:${port}`,
    secret,
    players,
    received,
    fail(call, failure, times = 1) {
      failures.set(call, [...(failures.get(call) ?? []), ...Array<Failure>(times).fill(failure)]);
    },
    addPlayer(id, balance, token) {
      players.set(id, { id, balance, currency: 'EUR', freeBets: [] });
      if (token) tokens.set(token, id);
    },
    grantFreeBet(playerId, amount) {
      freeBetIds += 1;
      const expires = new Date(Date.now() + 86_400_000).toISOString();
      players.get(playerId)!.freeBets.push({ id: freeBetIds, amount, expires_at: expires, used: false });
      return freeBetIds;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return platform;
}
