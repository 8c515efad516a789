import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for the platform's seamless-wallet API, faithful to docs/seamless-wallet.md
 * where the studio depends on it: signature check, idempotency by transaction id (the same
 * answer again, nothing moved), early rollbacks, and failures injected per call.
 */

type Failure = 'timeout' | 'error500' | 'reset';
export type Call = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

interface Player {
  id: string;
  balance: number; // minor units
  currency: string;
}

export interface FakePlatform {
  url: string;
  secret: string;
  players: Map<string, Player>;
  /** Every request that passed the signature check, in arrival order. */
  received: { call: Call; body: Record<string, unknown> }[];
  /** Makes the next `times` requests of a call fail; 'timeout' still applies the effect, then answers too late. */
  fail(call: Call, failure: Failure, times?: number): void;
  clearFailures(): void;
  addPlayer(id: string, balance: number, token?: string): void;
  /** Puts free spins into the authenticate answer of a launch token. */
  grantFreeSpins(token: string, grant: { session_id: number; left: number; bet: number }): void;
  close(): Promise<void>;
}

export async function startFakePlatform(options: { secret?: string; provider?: string; delayMs?: number } = {}) {
  const secret = options.secret ?? 'fake-platform-secret-0123456789';
  const provider = options.provider ?? 'studio';
  const players = new Map<string, Player>();
  const tokens = new Map<string, string>();
  const grants = new Map<string, { session_id: number; left: number; bet: number }>();
  const answers = new Map<string, { status: number; body: string; fingerprint: string }>();
  const bets = new Map<string, { player: string; amount: number; state: 'placed' | 'won' | 'rolled_back' }>();
  const earlyRollbacks = new Set<string>();
  const failures = new Map<Call, Failure[]>();
  const received: FakePlatform['received'] = [];

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
  });

  function apply(call: Call, body: Record<string, unknown>): { status: number; body: Record<string, unknown> } {
    if (call === 'authenticate') {
      const id = tokens.get(String(body.token));
      const player = id ? players.get(id) : undefined;
      if (!player) return refuse('invalid_token', 401);
      const free_spins = grants.get(String(body.token)) ?? null;
      return {
        status: 200,
        body: { ...money(player), username: `p${player.id}`, game_id: 'x', language: 'en', free_spins },
      };
    }
    const player = players.get(String(body.player_id));
    if (!player) return refuse('player_not_found', 404);
    if (call === 'balance') return { status: 200, body: money(player) };
    const tx = String(body.transaction_id);
    const amount = Math.round(Number(body.amount ?? 0) * 100);
    if (call === 'bet') {
      if (earlyRollbacks.has(tx)) return refuse('bet_rolled_back', 409);
      if (player.balance < amount) return refuse('not_enough_money', 400, { balance: player.balance / 100 });
      player.balance -= amount;
      bets.set(tx, { player: player.id, amount, state: 'placed' });
      return { status: 200, body: { ...money(player), transaction_id: tx, amount: amount / 100 } };
    }
    const betId = String(body.bet_transaction_id);
    const bet = bets.get(betId);
    if (call === 'win') {
      if (!bet) return refuse('bet_not_found', 404);
      if (bet.state === 'rolled_back') return refuse('bet_rolled_back', 409);
      bet.state = 'won';
      player.balance += amount;
      return { status: 200, body: { ...money(player), transaction_id: tx, amount: amount / 100 } };
    }
    // rollback
    if (!bet) {
      earlyRollbacks.add(betId);
      return { status: 200, body: { ...money(player), transaction_id: tx, amount: 0 } };
    }
    if (bet.state === 'won') return refuse('bet_settled', 409);
    if (bet.state === 'rolled_back') return { status: 200, body: { ...money(player), transaction_id: tx, amount: 0 } };
    bet.state = 'rolled_back';
    player.balance += bet.amount;
    return { status: 200, body: { ...money(player), transaction_id: tx, amount: bet.amount / 100 } };
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
    const key = typeof body.transaction_id === 'string' ? `${call}:${body.transaction_id}` : undefined;
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
    grantFreeSpins(token, grant) {
      grants.set(token, grant);
    },
    clearFailures() {
      failures.clear();
    },
    addPlayer(id, balance, token) {
      players.set(id, { id, balance, currency: 'EUR' });
      if (token) tokens.set(token, id);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return platform;
}
