/** A background job: run every `everyMs`, once per due time across every instance. */
export interface Job {
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
  /** Due at every start too (a restarted platform syncs the catalogue at once). */
  atStart?: boolean;
  /** A failed run is tried again after this, doubling per failure in a row up to `everyMs`. */
  retryMinMs?: number;
}

/** What a scheduler measured of one run of a job (for the metrics). */
export interface JobRun {
  /** How late the run started after its due time. */
  lagSeconds: number;
  durationSeconds: number;
  outcome: 'ok' | 'failed';
}

/** Told of each run (`job`: the job's fixed name, never an id); the metrics are one. */
export type JobRunObserver = (job: string, run: JobRun) => void;
