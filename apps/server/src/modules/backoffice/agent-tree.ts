import { type RawBuilder, sql } from 'kysely';

/**
 * The agent and every agent under them, through `parent` (SPEC §3 User), as a subquery of ids
 * (issue #25, decision 044). UNION, not UNION ALL: an id found twice is not walked again, so the
 * walk ends whatever the parents hold. Read through users_parent_idx; no id when `agentId` is not
 * an agent.
 */
export function agentTree(agentId: number): RawBuilder<{ id: number }> {
  return sql`WITH RECURSIVE tree(id) AS (
      SELECT id FROM users WHERE id = ${agentId} AND role = 'A'
      UNION
      SELECT u.id FROM users u JOIN tree ON u.parent_id = tree.id WHERE u.role = 'A'
    ) SELECT id FROM tree`;
}

/**
 * Whose players a staff member sees: every player (null), a cashier's own (`parent`), or an
 * agent's and their sub-agents' (`tree`).
 */
export type PlayerScope = null | { parent: number } | { tree: number };

/** The condition on `users` (a player's row) that keeps the players of the scope. */
export function inScope(scope: Exclude<PlayerScope, null>): RawBuilder<boolean> {
  return 'parent' in scope
    ? sql<boolean>`users.parent_id = ${scope.parent}`
    : sql<boolean>`users.parent_id IN (${agentTree(scope.tree)})`;
}
