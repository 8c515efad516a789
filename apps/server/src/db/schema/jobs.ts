// Table types of the background jobs' schedule and log (migration 0039).
import type { Generated } from 'kysely';
import type { Defaulted } from './columns.js';

/** When a job is next due; one row per job, moved on by the instance that claims it. */
export interface JobScheduleTable {
  job: string;
  due_at: Date;
  leased_until: Date | null;
  failures: Defaulted<number>;
}

/** One run of a job for one due time: `(job, due_at)` is unique. */
export interface JobRunsTable {
  id: Generated<number>;
  job: string;
  due_at: Date;
  instance: string;
  started_at: Date;
  finished_at: Date | null;
  outcome: Defaulted<'running' | 'ok' | 'failed'>;
  error: string | null;
}
