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
