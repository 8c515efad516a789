import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../test/build.js';
import { createTestDatabase } from '../../test/database.js';
import type { Db } from '../db/database.js';
import type { Job } from './job.js';
import { createJobScheduler } from './job-scheduler.js';
import { claimDue } from './jobs.repository.js';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDatabase());
});
afterAll(async () => drop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runsOf = (job: string) =>
  db.selectFrom('job_runs').selectAll().where('job', '=', job).orderBy('started_at').orderBy('id').execute();

describe('the job scheduler', () => {
  it('runs each due time on one of three instances, never two runs at once', async () => {
    let runs = 0;
    let inRun = 0;
    let overlapped = false;
    const job: Job = {
      name: 'test.three-instances',
      everyMs: 150,
      run: async () => {
        runs += 1;
        inRun += 1;
        if (inRun > 1) overlapped = true;
        await sleep(30);
        inRun -= 1;
      },
    };
    const instances = ['a', 'b', 'c'].map((instance) =>
      createJobScheduler({ db, now: () => new Date(), log: (error) => expect.unreachable(String(error)), instance }),
    );
    const stops = await Promise.all(instances.map((scheduler) => scheduler.start([job])));
    await sleep(2_000);
    await Promise.all(stops.map((stop) => stop()));

    const logged = await runsOf(job.name);
    expect(overlapped).toBe(false);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(logged).toHaveLength(runs);
    expect(new Set(logged.map((run) => run.due_at.getTime())).size).toBe(runs);
    for (const run of logged) expect(run.outcome).toBe('ok');
    // One after another, each at least the cadence after the one before.
    for (let i = 1; i < logged.length; i += 1) {
      expect(logged[i]!.started_at.getTime()).toBeGreaterThanOrEqual(logged[i - 1]!.finished_at!.getTime());
      expect(logged[i]!.due_at.getTime() - logged[i - 1]!.due_at.getTime()).toBeGreaterThanOrEqual(job.everyMs);
    }
  });

  it('retries a failed job sooner, doubling, and keeps its cadence once it succeeds', async () => {
    const clock = createClock();
    let failing = true;
    const job: Job = {
      name: 'test.retry',
      everyMs: 60_000,
      retryMinMs: 5_000,
      run: async () => {
        if (failing) throw new Error('provider down');
      },
    };
    const errors: unknown[] = [];
    const observed: string[] = [];
    const scheduler = createJobScheduler({
      db,
      now: clock.now,
      log: (error) => errors.push(error),
      observe: (name, run) => observed.push(`${name}:${run.outcome}`),
    });
    await (
      await scheduler.start([job])
    )();
    expect(errors).toHaveLength(1);
    clock.advance(4_999);
    expect(await scheduler.runIfDue(job)).toBe(false);
    clock.advance(1);
    expect(await scheduler.runIfDue(job)).toBe(true); // 5 s after the first failure
    clock.advance(9_999);
    expect(await scheduler.runIfDue(job)).toBe(false);
    clock.advance(1);
    failing = false;
    expect(await scheduler.runIfDue(job)).toBe(true); // 10 s after the second
    clock.advance(59_999);
    expect(await scheduler.runIfDue(job)).toBe(false);
    clock.advance(1);
    expect(await scheduler.runIfDue(job)).toBe(true);
    expect(observed).toEqual(['test.retry:failed', 'test.retry:failed', 'test.retry:ok', 'test.retry:ok']);
    expect((await runsOf(job.name)).map((run) => [run.outcome, run.error])).toEqual([
      ['failed', 'provider down'],
      ['failed', 'provider down'],
      ['ok', null],
      ['ok', null],
    ]);
  });

  it('hands a job over once the lease of an instance that died mid-run has passed', async () => {
    const clock = createClock();
    let runs = 0;
    const job: Job = { name: 'test.lease', everyMs: 5_000, run: async () => void (runs += 1) };
    const scheduler = createJobScheduler({ db, now: clock.now, log: () => {}, instance: 'alive' });
    await (
      await scheduler.start([job])
    )();
    expect(runs).toBe(1);
    clock.advance(5_000);
    // An instance claims the due time and dies before finishing it: its lease holds the job.
    const lease = new Date(clock.now().getTime() + 120_000);
    expect(await claimDue(db, job.name, clock.now(), lease, 'dead')).not.toBeNull();
    clock.advance(119_999);
    expect(await scheduler.runIfDue(job)).toBe(false);
    clock.advance(2);
    expect(await scheduler.runIfDue(job)).toBe(true);
    expect(runs).toBe(2);
    const logged = await runsOf(job.name);
    expect(logged.map((run) => [run.instance, run.outcome])).toEqual([
      ['alive', 'ok'],
      ['dead', 'running'],
      ['alive', 'ok'],
    ]);
  });

  it('brings a job due at start forward, but never into a run in progress', async () => {
    const clock = createClock();
    let runs = 0;
    let release = () => {};
    const job: Job = {
      name: 'test.at-start',
      everyMs: 3_600_000,
      atStart: true,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => (release = resolve));
      },
    };
    const first = createJobScheduler({ db, now: clock.now, log: () => {}, instance: 'first' });
    const stopFirst = await first.start([job]);
    await expect.poll(() => runs).toBe(1);
    // A second instance starts while the first run holds the job: it does not run it again.
    const second = createJobScheduler({ db, now: clock.now, log: () => {}, instance: 'second' });
    const stopSecond = await second.start([job]);
    await stopSecond();
    expect(runs).toBe(1);
    release();
    await stopFirst();
    // A later start brings the next due time (an hour away) forward to now.
    clock.advance(60_000);
    const third = createJobScheduler({ db, now: clock.now, log: () => {}, instance: 'third' });
    const stopThird = await third.start([job]);
    await expect.poll(() => runs).toBe(2);
    release();
    await stopThird();
  });
});
