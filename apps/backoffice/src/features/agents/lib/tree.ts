import type { AgentSummary } from '@casino/contracts';

/**
 * Agents in the order of their tree, each under its parent, with its depth below `rootId` (the
 * calling agent; null for the owner, whose roots are the agents whose parent is not listed).
 */
export function asTree(
  agents: readonly AgentSummary[],
  rootId: number | null,
): { agent: AgentSummary; depth: number }[] {
  const listed = new Set(agents.map((agent) => agent.id));
  const children = new Map<number | null, AgentSummary[]>();
  for (const agent of agents) {
    const parent = agent.parent_id !== null && listed.has(agent.parent_id) ? agent.parent_id : rootId;
    children.set(parent, [...(children.get(parent) ?? []), agent]);
  }
  const out: { agent: AgentSummary; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const agent of children.get(parent) ?? []) {
      out.push({ agent, depth });
      walk(agent.id, depth + 1);
    }
  };
  walk(rootId, 0);
  return out;
}
