import type { RoleCode } from '@casino/contracts';

/**
 * Who may do what in the back office: the roles each back-office route names (the matrix,
 * route by route, is docs/permissions.md; its test keeps the two equal). The owner (O) may do
 * everything an operator may; a cashier's transfer moves a cashier's or an agent's own money.
 */
export const STAFF = {
  /** The cashier transfer to a player (SPEC §7), for cashiers (C) and agents (A). */
  cashiers: ['C', 'A'],
  /** The super operator's work: payments queues and decisions, KYC, self-exclusion, bonus grants and bonus settings. */
  operators: ['SO', 'O'],
  /** The super admin's configuration: payment systems, games and providers, content. */
  admins: ['SA', 'O'],
  /** The owner's alone: staff accounts and the audit log. */
  owners: ['O'],
  /** The agents' networks (decision 044): sub-agents, their players' activity and commission; the owner sees every agent. */
  agentNetwork: ['A', 'O'],
  /** An agent's own: their referral sites. */
  agents: ['A'],
} as const satisfies Record<string, readonly RoleCode[]>;
