import { hostname } from 'node:os';
import type { Db } from '../db/database.js';
import type { Job, JobRunObserver } from './job.js';
import * as repo from './jobs.repository.js';

export interface JobSchedulerDeps {
  db: Db;
  now: () => Date;
  log: (error: unknown) => void;
  /** Names this process in the runs' log. */
  instance?: string;
  observe?: JobRunObserver;
}

// An instance looks again at least this often: a start elsewhere may have brought a job forward.
const MAX_WAIT_MS = 30_000;
// Instances woken for the same due time spread over this much, so most find it taken at once.
const JITTER_MS = 250;
// A run holds its job this long at least; an instance that dies mid-run hands it over then.
const MIN_LEASE_MS = 120_000;

/**
 * Runs the platform's jobs on a schedule kept in PostgreSQL (decision 046): every instance
 * runs a scheduler, each due time is claimed by one of them, and every run is logged.
 * `start` returns a stop function that waits for the runs in progress.
 */
export function createJobScheduler(deps: JobSchedulerDeps) {
  const instance = deps.instance ?? `${hostname()}:${process.pid}`;

  /** Claims and runs the job if it is due here and now; true when this instance ran it. */
  async function runIfDue(job: Job): Promise<boolean> {
    const claimedAt = deps.now();
    const leaseUntil = new Date(claimedAt.getTime() + Math.max(2 * job.everyMs, MIN_LEASE_MS));
    const claimed = await repo.claimDue(deps.db, job.name, claimedAt, leaseUntil, instance);
    if (!claimed) return false;
    let error: string | null = null;
    try {
      await job.run();
    } catch (cause) {
      error = cause instanceof Error ? cause.message : String(cause);
      deps.log(cause);
    }
    const finishedAt = deps.now();
    const retryMs =
      job.retryMinMs === undefined ? job.everyMs : Math.min(job.retryMinMs * 2 ** claimed.failures, job.everyMs);
    const nextDueAt = new Date(claimedAt.getTime() + (error === null ? job.everyMs : retryMs));
    await repo.finishRun(deps.db, job.name, { runId: claimed.runId, leaseUntil, finishedAt, error, nextDueAt });
    deps.observe?.(job.name, {
      lagSeconds: Math.max(0, claimedAt.getTime() - claimed.dueAt.getTime()) / 1000,
      durationSeconds: (finishedAt.getTime() - claimedAt.getTime()) / 1000,
      outcome: error === null ? 'ok' : 'failed',
    });
    return true;
  }

  return {
    runIfDue,

    /** Schedules the jobs on this instance; the returned function stops them and waits for runs. */
    async start(jobs: Job[]): Promise<() => Promise<void>> {
      const timers = new Map<string, NodeJS.Timeout>();
      const running = new Set<Promise<unknown>>();
      let stopped = false;
      for (const job of jobs) {
        await repo.ensureJob(deps.db, job.name, deps.now());
        if (job.atStart) await repo.bringForward(deps.db, job.name, deps.now());
      }
      const look = async (job: Job) => {
        let waitMs = MAX_WAIT_MS;
        try {
          await runIfDue(job);
          const at = await repo.nextDue(deps.db, job.name);
          if (at) waitMs = Math.min(Math.max(at.getTime() - deps.now().getTime(), 0), MAX_WAIT_MS);
        } catch (error) {
          deps.log(error); // the database is away: look again later
        }
        if (!stopped)
          timers.set(
            job.name,
            setTimeout(() => track(job), waitMs + Math.random() * JITTER_MS),
          );
      };
      const track = (job: Job) => {
        const pass = look(job);
        running.add(pass);
        void pass.finally(() => running.delete(pass));
      };
      for (const job of jobs) track(job);
      return async () => {
        stopped = true;
        for (const timer of timers.values()) clearTimeout(timer);
        await Promise.all(running);
      };
    },
  };
}
export type JobScheduler = ReturnType<typeof createJobScheduler>;
