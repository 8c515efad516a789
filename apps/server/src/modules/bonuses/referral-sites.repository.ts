import type { Executor, Tx } from '../../db/database.js';

export function countSites(db: Executor, userId: number) {
  return db
    .selectFrom('referral_sites')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Inserts a site; undefined when its code is taken (the caller draws another). */
export function insertSite(
  db: Executor,
  site: { userId: number; name: string; link: string; code: string; now: Date },
) {
  return db
    .insertInto('referral_sites')
    .values({ user_id: site.userId, name: site.name, link: site.link, code: site.code, created_at: site.now })
    .onConflict((conflict) => conflict.column('code').doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** The player's sites, newest first, each with the players who signed up through it. */
export function listSites(db: Executor, userId: number) {
  return db
    .selectFrom('referral_sites as s')
    .leftJoin('referrals as r', 'r.site_id', 's.id')
    .selectAll('s')
    .select((eb) => eb.fn.count<string>('r.user_id').as('players'))
    .where('s.user_id', '=', userId)
    .groupBy('s.id')
    .orderBy('s.id', 'desc')
    .execute();
}

export function findSiteByCode(db: Executor, code: string) {
  return db.selectFrom('referral_sites').select(['id', 'user_id']).where('code', '=', code).executeTakeFirst();
}

/** The owner of the site with `code` when they are an agent (role A); undefined otherwise. */
export function findAgentOfCode(db: Executor, code: string) {
  return db
    .selectFrom('referral_sites as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select('u.id')
    .where('s.code', '=', code)
    .where('u.role', '=', 'A')
    .executeTakeFirst();
}

export async function insertReferral(tx: Tx, userId: number, siteId: number, now: Date) {
  await tx.insertInto('referrals').values({ user_id: userId, site_id: siteId, created_at: now }).execute();
}
