import { fromMinor, toMinor, type TicketPlacementRequest } from '@casino/contracts';
import type { WalletClient } from '@casino/seamless-client';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { SportsbookError } from '../../lib/sportsbook-error.js';
import { walletRefusal } from '../../lib/wallet-refusal.js';
import { formatOdds } from '../../tickets/ticket.odds.js';
import type { Ticket, TicketInput } from '../../tickets/ticket.types.js';
import { validateTicket } from '../../tickets/ticket.validate.js';
import { readOverridesOf, readSettings, type OverrideRow, type SettingsRow } from '../book/book.repository.js';
import { quoteOf } from '../book/book.quote.js';
import type { Book } from '../book/book.service.js';
import { walletIds } from '../outbox/outbox.service.js';
import type { Session } from '../sessions/sessions.service.js';
import { liabilityRows } from './tickets.model.js';
import { receiptText, signReceipt } from './tickets.receipt.js';
import * as repo from './tickets.repository.js';

type Placement = z.output<typeof TicketPlacementRequest>;
type Leg = Ticket['legs'][number];

export interface PlacementDeps {
  db: Db;
  book: Book;
  wallet: WalletClient;
  now: () => Date;
  keys: () => Promise<{ install_id: string; private_key: string }>;
  sleep?: (ms: number) => Promise<void>;
}

