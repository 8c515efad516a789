import type { Db } from '../../db/database.js';
import * as repo from './closure.repository.js';
import { idleCutoff } from './closure.rules.js';
import type { ClosureService } from './closure.service.js';

const BATCH = 200;

export type InactivityJob = ReturnType<typeof createInactivityJob>;

/**
 * The terms' inactivity rule (SPEC §4): an account with no sign-in, no game and no payment for
 * INACTIVITY_CLOSURE_MONTHS is closed and its balance queued for payout, exactly as a closure
 * on request. Run hourly by every instance (main.ts): each account closes in a transaction of
 * its own, under the player's lock, by a conditional update, so of two runs at once one closes
 * it and the other finds it closed; its payouts' keys are the player's, so none is queued twice.
 */
export function createInactivityJob(deps: {
  db: Db;
  now: () => Date;
  closure: Pick<ClosureService, 'closeIdle'>;
  log: (error: unknown) => void;
}) {
  return {
    /** Closes the accounts idle past the line; returns how many this run closed. An account that fails is logged and retried next run. */
    async run(): Promise<number> {
      const cutoff = idleCutoff(deps.now());
      let closed = 0;
      // By id, from after the last one seen: an account that fails is not read again in this run.
      for (let after = 0; ;) {
        const ids = await repo.listIdle(deps.db, cutoff, after, BATCH);
        for (const id of ids) {
          try {
            if (await deps.closure.closeIdle(id, cutoff)) closed += 1;
          } catch (error) {
            deps.log(error);
          }
        }
        if (ids.length < BATCH) return closed;
        after = ids.at(-1)!;
      }
    },
  };
}
