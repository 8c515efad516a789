import type { AddressInfo } from 'node:net';
import { FeedEventList, FeedUpdate } from '@casino/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sseClient, testClock, testDatabase, until } from './stream.testing.js';
import type { StreamStartOptions } from './stream.service.js';

/**
 * Two sportsbook instances on one database, on one clock the test moves: only one
 * publishes, both deliver every publication to their own clients; when the publisher
 * stops or its connection dies, the other takes over.
 */

const FAST: StreamStartOptions = {
  warm: false,
  heartbeatMs: 200,
  publisher: { tickMs: 100, lockRetryMs: 100 },
  listener: { pollMs: 500, reconnectMs: 100 },
};

type Instance = Awaited<ReturnType<Awaited<ReturnType<typeof testDatabase>>['instance']>>;

describe('the live stream', () => {
  let database: Awaited<ReturnType<typeof testDatabase>>;
  let a: Instance;
  let b: Instance;
  const clock = testClock();
  const base = (instance: Instance) => `http://127.0.0.1:${(instance.app.server.address() as AddressInfo).port}`;
  const clients: ReturnType<typeof sseClient>[] = [];
  const open = (instance: Instance, query = '', headers: Record<string, string> = {}) => {
    const client = sseClient(`${base(instance)}/api/feed/stream${query}`, headers);
    clients.push(client);
    return client;
  };
  const updates = (client: ReturnType<typeof sseClient>) => client.updates().map((data) => FeedUpdate.parse(data));
  const leader = () => [a, b].find((instance) => instance.stream.publisher.isLeader());
  const publishedSeq = async () =>
    Number(
      (await sql<{ seq: string | null }>`SELECT max(seq) AS seq FROM sb_live_updates`.execute(database.db)).rows[0]
        ?.seq ?? 0,
    );

  beforeAll(async () => {
    database = await testDatabase();
    a = await database.instance(clock);
    b = await database.instance(clock);
    for (const instance of [a, b]) {
      await instance.app.listen({ host: '127.0.0.1', port: 0 });
      await instance.stream.start(FAST);
    }
    await until(() => leader() !== undefined, 10_000, 'a publisher');
    await until(() => a.stream.snapshot() !== undefined && b.stream.snapshot() !== undefined, 10_000, 'snapshots');
  }, 60_000);

  afterAll(async () => {
    for (const client of clients) await client.close();
    await database?.close();
  });

  it('has one publisher, and both instances hold the same live state', async () => {
    expect([a, b].filter((instance) => instance.stream.publisher.isLeader())).toHaveLength(1);
    await until(() => a.stream.listener.lastSeq() === b.stream.listener.lastSeq(), 2_000, 'the same seq');
    const [sa, sb] = [a.stream.snapshot()!, b.stream.snapshot()!];
    expect(sa.events.size).toBeGreaterThanOrEqual(20);
    expect([...sa.events.values()]).toEqual([...sb.events.values()]);

    // The follower prices nothing for its live pages: it reads the publisher's state.
    const follower = leader() === a ? b : a;
    const response = await follower.app.inject({ method: 'GET', url: '/api/feed/events?state=live&limit=500' });
    expect(FeedEventList.parse(response.json()).events.length).toBeGreaterThanOrEqual(20);
  });

  it('sends the live overview first, then the same publications from both instances', async () => {
    const onA = open(a, '?lang=fr');
    const onB = open(b, '?lang=fr');
    await until(() => onA.messages.length > 0 && onB.messages.length > 0, 5_000, 'first messages');
    expect(onA.status).toBe(200);
    expect(onA.contentType).toMatch(/^text\/event-stream/);
    expect(onA.retry).toBe(2_000);
    const [first] = updates(onA);
    expect(first!.full).toBe(true);
    expect(onA.messages[0]!.event).toBe('update');
    expect(onA.messages[0]!.id).toBe(String(first!.seq));
    expect(first!.events.length).toBeGreaterThanOrEqual(20);
    for (const event of first!.events) {
      expect(event.live?.phase).toBe('in-play');
      expect(event.markets.length).toBeLessThanOrEqual(1); // the main market only
    }

    clock.advance(60_000); // a minute of play: clocks, scores and prices move
    await until(() => updates(onA).some((u) => !u.full) && updates(onB).some((u) => !u.full), 5_000, 'changes');
    const changeA = updates(onA).find((u) => !u.full)!;
    await until(() => updates(onB).some((u) => u.seq === changeA.seq), 2_000, 'the same seq on b');
    const changeB = updates(onB).find((u) => u.seq === changeA.seq)!;
    expect(changeB).toEqual(changeA);
    expect(changeA.seq).toBeGreaterThan(first!.seq);
    expect(Date.parse(changeA.at)).toBe(clock.now().getTime());
    await until(() => onA.comments.includes('keep-alive'), 2_000, 'a heartbeat');
  });

  it('brings an operator suspension to the clients of the event as suspended', async () => {
    const { events } = FeedEventList.parse(
      (await a.app.inject({ method: 'GET', url: '/api/feed/events?state=live&sport=1' })).json(),
    );
    const target = events.find((event) => event.state === 'live' && event.main?.status === 'open')!;
    const client = open(b, `?events=${target.id}&lang=ru`);
    await until(() => client.messages.length > 0, 5_000, 'the first message');
    const [first] = updates(client);
    expect(first!.full).toBe(true);
    expect(first!.events.map((event) => event.id)).toEqual([target.id]);
    expect(first!.events[0]!.markets.length).toBeGreaterThan(1); // every market of a followed event

    await database.db.insertInto('sb_event_overrides').values({ event_id: target.id, suspended: true }).execute();
    clock.advance(1_000); // the book reads overrides at most a second old
    const suspended = () =>
      updates(client).find((u) => !u.full && u.events.some((e) => e.id === target.id && e.state === 'suspended'));
    await until(() => suspended() !== undefined, 5_000, 'the suspension');
    const event = suspended()!.events.find((e) => e.id === target.id)!;
    expect(event.markets.length).toBeGreaterThan(0);
    expect(event.markets.every((market) => market.status === 'suspended' || market.status === 'closed')).toBe(true);
    expect(event.markets.some((market) => market.status === 'suspended')).toBe(true);

    const page = await b.app.inject({ method: 'GET', url: `/api/feed/events/${target.id}` });
    expect(page.json().state).toBe('suspended');
  });

  it('resumes a client after Last-Event-ID with what it missed, without a full message', async () => {
    const client = open(a);
    await until(() => client.messages.length > 0, 5_000, 'the first message');
    const from = updates(client)[0]!.seq;
    clock.advance(30_000);
    await until(async () => (await publishedSeq()) > from && a.stream.listener.lastSeq() > from, 5_000, 'more');
    await until(() => updates(client).some((u) => u.seq > from), 5_000, 'a change');
    const resumed = open(b, '', { 'last-event-id': String(from) });
    await until(() => resumed.messages.length > 0, 5_000, 'the missed messages');
    const replayed = updates(resumed);
    expect(replayed.every((u) => !u.full && u.seq > from)).toBe(true);
    expect(replayed[0]).toEqual(updates(client).find((u) => u.seq > from));
  });

  it('fails over: when the publisher stops, the other instance takes the lock and goes on', async () => {
    const first = leader()!;
    const other = first === a ? b : a;
    const client = open(other);
    await until(() => client.messages.length > 0, 5_000, 'the first message');
    await first.stream.publisher.stop();
    await until(() => other.stream.publisher.isLeader(), 5_000, 'the other publisher');
    const before = await publishedSeq();
    clock.advance(60_000);
    await until(() => updates(client).some((u) => u.seq > before), 5_000, 'a publication of the new publisher');
    await until(() => first.stream.listener.lastSeq() > before, 5_000, 'the stopped publisher still listening');
    first.stream.publisher.start(FAST.publisher); // back in the race, as a follower
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(other.stream.publisher.isLeader()).toBe(true);
    expect(first.stream.publisher.isLeader()).toBe(false);
  });

  it('survives a publisher whose connection dies, and a listener whose connection drops', async () => {
    const client = open(a);
    await until(() => client.messages.length > 0, 5_000, 'the first message');
    const publisherPid = await leader()!.stream.publisher.backendPid();
    const listenerPid = await a.stream.listener.backendPid();
    await sql`SELECT pg_terminate_backend(pid) FROM unnest(${[publisherPid, listenerPid]}::int[]) AS pid`.execute(
      database.db,
    );
    await until(() => leader() !== undefined, 5_000, 'a publisher again');
    await until(async () => (await a.stream.listener.backendPid().catch(() => undefined)) !== undefined, 5_000);
    const before = await publishedSeq();
    clock.advance(60_000);
    await until(() => updates(client).some((u) => u.seq > before), 5_000, 'publications after the cut');
    expect([a, b].filter((instance) => instance.stream.publisher.isLeader())).toHaveLength(1);
  });

  it('prunes old publications but keeps the latest full one and what follows', async () => {
    const rows = async () =>
      (
        await sql<{
          seq: string;
          full: boolean;
        }>`SELECT seq, payload->>'full' = 'true' AS full FROM sb_live_updates ORDER BY seq`.execute(database.db)
      ).rows;
    const all = await rows();
    const lastFull = Number(all.filter((row) => row.full).at(-1)!.seq);
    const { prune } = await import('./stream.repository.js');
    const pg = await import('pg');
    const client = new pg.default.Client({ connectionString: database.config.databaseUrl });
    await client.connect();
    try {
      await prune(client, lastFull, 0);
    } finally {
      await client.end();
    }
    const left = await rows();
    expect(Number(left[0]!.seq)).toBe(lastFull);
    expect(left.length).toBeLessThan(all.length);
  });
});
