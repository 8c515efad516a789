import {
  type AgentActivity,
  type AgentActivityQuery,
  type AgentSummary,
  fromMinor,
  type NewAgentRequest,
  type NewStaffRequest,
  type RoleCode,
  type StaffAccount,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import type { PlayerActivityService } from '../reports/index.js';
import { dayRange } from '../reports/index.js';
import type { SettingsService } from '../settings/index.js';
import { basisPointsOf, percentOf, summariseActivity } from './agent-activity.js';
import * as repo from './agents.repository.js';

export type AgentsService = ReturnType<typeof createAgentsService>;
type Staff = { userId: number; role: RoleCode };
type ActivityQuery = z.output<typeof AgentActivityQuery>;

const notFound = () => new AppError('not_found', 404, 'No such agent.');

function toSummary(row: repo.AgentRow): AgentSummary {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    parent_id: row.parent_id,
    parent_username: row.parent_username,
    currency: row.currency,
    balance: fromMinor(Number(row.cash)),
    players: Number(row.players),
    commission_rate: percentOf(Number(row.rate_bp)),
    is_banned: row.is_banned,
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Agents and their networks (issue #25, decision 044): an agent makes sub-agents under them and
 * sees their tree; the owner sees every agent, makes agents under any agent and sets each one's
 * commission rate.
 */
export function createAgentsService(deps: {
  db: Db;
  now: () => Date;
  settings: SettingsService;
  /** Makes the staff account (the staff module's, with the parent). */
  createStaff: (input: NewStaffRequest, parentId: number | null) => Promise<StaffAccount>;
  activity: PlayerActivityService;
}) {
  /** An agent the caller may see: the owner any agent; an agent themselves and those under them. */
  async function visibleAgent(staff: Staff, id: number) {
    if (staff.role !== 'O' && !(await repo.isInTree(deps.db, staff.userId, id))) throw notFound();
    const row = await repo.findAgent(deps.db, id);
    if (!row) throw notFound();
    return row;
  }

  /** The parent and currency of a new agent: an agent's own for their sub-agent; the owner's choice. */
  async function placement(staff: Staff, request: NewAgentRequest) {
    if (staff.role === 'A' && request.parent_id !== undefined && request.parent_id !== staff.userId)
      throw new AppError('permission_denied', 403, 'An agent makes sub-agents under themselves alone.');
    const parentId = staff.role === 'A' ? staff.userId : (request.parent_id ?? null);
    if (parentId === null) {
      const currency = request.currency ?? (await deps.settings.defaultCurrency());
      if (!(await deps.settings.findCurrency(currency))) throw FieldValidationError.of('currency', 'invalid_currency');
      return { parentId, currency };
    }
    const parent = await repo.findAgent(deps.db, parentId);
    if (!parent) throw FieldValidationError.of('parent_id', 'invalid');
    // A sub-agent's transfers and players are in their parent's currency, whatever was asked.
    if (request.currency !== undefined && request.currency !== parent.currency)
      throw FieldValidationError.of('currency', 'invalid_currency');
    return { parentId, currency: parent.currency };
  }

  return {
    /** The agents under the caller, recursively (an agent), or every agent (the owner). */
    async list(staff: Staff): Promise<AgentSummary[]> {
      const rows = await repo.listAgents(deps.db, staff.role === 'O' ? null : staff.userId);
      return rows.map(toSummary);
    },

    /** Makes an agent: a sub-agent under the calling agent, or under any agent (or none) for the owner. */
    async create(staff: Staff, request: NewAgentRequest): Promise<AgentSummary> {
      const { parentId, currency } = await placement(staff, request);
      const account = await deps.createStaff(
        { username: request.username, email: request.email, password: request.password, role: 'A', currency },
        parentId,
      );
      return toSummary((await repo.findAgent(deps.db, account.id))!);
    },

    /** One agent the caller may see; another network's agent is not found. */
    get: async (staff: Staff, id: number): Promise<AgentSummary> => toSummary(await visibleAgent(staff, id)),

    /** The owner sets an agent's commission rate (percent of their direct players' positive NGR). */
    async setCommissionRate(id: number, rate: number): Promise<AgentSummary> {
      if (!(await repo.findAgent(deps.db, id))) throw notFound();
      await repo.setCommissionRate(deps.db, id, basisPointsOf(rate), deps.now());
      return toSummary((await repo.findAgent(deps.db, id))!);
    },

    /**
     * The activity of an agent's tree over a UTC date range: each player's money, totals per
     * currency and the agent's commission. An agent reads their own (or a sub-agent's); the owner
     * names the agent.
     */
    async activity(staff: Staff, query: ActivityQuery): Promise<AgentActivity> {
      const range = dayRange(query, deps.now());
      const agentId = query.agent_id ?? (staff.role === 'O' ? null : staff.userId);
      if (agentId === null) throw FieldValidationError.of('agent_id', 'required');
      const agent = await visibleAgent(staff, agentId);
      const players = await repo.treePlayers(deps.db, agent.id);
      const money = await deps.activity.playerActivity(
        { from: range.start, to: range.end },
        players.map((player) => player.id),
      );
      const rateBp = Number(agent.rate_bp);
      return {
        agent: { id: agent.id, username: agent.username, commission_rate: percentOf(rateBp) },
        from: range.from,
        to: range.to,
        ...summariseActivity({ agentId: agent.id, rateBp, players, money }),
      };
    },
  };
}
