// The load generator of bench/wallet: acts as a game provider sending signed bet+win
// pairs, keeping a fixed number of requests in flight over keep-alive connections.
import { createHmac } from 'node:crypto';
import net from 'node:net';

const PREFIX = '/api/wallet/v1';
const HEADERS_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection that sends a request only after the answer to the one
 * before: a request is one socket write, an answer is read by its Content-Length. The generator
 * shares the two cores with the server and PostgreSQL, as pgbench (a C client) does with
 * PostgreSQL: a general-purpose client (undici) spent 46–76 µs of CPU a call here, this one
 * 34–37 (decision 020). Answers must carry a Content-Length, as the server's JSON answers do.
 */
export function openConnection(port) {
  let socket;
  let buffer = Buffer.alloc(0);
  let pending;
  const fail = (opened, error) => {
    if (socket !== opened) return;
    socket = undefined;
    buffer = Buffer.alloc(0);
    const waiting = pending;
    pending = undefined;
    waiting?.reject(error);
  };
  const connect = () => {
    const opened = net.connect({ port, host: '127.0.0.1', noDelay: true });
    opened.on('data', (chunk) => {
      buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
      const headersEnd = buffer.indexOf(HEADERS_END);
      if (headersEnd < 0 || !pending) return;
      const head = buffer.toString('latin1', 0, headersEnd);
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
      if (!Number.isFinite(length)) return opened.destroy(new Error(`an answer without Content-Length: ${head}`));
      const bodyStart = headersEnd + HEADERS_END.length;
      if (buffer.length < bodyStart + length) return;
      const status = Number(head.slice(9, 12));
      const body = buffer.toString('utf8', bodyStart, bodyStart + length);
      buffer = buffer.subarray(bodyStart + length);
      const answered = pending;
      pending = undefined;
      answered.resolve({ status, body });
    });
    opened.on('error', (error) => fail(opened, error));
    opened.on('close', () => fail(opened, new Error('the connection closed')));
    return opened;
  };
  // A client lends a connection to one call at a time.
  const send = (request) => {
    socket ??= connect();
    return new Promise((resolve, reject) => {
      pending = { resolve, reject };
      socket.write(request);
    });
  };
  send.close = () => socket?.destroy();
  return send;
}

/**
 * Sends signed seamless-wallet calls to one server over `connections` keep-alive connections,
 * recording each call's latency. A call takes a free connection; callers keep at most
 * `connections` calls in flight.
 */
export function createProviderClient({ port, provider, secret, connections }) {
  const idle = Array.from({ length: connections }, () => openConnection(port));
  return async function call(route, payload) {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const request =
      `POST ${PREFIX}/${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `X-Provider-Id: ${provider}\r\nX-Timestamp: ${timestamp}\r\nX-Signature: ${signature}\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const send = idle.pop();
    if (!send) throw new Error(`more than ${connections} calls in flight`);
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    try {
      const { status, body: text } = await send(request);
      return { status, body: text, ms: elapsed() };
    } catch (error) {
      return { status: 0, body: String(error), ms: elapsed() };
    } finally {
      idle.push(send);
    }
  };
}

/** The value at quantile `p` of ascending `sorted` values (0 when empty). */
export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;

/**
 * Runs `concurrency` workers, each sending bet then win for a player picked by `pickPlayer`,
 * for `seconds` after `warmupSeconds` (calls during the warm-up are not counted). `startMeter`
 * starts measuring CPU with the counted calls; what its stop function returns is `cpu`.
 */
export async function runPairs({ call, concurrency, seconds, warmupSeconds, pickPlayer, tag, startMeter }) {
  const latencies = [];
  const errorSamples = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  const record = (result) => {
    if (!measuring) return;
    latencies.push(result.ms);
    if (result.status !== 200) {
      errors += 1;
      if (errorSamples.length < 5) errorSamples.push(`${result.status} ${result.body.slice(0, 200)}`);
    }
  };
  const worker = async (w) => {
    for (let n = 0; !stop; n += 1) {
      const player = String(pickPlayer());
      const bet = { transaction_id: `${tag}-b-${w}-${n}`, round_id: `${tag}-r-${w}-${n}`, player_id: player };
      const placed = await call('bet', { ...bet, game_id: 'bench-game', amount: 1 });
      record(placed);
      if (placed.status !== 200 || stop) continue;
      const win = { ...bet, transaction_id: `${tag}-w-${w}-${n}`, bet_transaction_id: bet.transaction_id };
      record(await call('win', { ...win, amount: 1, round_closed: true }));
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  measuring = true;
  const stopMeter = startMeter();
  const started = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = stopMeter(latencies.length);
  stop = true;
  await workers;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    operations: sorted.length,
    seconds: round(elapsed),
    opsPerSec: Math.round(sorted.length / elapsed),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    errors,
    errorSamples,
    cpu,
  };
}
