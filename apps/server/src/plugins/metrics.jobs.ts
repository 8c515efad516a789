import { Counter, Histogram, type Registry } from 'prom-client';
import type { JobRunObserver } from '../jobs/job.js';

/** `job_runs_total`, `job_lag_seconds` and `job_duration_seconds` in `registry`, fed by the returned function. */
export function createJobMetrics(registry: Registry): JobRunObserver {
  const runs = new Counter({
    name: 'job_runs_total',
    help: 'Runs of the scheduled jobs, by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const lag = new Histogram({
    name: 'job_lag_seconds',
    help: 'How late each run of a scheduled job started after its due time, by job.',
    labelNames: ['job'] as const,
    // From a timer's jitter to a job held up for an hour (every instance down, or a long run before).
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'job_duration_seconds',
    help: 'How long each run of a scheduled job took, by job.',
    labelNames: ['job'] as const,
    // From a run with nothing due to a cashback period of many players.
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 900],
    registers: [registry],
  });
  return (job, run) => {
    runs.inc({ job, outcome: run.outcome });
    lag.observe({ job }, run.lagSeconds);
    duration.observe({ job }, run.durationSeconds);
  };
}
