import type { Db } from '../../db/database.js';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import type { WageringService } from './wagering.service.js';
import * as repo from './cashback.repository.js';

const DAY_MS = 86_400_000;
/** Periods are counted from a Monday (1970-01-05), so a 7-day period is a week, Monday to Sunday, UTC. */
const FIRST_MONDAY_MS = Date.UTC(1970, 0, 5);
/**
 * Grants per transaction: one commit per player took 150 s for 80,000 of them (issue #21);
 * a batch locks its players' accounts only for the few statements it takes.
 */
const GRANTS_PER_BATCH = 1_000;

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The last period of `days` days that has ended by `now`: [start, end) as days. */
export function lastEndedPeriod(now: Date, days: number): { start: string; end: string } {
  const length = days * DAY_MS;
  const current = FIRST_MONDAY_MS + Math.floor((now.getTime() - FIRST_MONDAY_MS) / length) * length;
  return { start: isoDay(current - length), end: isoDay(current) };
}

export type CashbackService = ReturnType<typeof createCashbackService>;

/**
 * The cashback: once a period has ended, each player who lost over it gets the operator's
 * share of the net loss (floored to the cent) on their bonus balance, as Cashback. Each grant's
 * key is the period and the player, so a second run, another instance running at the same
 * time, or a run again after a crash pays no one twice; the period is noted once all are paid.
 * The grants go in batches, each one transaction: a crash loses a whole batch or none of it.
 */
export function createCashbackService(deps: {
  db: Db;
  wallet: Pick<WalletService, 'grantBonuses' | 'lossesOver'>;
  wagering: Pick<WageringService, 'openFor'>;
  settings: SettingsService;
  now: () => Date;
  /** Grants per transaction (tests use small batches to stop a run between two). */
  batchSize?: number;
}) {
  const batchSize = deps.batchSize ?? GRANTS_PER_BATCH;
  return {
    /** Pays the last ended period if it is not paid yet; how many players it paid (0 when off or done). */
    async payLastPeriod(): Promise<number> {
      const { bonuses } = await deps.settings.readStored();
      if (!bonuses.cashbackOn || bonuses.cashbackPercent === 0) return 0;
      const period = lastEndedPeriod(deps.now(), bonuses.cashbackPeriodDays);
      if (await repo.isPeriodPaid(deps.db, period.start)) return 0;
      const losses = await deps.wallet.lossesOver(period.start, period.end);
      const due = losses
        .map(({ user_id, loss }) => ({ userId: user_id, amount: Math.floor((loss * bonuses.cashbackPercent) / 100) }))
        .filter((grant) => grant.amount > 0);
      // A key already taken is skipped: paid by an earlier run or another instance, or paid
      // on terms the operator has changed since; either way it stays paid as it was.
      for (let start = 0; start < due.length; start += batchSize) {
        const batch = due.slice(start, start + batchSize);
        const grants = batch.map(({ userId, amount }) => ({
          key: `cashback:${period.start}:${userId}`,
          userId,
          amount,
        }));
        await deps.db.transaction().execute(async (tx) => {
          const skipped = new Set((await deps.wallet.grantBonuses('Cashback', grants, tx)).skipped);
          const paid = grants.filter((grant) => !skipped.has(grant.key));
          await deps.wagering.openFor(
            tx,
            paid.map((grant) => ({ ...grant, kind: 'Cashback' })),
          );
        });
      }
      await repo.notePeriodPaid(deps.db, period, due.length);
      return due.length;
    },
  };
}
