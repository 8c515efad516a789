// bench/sportsbook (c): the live stream's fan-out to SSE clients (see bench/sportsbook.mjs).
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { round, say } from './sportsbook.common.mjs';
import { startMeters } from './sportsbook.cpu.mjs';

const LANGS = ['en-US', 'fr-fr', 'ar-ar', 'ru'];
const here = path.dirname(fileURLToPath(import.meta.url));

export /** (c): `clients` SSE clients in a process of their own, following in-play events. */
async function benchFanOut({ seconds, clients, port, pids }) {
  const response = await fetch(`http://127.0.0.1:${port}/api/feed/events?state=live&limit=500`);
  const { events } = await response.json();
  const live = events.map((event) => event.id);
  if (!live.length) throw new Error('no event in play to follow');
  // Half follow a page of every event in play (up to the 50 a subscription holds), half one event each.
  const page = live.slice(0, 50).join(',');
  const paths = Array.from({ length: clients }, (_, i) => {
    const lang = LANGS[i % LANGS.length];
    const ids = i % 2 === 0 ? page : live[Math.floor(i / 2) % live.length];
    return `/api/feed/stream?events=${ids}&lang=${lang}`;
  });
  say(`(c) ${clients} SSE clients on ${live.length} events in play`);
  // One descriptor per stream: Node raises its soft limit of open files to the hard limit at
  // start (this process's clients and the sportsbook's sockets alike), so no `ulimit -n` is needed.
  const child = fork(path.join(here, 'sportsbook.sse.mjs'), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    let stopMeter;
    const result = await new Promise((resolve, reject) => {
      child.on('message', (message) => {
        if (message.type === 'measuring') stopMeter = startMeters({ ...pids, platformPid: undefined });
        else if (message.type === 'result') resolve(message.result);
        else if (message.type === 'error') reject(new Error(message.error));
      });
      child.once('exit', (code) => reject(new Error(`the SSE clients' process exited with ${code}`)));
      child.send({ port, paths, seconds, openAtOnce: 100 });
    });
    const cpu = stopMeter?.(Math.max(1, result.messages));
    const busy = (micros) => round((micros * result.messages) / 1e4 / result.seconds, 1);
    return {
      eventsInPlay: live.length,
      subscriptions: {
        pageOfEventsInPlay: Math.ceil(clients / 2),
        oneEvent: Math.floor(clients / 2),
        languages: LANGS.length,
      },
      ...result,
      messagesPerClientPerSecond: round(result.messages / Math.max(1, result.connected) / result.seconds),
      // Of one core, during the window: the sportsbook (its publisher, listener and every socket write) and its database.
      cpuPctOfOneCore: cpu
        ? { sportsbook: busy(cpu.microsPerOperation.sportsbook), postgres: busy(cpu.microsPerOperation.postgres) }
        : null,
      machineBusyPct: cpu?.machineBusyPct ?? null,
      loadAverage1m: cpu?.loadAverage1m ?? null,
    };
  } finally {
    if (child.exitCode === null) child.kill('SIGTERM');
  }
}
