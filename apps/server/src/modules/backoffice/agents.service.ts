import {
  type AgentActivity,
  type AgentActivityQuery,
  type AgentCommissionPaid,
  type AgentCommissionPayment,
  type AgentSummary,
  type CommissionPaymentRequest,
  fromMinor,
  type NewAgentRequest,
  type NewStaffRequest,
  type RoleCode,
  type StaffAccount,
} from '@casino/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import type { DayRange, PlayerActivityService } from '../reports/index.js';
import { dayRange } from '../reports/index.js';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import { basisPointsOf, commissionDue, percentOf, summariseActivity } from './agent-activity.js';
import * as payments from './agent-payments.repository.js';
import * as repo from './agents.repository.js';

export type AgentsService = ReturnType<typeof createAgentsService>;
type Staff = { userId: number; role: RoleCode };
type ActivityQuery = z.output<typeof AgentActivityQuery>;

const notFound = () => new AppError('not_found', 404, 'No such agent.');
// What PostgreSQL answers when the period key or the no-overlap exclusion refuses a payment (migration 0038).
const PERIOD_TAKEN = new Set(['23505', '23P01']);
const alreadyPaid = () =>
  new AppError('already_exists', 409, 'This period, or part of it, is already paid to this agent in this currency.');

function toPayment(row: payments.PaymentRow): AgentCommissionPayment {
  return {
    id: row.id,
    agent_id: row.agent_id,
    currency: row.currency,
    from: row.from_day,
    to: row.to_day,
    ngr: fromMinor(row.ngr),
    rate: percentOf(row.rate_bp),
    amount: fromMinor(row.amount),
    paid_by: row.paid_by,
    paid_by_username: row.paid_by_username,
    paid_at: row.paid_at.toISOString(),
  };
}

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
  wallet: Pick<WalletService, 'creditAgentCommission'>;
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

  /** The activity's inputs for an agent and a range: their tree's players and those players' money. */
  async function treeActivity(agent: repo.AgentRow, range: DayRange) {
    const players = await repo.treePlayers(deps.db, agent.id);
    const money = await deps.activity.playerActivity(
      { from: range.start, to: range.end },
      players.map((player) => player.id),
    );
    return { agentId: agent.id, rateBp: Number(agent.rate_bp), players, money };
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
      const input = await treeActivity(agent, range);
      return {
        agent: { id: agent.id, username: agent.username, commission_rate: percentOf(input.rateBp) },
        from: range.from,
        to: range.to,
        ...summariseActivity(input),
      };
    },

    /**
     * The owner pays an agent's commission for a period and a currency into the agent's cash
     * (decision 044): the amount is the activity's own (`commissionDue`), never the caller's. The
     * period must be over (its later money could never be paid otherwise) and in the agent's
     * currency (the ledger never converts). The record and the credit commit together; the
     * database refuses a period already paid, or overlapping one, and two requests at once pay once.
     */
    async payCommission(
      ownerId: number,
      agentId: number,
      request: CommissionPaymentRequest,
    ): Promise<AgentCommissionPaid> {
      const now = deps.now();
      const range = dayRange(request, now);
      if (range.end > now)
        throw new FieldValidationError({
          to: [{ code: 'invalid', message: 'The period is not over yet: pay it from the day after its last day.' }],
        });
      const agent = await repo.findAgent(deps.db, agentId);
      if (!agent) throw notFound();
      if (request.currency !== agent.currency)
        throw new FieldValidationError({
          currency: [{ code: 'invalid_currency', message: `The agent's balance is in ${agent.currency}.` }],
        });
      const input = await treeActivity(agent, range);
      const due = commissionDue(input).find((row) => row.currency === request.currency);
      if (!due || due.amount <= 0)
        throw new AppError('nothing_to_pay_out', 409, 'No commission is due for this period and currency.');
      // One key per period: even past the table's constraints the ledger would not credit it twice.
      const key = `agent-commission:${agent.id}:${due.currency}:${range.from}:${range.to}`;
      try {
        return await deps.db.transaction().execute(async (tx) => {
          const row = await payments.insertPayment(tx, {
            agentId: agent.id,
            currency: due.currency,
            from: range.from,
            to: range.to,
            ngr: due.ngr,
            rateBp: input.rateBp,
            amount: due.amount,
            operationKey: key,
            paidBy: ownerId,
            now,
          });
          const credit = await deps.wallet.creditAgentCommission(
            { key, userId: agent.id, currency: due.currency, amount: due.amount },
            tx,
          );
          if (credit.replayed) throw alreadyPaid();
          return { ...toPayment(row), balance: fromMinor(credit.balances.cash) };
        });
      } catch (error) {
        if (PERIOD_TAKEN.has((error as { code?: string }).code ?? '')) throw alreadyPaid();
        throw error;
      }
    },

    /** The commissions paid to an agent: an agent reads their own, the owner any agent's. */
    async payments(staff: Staff, agentId: number): Promise<AgentCommissionPayment[]> {
      if (staff.role !== 'O' && staff.userId !== agentId)
        throw new AppError('permission_denied', 403, 'An agent reads their own commission payments alone.');
      if (!(await repo.findAgent(deps.db, agentId))) throw notFound();
      return (await payments.listPayments(deps.db, agentId)).map(toPayment);
    },
  };
}
