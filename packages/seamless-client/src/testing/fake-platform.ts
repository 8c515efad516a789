import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type Call, createLedger, type FreeSpins, type Player } from './ledger.js';

/**
 * A stand-in for the platform's seamless-wallet API, faithful to docs/seamless-wallet.md where
 * its users (this client, the studio) depend on it: signature check, idempotency by transaction
 * id (the same answer again, nothing moved; another body is a conflict), early rollbacks,
 * corrections capped at what the wins paid and at the balance, free spins, free bets, and
 * failures injected per call. Imported as `@casino/seamless-client/testing`.
 */

export type { Call, FreeSpins, Player };
export type Failure = 'timeout' | 'error500' | 'reset';

export interface FakePlatform {
  url: string;
  secret: string;
  /** By player id; a test may set a balance (minor units) directly. */
  players: Map<string, Player>;
  /** Every request that passed the signature check, in arrival order. */
  received: { call: Call; body: Record<string, unknown> }[];
  /** Makes the next `times` requests of a call fail; 'timeout' still applies the effect, then answers too late. */
  fail(call: Call, failure: Failure, times?: number): void;
  clearFailures(): void;
  /** A player with `balance` minor units in EUR, launched by `token` if given. */
  addPlayer(id: string, balance: number, token?: string): void;
  /** Puts free spins into the authenticate answer of a launch token; each free-spin bet uses one. */
  grantFreeSpins(token: string, grant: FreeSpins): void;
  /** Grants a player a free bet of `amount` minor units; returns its id. */
  grantFreeBet(playerId: string, amount: number): number;
  close(): Promise<void>;
}

export async function startFakePlatform(
  options: { secret?: string; provider?: string; delayMs?: number } = {},
): Promise<FakePlatform> {
  const secret = options.secret ?? 'fake-platform-secret-0123456789';
  const provider = options.provider ?? 'studio';
  const ledger = createLedger();
  const answers = new Map<string, { status: number; body: string; fingerprint: string }>();
  const failures = new Map<Call, Failure[]>();
  const received: FakePlatform['received'] = [];

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

    // Every money call is identified by its transaction id alone, whatever the call.
    let answer: { status: number; body: string };
    const key = typeof body.transaction_id === 'string' ? body.transaction_id : undefined;
    const known = key ? answers.get(key) : undefined;
    if (known) {
      answer =
        known.fingerprint === raw ? known : { status: 409, body: '{"code":"transaction_conflict","message":""}' };
    } else {
      const result = ledger.apply(call, body);
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

  return {
    url: `http://127.0.0.1:${port}`,
    secret,
    players: ledger.players,
    received,
    fail(call, failure, times = 1) {
      failures.set(call, [...(failures.get(call) ?? []), ...Array<Failure>(times).fill(failure)]);
    },
    clearFailures() {
      failures.clear();
    },
    addPlayer: ledger.addPlayer,
    grantFreeSpins: ledger.grantFreeSpins,
    grantFreeBet: ledger.grantFreeBet,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