/** A placed ticket as it stands: its row and legs (what the answer shows), and the balance after its stake. */
export interface Placed {
  ticket: repo.TicketRow;
  legs: repo.LegRow[];
  balance: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The game id a ticket's stake names in the platform's wallet when its legs are of several sports. */
export const SEVERAL_SPORTS = 'multi-sport';

/**
 * Places a ticket (issue #19): checked against the rules, the limits and the book's prices;
 * a live one waits the acceptance delay and is checked again; the stake is taken through the
 * seamless wallet before the ticket is accepted. The request id is claimed first, so the
 * same id twice makes one ticket; a ticket whose stake was not confirmed is never accepted
 * (its bet is rolled back: see `reject` and recoverPending).
 */
export function createPlacement(deps: PlacementDeps) {
  const sleep = deps.sleep ?? defaultSleep;

  /** Each leg's current odds, refusing a leg that cannot be bet now; live: some leg's event is in play. */
  function quoteLegs(legs: readonly Leg[], settings: SettingsRow, overrides: ReadonlyMap<string, OverrideRow>) {
    const at = deps.now().getTime();
    let live = false;
    const odds = legs.map((leg) => {
      const event = deps.book.event(leg.eventId);
      if (!event) throw new SportsbookError('event_not_found', 400, { event_id: leg.eventId });
      const view = deps.book.view(event, settings, overrides.get(event.id), at);
      if (view.state === 'live') live = true;
      const quote = quoteOf(view, leg.marketId, leg.outcomeId);
      if (quote.kind === 'not_found') throw new SportsbookError('error_block_bet_data', 400, legRef(leg));
      if (quote.kind === 'closed') throw new SportsbookError('market_closed', 400, legRef(leg));
      if (quote.kind === 'suspended') throw new SportsbookError('market_suspended', 400, legRef(leg));
      return quote.odds;
    });
    return { odds, live };
  }

  /** Refuses a pending ticket: frees its liability and, when its bet may have been taken, rolls it back. */
  async function reject(ticketId: number, ticket: Ticket, code: string, rollBack = false) {
    await deps.db.transaction().execute(async (tx) => {
      if (!(await repo.finishPending(tx, ticketId, { state: 'rejected', reject_code: code }))) return;
      await repo.addLiability(tx, liabilityRows(ticket, -1));
      if (rollBack) await repo.insertOps(tx, deps.now(), [rollbackOp((await deps.keys()).install_id, ticketId)]);
    });
  }

  /** A live ticket after its delay: the odds it is accepted at now, its legs and liability moved to them. */
  async function recheck(ticketId: number, ticket: Ticket, accept: Placement['accept_odds']): Promise<Ticket> {
    const eventIds = [...new Set(ticket.legs.map((leg) => leg.eventId))];
    // Read fresh: the operator may have changed the margin or suspended a market meanwhile.
    const overrides = new Map((await readOverridesOf(deps.db, eventIds)).map((o) => [o.event_id, o]));
    let legs: Leg[];
    try {
      legs = acceptedOdds(ticket.legs, quoteLegs(ticket.legs, await readSettings(deps.db), overrides).odds, accept);
    } catch (error) {
      await reject(ticketId, ticket, error instanceof SportsbookError ? error.code : 'invalid_request');
      throw error;
    }
    const moved = { ...ticket, legs };
    if (legs.every((leg, i) => leg.odds === ticket.legs[i]!.odds)) return moved;
    await deps.db.transaction().execute(async (tx) => {
      for (const [idx, leg] of legs.entries()) await repo.setLegOdds(tx, ticketId, idx, leg.odds);
      await repo.addLiability(tx, [...liabilityRows(ticket, -1), ...liabilityRows(moved, 1)]);
    });
    return moved;
  }

  /**
   * The ticket's sport, the game id its stake names in the platform's wallet: the platform's
   * reports split sports bets by it (decision 043); legs of several sports name SEVERAL_SPORTS.
   */
  function sportOf(ticket: Ticket): string {
    const sports = new Set(ticket.legs.map((leg) => deps.book.event(leg.eventId)?.sport ?? SEVERAL_SPORTS));
    return sports.size === 1 ? [...sports][0]! : SEVERAL_SPORTS;
  }

  /** Takes the stake and accepts the ticket, or rejects it and frees what it reserved. */
  async function takeStake(claimed: repo.TicketRow, ticket: Ticket): Promise<Placed> {
    const keys = await deps.keys();
    const ids = walletIds(keys.install_id, claimed.id);
    const result = await deps.wallet.bet({
      transactionId: ids.bet,
      roundId: ids.round,
      playerId: claimed.player_id,
      gameId: sportOf(ticket),
      amount: fromMinor(ticket.stake),
      ...(claimed.free_bet_id === null ? {} : { freeBetId: claimed.free_bet_id }),
    });
    if (!result.ok) {
      const refusal = walletRefusal(result);
      // An unknown answer may have taken the stake: the ticket is refused and its bet rolled back.
      await reject(claimed.id, ticket, refusal.code, result.kind === 'unknown');
      throw refusal;
    }
    const acceptedAt = deps.now();
    const legs = ticket.legs.map((leg, idx) => ({
      ticket_id: claimed.id,
      idx,
      event_id: leg.eventId,
      market_id: leg.marketId,
      outcome_id: leg.outcomeId,
      odds: leg.odds,
      outcome: null,
      outcome_revision: 0,
    }));
    const signature = signReceipt(keys.private_key, receiptText(claimed, legs, acceptedAt));
    const change = { state: 'accepted' as const, signature, accepted_at: acceptedAt };
    // Recovery took the ticket while the stake was on its way: its rollback refunds the stake.
    if (!(await repo.finishPending(deps.db, claimed.id, change))) throw new SportsbookError('wallet_unavailable', 503);
    return { ticket: { ...claimed, ...change }, legs, balance: result.body.balance };
  }

  return {
    async placeTicket(session: Session, request: Placement): Promise<Placed> {
      const { settings, overrides } = await deps.book.cached();
      let ticket = validateTicket(inputOf(request), {
        minStake: settings.min_stake,
        maxStake: settings.max_stake,
        maxPayout: settings.max_payout,
        maxLegs: 20,
      });
      const first = quoteLegs(ticket.legs, settings, overrides);
      ticket = { ...ticket, legs: acceptedOdds(ticket.legs, first.odds, request.accept_odds) };
      const claim: repo.NewTicket = {
        player_id: session.player_id,
        currency: session.currency,
        request_id: request.request_id,
        type: ticket.type,
        system_name: ticket.systemName ?? null,
        sizes: [...ticket.sizes],
        lines: ticket.lines,
        stake: ticket.stake,
        free_bet_id: request.free_bet_id ?? null,
        accept_odds: request.accept_odds,
        live: first.live,
        state: 'pending',
      };
      const events = [...new Set(ticket.legs.map((leg) => leg.eventId))];
      let id: number | undefined;
      try {
        id = await repo.claimTicket(
          deps.db,
          claim,
          ticket.legs.map((leg, idx) => ({
            idx,
            event_id: leg.eventId,
            market_id: leg.marketId,
            outcome_id: leg.outcomeId,
            odds: leg.odds,
          })),
          {
            // Its legs are settled when their events finish.
            jobs: events.map((event_id) => ({
              event_id,
              due_at: new Date(deps.book.finishesAt(deps.book.event(event_id)!, settings)),
            })),
            liability: liabilityRows(ticket, 1),
            limits: { market: settings.max_market_liability, event: settings.max_event_liability },
          },
        );
      } catch (error) {
        if (repo.isLiabilityRefusal(error))
          throw new SportsbookError('transaction_limit', 400, { reason: 'liability' });
        throw error;
      }
      // The request id was used: a second request with it is refused at once (even during a live delay).
      if (id === undefined) throw new SportsbookError('error_exist_bet', 409);
      const claimed: repo.TicketRow = {
        ...claim,
        id,
        status: 'Wait',
        payout: 0,
        returns_token: false,
        revision: 0,
        sold_stake: 0,
        sold_payout: 0,
        signature: null,
        reject_code: null,
        created_at: deps.now(),
        accepted_at: null,
        settled_at: null,
      };
      if (first.live) {
        await sleep(settings.live_delay_ms);
        ticket = await recheck(id, ticket, request.accept_odds);
      }
      return takeStake(claimed, ticket);
    },
  };
}

/** The odds a ticket is accepted at, or coefs_changed with the current ones. */
function acceptedOdds(legs: readonly Leg[], current: readonly number[], accept: Placement['accept_odds']): Leg[] {
  const moved = legs.some((leg, i) => {
    const now = current[i]!;
    return accept === 'any' ? false : accept === 'higher' ? now < leg.odds : now !== leg.odds;
  });
  if (moved)
    throw new SportsbookError('coefs_changed', 409, {
      legs: legs.map((leg, i) => ({ ...legRef(leg), odds: Number(formatOdds(current[i]!)) })),
    });
  return legs.map((leg, i) => ({ ...leg, odds: current[i]! }));
}

/** The rollback of a ticket's bet, sent by the outbox: safe whether or not the bet arrived. */
export const rollbackOp = (install: string, ticketId: number) => ({
  transaction_id: walletIds(install, ticketId).rollback,
  ticket_id: ticketId,
  seq: 1,
  kind: 'rollback' as const,
  amount: 0,
});

const legRef = (leg: Leg) => ({ event_id: leg.eventId, market_id: leg.marketId, outcome_id: leg.outcomeId });

function inputOf(request: Placement): TicketInput {
  const legs = request.legs.map((leg) => ({
    eventId: leg.event_id,
    marketId: leg.market_id,
    outcomeId: leg.outcome_id,
    odds: Math.round(leg.odds * 1000),
  }));
  const base = { legs, stake: toMinor(request.stake), freeBet: request.free_bet_id !== undefined };
  if (request.type !== 'system') return { ...base, type: request.type };
  if (request.system === undefined) throw new SportsbookError('error_block_bet_data', 400, { reason: 'system' });
  return typeof request.system === 'number'
    ? { ...base, type: 'system', of: request.system }
    : { ...base, type: 'system', name: request.system };
}
