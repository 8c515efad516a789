import { fromMinor, toMinor } from '@casino/contracts';
import type { z } from 'zod';
import type { OperatorSettingsRequest } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import { resolve } from '../../markets/markets.catalogue.js';
import type { EventResult } from '../../markets/markets.types.js';
import * as book from '../book/book.repository.js';
import type { Book } from '../book/book.service.js';
import { VOID_AFTER_MS, type Settlement } from '../settlement/settlement.service.js';
import { createOperatorEvents, overrideView } from './operator.events.js';
import { liabilityOf } from './operator.liability.js';

type SettingsPatch = z.output<typeof OperatorSettingsRequest>;

/** The settings as the operator API speaks them: the request's names, amounts as decimals. */
const settingsView = (row: book.SettingsRow) => ({
  margin: row.margin,
  liveDelayMs: row.live_delay_ms,
  cashOutMarginBp: row.cash_out_margin_bp,
  minStake: fromMinor(row.min_stake),
  maxStake: fromMinor(row.max_stake),
  maxPayout: fromMinor(row.max_payout),
  maxMarketLiability: fromMinor(row.max_market_liability),
  maxEventLiability: fromMinor(row.max_event_liability),
});

export type OperatorService = ReturnType<typeof createOperatorService>;

/** The operator's hand on the book: trading, results, voids, settings and liability. */
export function createOperatorService(deps: { db: Db; book: Book; settlement: Settlement; now: () => Date }) {
  function eventOf(id: string) {
    const event = deps.book.event(id);
    if (!event) throw new SportsbookError('event_not_found', 404);
    return event;
  }

  const events = createOperatorEvents(deps);

  /** Changes an event's override and asks for its legs to be looked at again at `settleAt`; answers the override. */
  async function change(id: string, patch: Parameters<typeof book.upsertOverride>[2], settleAt?: Date) {
    eventOf(id);
    const row = await deps.db.transaction().execute(async (tx) => {
      const updated = await book.upsertOverride(tx, id, patch);
      if (settleAt) await deps.settlement.schedule(tx, id, settleAt);
      return updated;
    });
    deps.book.invalidate();
    return overrideView(row);
  }

  return {
    /** The trader's list of events and one event's detail (operator.events.ts). */
    events: events.list,
    event: events.detail,

    /** Stops bets on the whole event, or on one of its markets. */
    async suspend(id: string, marketId?: string) {
      const [current] = await book.readOverridesOf(deps.db, [id]);
      if (!marketId) return change(id, { suspended: true });
      return change(id, { suspended_markets: [...new Set([...(current?.suspended_markets ?? []), marketId])] });
    },
    async resume(id: string, marketId?: string) {
      const [current] = await book.readOverridesOf(deps.db, [id]);
      if (!marketId) return change(id, { suspended: false, suspended_markets: [] });
      return change(id, { suspended_markets: (current?.suspended_markets ?? []).filter((m) => m !== marketId) });
    },

    /** Enters or corrects the event's result: its tickets are settled, or settled again, on it. */
    async setResult(id: string, result: unknown) {
      const event = eventOf(id);
      const entered = result as EventResult;
      const markets = deps.book.view(event, await book.readSettings(deps.db), undefined, deps.now().getTime()).markets;
      try {
        // The result must be one the sport can produce: every market reads it.
        for (const market of markets)
          for (const outcome of [...market.outcomes, ...market.settled].map((o) => o.outcome))
            resolve(market.market, outcome, entered);
      } catch (error) {
        throw new SportsbookError('invalid_request', 400, {}, `The result cannot be read: ${(error as Error).message}`);
      }
      return change(id, { result: entered, status: null, status_since: null, bumpRevision: true }, deps.now());
    },

    /** Voids the event: every leg on it is settled at odds 1.00. */
    voidEvent: (id: string) => change(id, { status: 'void', result: null, bumpRevision: true }, deps.now()),

    /** Postponed or cancelled: bets wait 48 hours for a result (or the event's return), then are void. */
    holdEvent: (id: string, status: 'postponed' | 'cancelled') => {
      const now = deps.now();
      return change(id, { status, status_since: now }, new Date(now.getTime() + VOID_AFTER_MS));
    },

    /** A postponed event resumed (within 48 hours its bets stand): it settles on its result. */
    reinstate: (id: string) => change(id, { status: null, status_since: null }, deps.now()),

    settings: async () => settingsView(await book.readSettings(deps.db)),
    async updateSettings(patch: SettingsPatch) {
      const money = (value: number | undefined) => (value === undefined ? undefined : toMinor(value));
      const values = {
        margin: patch.margin,
        live_delay_ms: patch.liveDelayMs,
        cash_out_margin_bp: patch.cashOutMarginBp,
        min_stake: money(patch.minStake),
        max_stake: money(patch.maxStake),
        max_payout: money(patch.maxPayout),
        max_market_liability: money(patch.maxMarketLiability),
        max_event_liability: money(patch.maxEventLiability),
      };
      await book.updateSettings(deps.db, Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)));
      deps.book.invalidate();
      return settingsView(await book.readSettings(deps.db));
    },

    /** What the book stands to pay per event and market from its open tickets, largest first. */
    liability: (eventId?: string) => liabilityOf(deps.db, deps.book, eventId),
  };
}
