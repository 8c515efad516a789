// The load generator of bench/sportsbook: players placing tickets over keep-alive HTTP/1.1
// connections, a fixed number in flight, each request one socket write and each answer read
// by its Content-Length (the lean client of bench/wallet.load.mjs, decision 020: the generator
// shares the two cores with both servers and PostgreSQL, so it must cost little).
import { openConnection, percentile } from './wallet.load.mjs';

/**
 * A client of the sportsbook's player API over `connections` keep-alive connections: `post`
 * sends a JSON body (with a session token, if given), `place` one ticket of the session's
 * player; each answers `{ status, body, ms }`.
 */
export function createPlayerClient({ port, connections }) {
  const all = Array.from({ length: connections }, () => openConnection(port));
  const idle = [...all];
  async function post(route, token, payload) {
    const body = JSON.stringify(payload);
    const request =
      `POST ${route} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      (token ? `Authorization: Bearer ${token}\r\n` : '') +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
    const send = idle.pop();
    if (!send) throw new Error(`more than ${connections} requests in flight`);
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
  }
  return {
    post,
    place: (token, placement) => post('/api/c/ticket/placement', token, placement),
    close: () => all.forEach((send) => send.close()),
  };
}

/** A placement's request body: a single of `stake` on one selection, at whatever odds stand (accept_odds 'any'). */
export const singleOn = (requestId, selection, stake = 1) => ({
  request_id: requestId,
  type: 'single',
  stake,
  legs: [selection],
  accept_odds: 'any',
});

/** An error answer's code (`{ code }` in the body), else its status. */
function codeOf(result) {
  if (result.status === 0) return 'connection';
  try {
    return `${result.status} ${JSON.parse(result.body).code ?? ''}`.trim();
  } catch {
    return String(result.status);
  }
}

/**
 * Runs `concurrency` workers placing tickets (player by `pickPlayer`, selection by
 * `pickSelection`) for `seconds` after `warmupSeconds` (not counted). `startMeter` starts
 * measuring CPU with the counted placements; what its stop function returns is `cpu`.
 */
export async function runPlacements({
  client,
  concurrency,
  seconds,
  warmupSeconds,
  pickPlayer,
  pickSelection,
  tag,
  startMeter,
}) {
  const latencies = [];
  const errorsByCode = {};
  const errorSamples = [];
  let errors = 0;
  let measuring = false;
  let stop = false;
  const worker = async (w) => {
    for (let n = 0; !stop; n += 1) {
      const result = await client.place(pickPlayer().token, singleOn(`bench-${tag}-${w}-${n}`, pickSelection()));
      if (!measuring) continue;
      latencies.push(result.ms);
      if (result.status !== 200) {
        errors += 1;
        const code = codeOf(result);
        errorsByCode[code] = (errorsByCode[code] ?? 0) + 1;
        if (errorSamples.length < 5) errorSamples.push(`${result.status} ${result.body.slice(0, 200)}`);
      }
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  await new Promise((resolve) => setTimeout(resolve, warmupSeconds * 1000));
  measuring = true;
  const stopMeter = startMeter?.();
  const started = process.hrtime.bigint();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const cpu = stopMeter?.(latencies.length);
  stop = true;
  await workers;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    placements: sorted.length,
    accepted: sorted.length - errors,
    seconds: round(elapsed),
    opsPerSec: Math.round(sorted.length / elapsed),
    acceptedPerSec: Math.round((sorted.length - errors) / elapsed),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    maxMs: round(sorted.at(-1) ?? 0),
    errors,
    errorsByCode,
    errorSamples,
    ...(cpu ? { cpu } : {}),
  };
}

/**
 * Places `count` tickets as fast as `concurrency` in flight allows (every one counted), each
 * by the player `playerOf(i)` on `selectionOf(i)`, trying a placement that failed for a
 * transient reason again (with a new request id: the failed one's ticket was refused).
 * Returns the rate, latencies and errors.
 */
export async function placeCount({ client, concurrency, count, playerOf, selectionOf, tag, onProgress }) {
  const latencies = [];
  const errorsByCode = {};
  const errorSamples = [];
  let accepted = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const player = playerOf(i);
      for (let attempt = 0; ; attempt += 1) {
        const result = await client.place(player.token, singleOn(`bench-${tag}-${i}-${attempt}`, selectionOf(i)));
        latencies.push(result.ms);
        if (result.status === 200) {
          accepted += 1;
          break;
        }
        const code = codeOf(result);
        errorsByCode[code] = (errorsByCode[code] ?? 0) + 1;
        if (errorSamples.length < 5) errorSamples.push(`${result.status} ${result.body.slice(0, 200)}`);
        // A refusal (limits, validation) would be refused again; anything else is tried again with a new id.
        if (result.status === 400 || attempt >= 3) break;
      }
      if (onProgress && accepted % 10_000 === 0) onProgress(accepted);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (n) => Math.round(n * 100) / 100;
  return {
    tickets: accepted,
    seconds: round(elapsed),
    perSec: Math.round(accepted / elapsed),
    p50Ms: round(percentile(sorted, 0.5)),
    p99Ms: round(percentile(sorted, 0.99)),
    errorsByCode,
    errorSamples,
  };
}
