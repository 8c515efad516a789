import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Services } from '../services.js';
import type { Job } from './job.js';
import { pruneRuns } from './jobs.repository.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
// The runs' log is kept this long.
const KEEP_RUNS_MS = 30 * 24 * HOUR;

/** Every background job of the platform, with its cadence (decision 046). */
export function platformJobs(config: Pick<Config, 'gamesSyncIntervalMs'>, services: Services, db: Db): Job[] {
  const { payments, wagering, jackpots, cashback, inactivity, games } = services;
  return [
    // Unpaid deposits past 24 h and wagering requirements past their end expire.
    { name: 'payments.expire', everyMs: MINUTE, run: () => payments.expireStale() },
    { name: 'bonuses.wagering-expiry', everyMs: MINUTE, run: () => wagering.expireDue() },
    // Every pool has a round; drops a crash left won and unpaid are paid.
    { name: 'jackpots.keep', everyMs: MINUTE, run: () => jackpots.keep() },
    // The sandbox processors retry the callbacks the platform has not acknowledged yet.
    { name: 'payments.callbacks', everyMs: 5_000, run: () => payments.deliverCallbacks() },
    // The cashback of a period that has ended is paid within the hour.
    { name: 'bonuses.cashback', everyMs: HOUR, run: () => cashback.payLastPeriod() },
    // Accounts inactive past the terms' months are closed and paid out (decision 038).
    { name: 'closure.inactivity', everyMs: HOUR, run: () => inactivity.run() },
    // Each provider's catalogue, at every start and then periodically; a provider that is down
    // keeps its last catalogue and is retried sooner.
    ...games.catalogue.providerCodes().map((code): Job => ({
      name: `games.catalogue.${code}`,
      everyMs: config.gamesSyncIntervalMs,
      atStart: true,
      retryMinMs: 5_000,
      run: async () => {
        const result = await games.catalogue.syncProvider(code);
        if (!result.ok) throw new Error(result.error);
      },
    })),
    {
      name: 'jobs.prune',
      everyMs: 24 * HOUR,
      run: () => pruneRuns(db, new Date(services.now().getTime() - KEEP_RUNS_MS)),
    },
  ];
}
