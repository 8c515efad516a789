import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import { agentTree } from './agent-tree.js';
import { balanceOf } from './players.repository.js';

/** Agents with their parent's name, cash balance, direct players and commission rate (basis points). */
function agentsQuery(db: Executor) {
  return db
    .selectFrom('users')
    .leftJoin('users as parent', 'parent.id', 'users.parent_id')
    .leftJoin('agent_commission_rates as rates', 'rates.agent_id', 'users.id')
    .where('users.role', '=', 'A')
    .select([
      'users.id',
      'users.username',
      'users.email',
      'users.parent_id',
      'parent.username as parent_username',
      'users.currency',
      'users.is_banned',
      'users.created_at',
    ])
    .select([
      balanceOf('cash').as('cash'),
      sql<string>`(SELECT count(*) FROM users p WHERE p.parent_id = users.id AND p.role = 'P')`.as('players'),
      sql<number>`coalesce(rates.rate_bp, 0)`.as('rate_bp'),
    ]);
}

export type AgentRow = NonNullable<Awaited<ReturnType<typeof findAgent>>>;

/** The agents under `agentId` (sub-agents and theirs, recursively), or every agent (null); oldest first. */
export function listAgents(db: Executor, agentId: number | null) {
  let query = agentsQuery(db);
  if (agentId !== null)
    query = query.where(sql<boolean>`users.id IN (${agentTree(agentId)})`).where('users.id', '!=', agentId);
  return query.orderBy('users.id').execute();
}

/** One agent; undefined when `id` is no agent. */
export function findAgent(db: Executor, id: number) {
  return agentsQuery(db).where('users.id', '=', id).executeTakeFirst();
}

/** Whether `agentId` is `rootId` or one of the agents under them. */
export async function isInTree(db: Executor, rootId: number, agentId: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    SELECT ${agentId}::bigint IN (${agentTree(rootId)}) AS found`.execute(db);
  return rows[0]?.found === true;
}

/** The players of the agent's tree: theirs and their sub-agents', with the agent each is under. */
export function treePlayers(db: Executor, agentId: number) {
  return db
    .selectFrom('users')
    .select(['users.id', 'users.username', 'users.parent_id'])
    .where('users.role', '=', 'P')
    .where(sql<boolean>`users.parent_id IN (${agentTree(agentId)})`)
    .execute();
}

export async function setCommissionRate(db: Executor, agentId: number, rateBp: number, now: Date): Promise<void> {
  await db
    .insertInto('agent_commission_rates')
    .values({ agent_id: agentId, rate_bp: rateBp, updated_at: now })
    .onConflict((conflict) => conflict.column('agent_id').doUpdateSet({ rate_bp: rateBp, updated_at: now }))
    .execute();
}
