// The load generator of bench/wallet: acts as a game provider sending signed bet+win
// pairs, keeping a fixed number of requests in flight over keep-alive connections.
import { createHmac } from 'node:crypto';
import { Pool } from 'undici';

const PREFIX = '/api/wallet/v1';

/** Sends signed seamless-wallet calls to one server, recording each call's latency. */
export function createProviderClient({ port, provider, secret, connections }) {
  // undici rather than node:http: at thousands of calls a second the generator shares the
  // machine with the server and PostgreSQL, and undici spends half the CPU per request.
  const pool = new Pool(`http://127.0.0.1:${port}`, { connections, pipelining: 1 });
  return async function call(route, payload) {
    const body = JSON.stringify(payload);
    const timestamp = String(Math.floor(Date.now() / 1000));
    const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    const started = process.hrtime.bigint();
    const elapsed = () => Number(process.hrtime.bigint() - started) / 1e6;
    try {
      const response = await pool.request({
        method: 'POST',
        path: `${PREFIX}/${route}`,
        headers: {
          'content-type': 'application/json',
          'x-provider-id': provider,
          'x-timestamp': timestamp,
          'x-signature': signature,
        },
        body,
      });
      const text = await response.body.text();
      return { status: response.statusCode, body: text, ms: elapsed() };
    } catch (error) {
      return { status: 0, body: String(error), ms: elapsed() };
    }
  };
}

const percentile = (sorted, p) =>
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
