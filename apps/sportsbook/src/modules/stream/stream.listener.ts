import pg from 'pg';
import type { Db } from '../../db/database.js';
import type { LiveSnapshot } from '../feed/feed.service.js';
import { applyChange, changeOf, type EventNeutral } from '../feed/feed.state.js';
import { CHANNEL, latestFullSeq, rowsFrom, type PublicationRow } from './stream.repository.js';

/**
 * Every instance's listener (decision 028): LISTEN on a connection of its own, read each
 * notified publication by seq, keep the state of every tracked event (the snapshot the
 * feed's pages and the stream's first messages read), and hand each publication's changes
 * to the instance's clients. A dropped connection is opened again and what was missed is
 * read back (from the latest full publication if needed).
 */

/** One publication's changes as this instance forwards them to its clients. */
export interface ChangeSet {
  seq: number;
  at: number;
  events: EventChange[];
  /** Per subscription key, the serialized message (empty: nothing for it); filled by the hub. */
  messages: Map<string, string>;
}

export interface EventChange extends EventNeutral {
  /** Whether its state, score or clock moved (not only some prices). */
  moved: boolean;
}

export interface ListenerOptions {
  databaseUrl: string;
  db: Db;
  log: (message: string, details?: Record<string, unknown>) => void;
  onChange: (change: ChangeSet) => void;
}

export interface ListenerTiming {
  reconnectMs: number;
  /** Reads new rows this often even without a notification (a safety net; NOTIFY is the normal path). */
  pollMs: number;
  /** How long publications are kept in memory for clients resuming with Last-Event-ID. */
  replayMs: number;
}

export const DEFAULT_LISTENER_TIMING: ListenerTiming = { reconnectMs: 1_000, pollMs: 5_000, replayMs: 10 * 60_000 };

const PAGE = 200;

export function createListener({ databaseUrl, db, log, onChange }: ListenerOptions) {
  let timing = DEFAULT_LISTENER_TIMING;
  let client: pg.Client | undefined;
  let running = false;
  let events = new Map<string, EventNeutral>();
  let snapshot: LiveSnapshot | undefined;
  let lastSeq = 0;
  // Publications kept for resuming clients: every one after `replayFrom`, in order.
  let replay: ChangeSet[] = [];
  let replayFrom = Number.POSITIVE_INFINITY;
  let reading: Promise<void> = Promise.resolve();
  let again = false;
  let pollTimer: NodeJS.Timeout | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;

  const sameLive = (a: EventNeutral | undefined, b: EventNeutral) =>
    a !== undefined && a.state === b.state && JSON.stringify(a.live) === JSON.stringify(b.live);

  function apply(row: PublicationRow, restart: boolean) {
    const { payload } = row;
    if (row.seq <= lastSeq && !restart) return;
    const changes: EventChange[] = [];
    if (payload.full) {
      const next = new Map<string, EventNeutral>();
      for (const event of payload.events) {
        next.set(event.id, event);
        const change = changeOf(events.get(event.id), event);
        if (change) changes.push({ ...change, moved: !sameLive(events.get(event.id), event) });
      }
      events = next;
    } else if (snapshot) {
      for (const change of payload.events) {
        changes.push({ ...change, moved: !sameLive(events.get(change.id), change) });
        events.set(change.id, applyChange(events.get(change.id), change));
      }
    } else {
      lastSeq = row.seq; // changes to a state not known yet: wait for a full publication
      return;
    }
    lastSeq = row.seq;
    snapshot = { seq: row.seq, at: payload.at, events };
    const change: ChangeSet = { seq: row.seq, at: payload.at, events: changes, messages: new Map() };
    if (restart) {
      replay = [];
      replayFrom = row.seq;
    } else {
      replay.push(change);
    }
    const oldest = payload.at - timing.replayMs;
    let drop = 0;
    while (drop < replay.length && replay[drop]!.at < oldest) drop += 1;
    if (drop > 0) {
      replayFrom = replay[drop - 1]!.seq;
      replay = replay.slice(drop);
    }
    // Only the latest publications' messages are asked for again (resuming clients): forget the others'.
    if (replay.length > 10) replay[replay.length - 11]!.messages.clear();
    if (changes.length > 0) onChange(change);
  }

  /** Reads what was published after the last seq applied (or from the latest full publication). */
  async function read(resync: boolean) {
    let from = lastSeq + 1;
    let restart = false;
    if (resync || !snapshot) {
      const full = await latestFullSeq(db);
      if (full !== undefined && (!snapshot || full > lastSeq)) {
        from = full;
        restart = true;
      }
    }
    for (;;) {
      const rows = await rowsFrom(db, from, PAGE);
      for (const row of rows) {
        apply(row, restart);
        restart = false;
      }
      if (rows.length < PAGE) break;
      from = rows.at(-1)!.seq + 1;
    }
  }

  /** Runs reads one at a time; a notification during a read asks for one more. */
  function schedule(resync = false) {
    if (!running) return reading;
    again = true;
    reading = reading.then(async () => {
      if (!again && !resync) return;
      again = false;
      try {
        await read(resync);
      } catch (error) {
        log('live listener: could not read publications', { error: (error as Error).message });
      }
    });
    return reading;
  }

  function lost(reason: string, lostClient: pg.Client) {
    if (client !== lostClient) return;
    client = undefined;
    lostClient.end().catch(() => {});
    if (!running) return;
    log('live listener: connection lost, reconnecting', { reason });
    reconnectTimer = setTimeout(() => void connect(), timing.reconnectMs);
  }

  async function connect(): Promise<boolean> {
    if (!running) return false;
    const fresh = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    fresh.on('error', (error) => lost(error.message, fresh));
    fresh.on('end', () => lost('connection closed', fresh));
    fresh.on('notification', (message) => {
      if (message.channel === CHANNEL && Number(message.payload) > lastSeq) void schedule();
    });
    try {
      client = fresh;
      await fresh.connect();
      await fresh.query(`SET application_name = 'sportsbook-live-listener'`);
      await fresh.query(`LISTEN ${CHANNEL}`);
      // Listening first, then reading: nothing published in between is missed.
      await schedule(true);
      return true;
    } catch (error) {
      lost((error as Error).message, fresh);
      return false;
    }
  }

  return {
    /** Connects (retrying in the background if the database cannot be reached) and reads the current state. */
    async start(options: Partial<ListenerTiming> = {}) {
      if (running) return;
      timing = { ...DEFAULT_LISTENER_TIMING, ...options };
      running = true;
      pollTimer = setInterval(() => void schedule(), timing.pollMs);
      pollTimer.unref();
      await connect();
    },
    async stop() {
      running = false;
      clearInterval(pollTimer);
      clearTimeout(reconnectTimer);
      const old = client;
      client = undefined;
      await old?.end().catch(() => {});
      await reading;
    },
    snapshot: () => snapshot,
    lastSeq: () => lastSeq,
    /** The publications after `seq`, if this instance still holds every one of them; else undefined. */
    since(seq: number): ChangeSet[] | undefined {
      if (seq > lastSeq || seq < replayFrom) return undefined;
      return replay.filter((change) => change.seq > seq);
    },
    /** Reads new publications now (tests; the notification does it otherwise). */
    poll: () => schedule(),
    /** For tests: the listening connection's backend pid, to cut it. */
    async backendPid(): Promise<number | undefined> {
      if (!client) return undefined;
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
      return rows[0]?.pid;
    },
  };
}

export type Listener = ReturnType<typeof createListener>;
