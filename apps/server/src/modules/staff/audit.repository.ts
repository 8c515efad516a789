import type { Executor } from '../../db/database.js';

export interface NewAuditEntry {
  actorId: number;
  role: string;
  action: string;
  target: string;
  request: unknown;
  before: unknown;
  after: unknown;
  status: number;
  ip: string;
  at: Date;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

export async function insertEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: entry.at,
      actor_id: entry.actorId,
      role: entry.role,
      action: entry.action,
      target: entry.target,
      request: json(entry.request),
      before: json(entry.before),
      after: json(entry.after),
      status: entry.status,
      ip: entry.ip,
    })
    .execute();
}

/** A page of the log, newest first, with each actor's username. */
export async function listEntries(db: Executor, page: { offset: number; limit: number; actorId?: number }) {
  let query = db.selectFrom('audit_log').innerJoin('users', 'users.id', 'audit_log.actor_id');
  if (page.actorId !== undefined) query = query.where('audit_log.actor_id', '=', page.actorId);
  const [rows, total] = await Promise.all([
    query
      .select([
        'audit_log.id',
        'audit_log.at',
        'audit_log.actor_id',
        'users.username as actor',
        'audit_log.role',
        'audit_log.action',
        'audit_log.target',
        'audit_log.request',
        'audit_log.before',
        'audit_log.after',
        'audit_log.status',
        'audit_log.ip',
      ])
      .orderBy('audit_log.id', 'desc')
      .offset(page.offset)
      .limit(page.limit)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, count: Number(total.count) };
}
