import type { BreakPeriod, Exclusion, ExcludedAnswer, SelfExclusionPeriod } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { verifyPassword } from '../../lib/passwords.js';
import type { ThrottleService } from '../throttle/index.js';
import type { UsersService } from '../users/index.js';
import * as repo from './exclusions.repository.js';
import { mayReactivate, periodEnd } from './exclusions.rules.js';

export type ExclusionsService = ReturnType<typeof createExclusionsService>;

const HISTORY = 20;

const toExclusion = (row: repo.ExclusionRow): Exclusion => ({
  id: row.id,
  kind: row.kind,
  period: row.period,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at?.toISOString() ?? null,
  reactivationRequestedAt: row.reactivation_requested_at?.toISOString() ?? null,
  reactivatedAt: row.reactivated_at?.toISOString() ?? null,
});

/**
 * Breaks and self-exclusions (issue #23, SPEC §4 rules from the terms): both effective at
 * once and not reversible early. A break ends by its clock; a self-exclusion stands until an
 * operator ends it, at the player's request, once its period is over (never within 7 days).
 * Every check reads the account's two columns (users): sign-in, each authenticated request,
 * the seamless batch's stakes; a refresh token of an excluded account is revoked when used.
 */
export function createExclusionsService(deps: {
  db: Db;
  now: () => Date;
  users: Pick<UsersService, 'findById' | 'findByLogin' | 'extendBreak' | 'setSelfExcludedAt'>;
  throttle: Pick<ThrottleService, 'assertAllowed' | 'record'>;
}) {
  return {
    /** GET /api/protection/exclusions/: the player's breaks and self-exclusions, newest first. */
    async list(userId: number): Promise<Exclusion[]> {
      return (await repo.listExclusions(deps.db, userId, HISTORY)).map(toExclusion);
    },

    /** POST /api/protection/break/: a break from now; one already running is never shortened. */
    async takeBreak(userId: number, period: BreakPeriod): Promise<Exclusion> {
      const now = deps.now();
      const ends = periodEnd(period, now)!;
      return deps.db.transaction().execute(async (tx) => {
        const id = await repo.insertExclusion(tx, {
          user_id: userId,
          kind: 'break',
          period,
          starts_at: now,
          ends_at: ends,
        });
        await deps.users.extendBreak(tx, userId, ends);
        return toExclusion((await repo.findExclusion(tx, id))!);
      });
    },

    /** POST /api/protection/self-exclusion/: confirmed with the password; stands until an operator ends it. */
    async selfExclude(userId: number, period: SelfExclusionPeriod, password: string): Promise<Exclusion> {
      const user = await deps.users.findById(userId);
      if (!user || !(await verifyPassword(user.password_hash, password)))
        throw new AppError('incorrect_old_password', 400, 'The password is not correct.');
      const now = deps.now();
      return deps.db.transaction().execute(async (tx) => {
        const id = await repo.insertExclusion(tx, {
          user_id: userId,
          kind: 'self_exclusion',
          period,
          starts_at: now,
          ends_at: periodEnd(period, now),
        });
        await deps.users.setSelfExcludedAt(tx, userId, now);
        return toExclusion((await repo.findExclusion(tx, id))!);
      });
    },

    /** What an excluded account's sign-in answers (the auth module's port). */
    async describe(userId: number): Promise<Omit<ExcludedAnswer, 'code' | 'message'>> {
      const user = (await deps.users.findById(userId))!;
      if (user.self_excluded_at === null) {
        return { kind: 'break', until: user.break_until?.toISOString() ?? null, canRequestReactivation: false };
      }
      const standing = await repo.standingSelfExclusion(deps.db, userId);
      return {
        kind: 'self_exclusion',
        until: standing?.ends_at?.toISOString() ?? null,
        canRequestReactivation:
          !!standing && standing.reactivation_requested_at === null && mayReactivate(standing, deps.now()),
      };
    },

    /**
     * POST /api/protection/reactivation/: a self-excluded player (who cannot sign in) asks, with
     * their credentials, to come back once the period is over; an operator decides. Asking again
     * changes nothing.
     */
    async requestReactivation(login: string, password: string, ip: string): Promise<Exclusion> {
      const subjects = [`ip:${ip}`, `account:${login}`];
      await deps.throttle.assertAllowed('login', subjects);
      const user = await deps.users.findByLogin(login);
      if (!user || !(await verifyPassword(user.password_hash, password))) {
        await deps.throttle.record('login', subjects);
        throw new AppError('no_active_account', 401);
      }
      return deps.db.transaction().execute(async (tx) => {
        const standing = await repo.standingSelfExclusion(tx, user.id, true);
        if (!standing || user.self_excluded_at === null)
          throw new AppError('not_found', 404, 'No self-exclusion stands.');
        if (!mayReactivate(standing, deps.now())) throw new AppError('exclusion_not_ended', 409);
        await repo.markReactivationRequested(tx, standing.id, deps.now());
        return toExclusion((await repo.findExclusion(tx, standing.id))!);
      });
    },

    /** GET /api/backoffice/exclusions/reactivations/: the self-excluded players who asked to come back. */
    async reactivationRequests() {
      return (await repo.listReactivationRequests(deps.db)).map((row) => ({
        ...toExclusion(row),
        userId: row.user_id,
        username: row.username,
      }));
    },

    /** POST /api/backoffice/exclusions/{id}/reactivate/: an operator ends a self-exclusion its player asked to end. */
    async reactivate(id: number, operatorId: number): Promise<Exclusion> {
      return deps.db.transaction().execute(async (tx) => {
        const exclusion = await repo.findExclusion(tx, id);
        if (!exclusion || exclusion.kind !== 'self_exclusion' || exclusion.reactivated_at !== null)
          throw new AppError('not_found', 404, 'No such self-exclusion stands.');
        if (exclusion.reactivation_requested_at === null || !mayReactivate(exclusion, deps.now()))
          throw new AppError('exclusion_not_ended', 409);
        await repo.markReactivated(tx, id, deps.now(), operatorId);
        await deps.users.setSelfExcludedAt(tx, exclusion.user_id, null);
        return toExclusion((await repo.findExclusion(tx, id))!);
      });
    },
  };
}
