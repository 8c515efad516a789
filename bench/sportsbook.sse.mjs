// The SSE clients of bench/sportsbook (c), in a process of their own so that measuring does
// not take the sportsbook's event loop: opens every stream, waits for each one's first (full)
// message, then for `seconds` records each update's delivery delay (receive time − its `at`,
// the instant the publisher computed it; both clocks are this machine's) and reports.
// Started with fork(); its task comes as the first IPC message:
//   { port, paths: [url path per client], seconds, openAtOnce }
// It answers { type: 'measuring' } when the window opens and { type: 'result', ... } at the end.
import http from 'node:http';

const AT = /"at":"([^"]+)"/;
const SEQ = /"seq":(\d+)/;

function percentile(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] : 0;
}

async function run({ port, paths, seconds, openAtOnce = 100, connectTimeoutMs = 60_000 }) {
  let measuring = false;
  const latencies = [];
  const perSeq = new Map(); // seq → [count, max delay] within the window
  const errors = {};
  const errorSamples = [];
  let messages = 0;
  let fullMessages = 0;
  let bytes = 0;
  const fail = (code, detail) => {
    errors[code] = (errors[code] ?? 0) + 1;
    if (errorSamples.length < 5) errorSamples.push(`${code}: ${String(detail).slice(0, 200)}`);
  };
  const clients = [];

  /** Opens one stream; resolves when its first message arrived (or it failed). */
  const open = (path) =>
    new Promise((resolve) => {
      const client = { path, first: false, seqs: 0, closed: false, lastSeq: 0 };
      clients.push(client);
      let buffer = '';
      const timer = setTimeout(() => {
        fail('first_message_timeout', path);
        resolve();
      }, connectTimeoutMs);
      const request = http.get({
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: { accept: 'text/event-stream' },
      });
      client.request = request;
      request.on('response', (response) => {
        if (response.statusCode !== 200) {
          fail(`http_${response.statusCode}`, path);
          response.resume();
          clearTimeout(timer);
          return resolve();
        }
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const received = Date.now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const dataAt = block.indexOf('data: ');
            if (dataAt < 0) continue; // retry:, a keep-alive comment
            const head = block.slice(dataAt, dataAt + 120);
            const at = AT.exec(head)?.[1];
            const seq = Number(SEQ.exec(head)?.[1]);
            if (!at) {
              fail('unreadable_message', head);
              continue;
            }
            client.lastSeq = seq;
            if (!client.first) {
              client.first = true;
              clearTimeout(timer);
              resolve();
            }
            if (!measuring) continue;
            bytes += block.length;
            if (head.includes('"full":true')) {
              fullMessages += 1;
              continue;
            }
            messages += 1;
            client.seqs += 1;
            const delay = received - Date.parse(at);
            latencies.push(delay);
            const seen = perSeq.get(seq);
            if (seen) {
              seen[0] += 1;
              seen[1] = Math.max(seen[1], delay);
            } else perSeq.set(seq, [1, delay]);
          }
        });
        response.on('end', () => {
          client.closed = true;
          if (measuring) fail('stream_ended', path);
        });
        response.on('error', (error) => fail('stream_error', error.message));
      });
      request.on('error', (error) => {
        client.closed = true;
        fail(`connect_${error.code ?? 'error'}`, error.message);
        clearTimeout(timer);
        resolve();
      });
    });

  const connectStarted = Date.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(openAtOnce, paths.length) }, async () => {
      while (next < paths.length) await open(paths[next++]);
    }),
  );
  const connectMs = Date.now() - connectStarted;
  const connected = clients.filter((client) => client.first && !client.closed).length;

  process.send({ type: 'measuring' });
  measuring = true;
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
  measuring = false;
  const elapsed = (Date.now() - started) / 1000;
  const stillOpen = clients.filter((client) => !client.closed).length;
  for (const client of clients) client.request?.destroy();

  const sorted = latencies.sort((a, b) => a - b);
  const publications = [...perSeq.values()];
  return {
    clients: paths.length,
    connected,
    stillOpenAtEnd: stillOpen,
    connectSeconds: Math.round(connectMs / 100) / 10,
    seconds: Math.round(elapsed * 100) / 100,
    messages,
    messagesPerSecond: Math.round(messages / elapsed),
    publications: publications.length,
    clientsReachedPerPublication: publications.length
      ? Math.round(publications.reduce((sum, [count]) => sum + count, 0) / publications.length)
      : 0,
    fullMessagesInWindow: fullMessages,
    megabytesReceived: Math.round(bytes / 1e4) / 100,
    p50Ms: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    maxMs: sorted.at(-1) ?? 0,
    // The slowest client's delay per publication: what the last socket written waited.
    lastClientP50Ms: percentile(
      publications.map(([, max]) => max).sort((a, b) => a - b),
      0.5,
    ),
    errors: Object.values(errors).reduce((a, b) => a + b, 0),
    errorsByCode: errors,
    errorSamples,
  };
}

process.once('message', (task) => {
  run(task).then(
    (result) => process.send({ type: 'result', result }, () => process.exit(0)),
    (error) => process.send({ type: 'error', error: String(error?.stack ?? error) }, () => process.exit(1)),
  );
});
