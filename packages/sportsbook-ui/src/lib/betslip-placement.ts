import { accountStore, balanceMoved, requireLogin } from './account';
import { ApiError, player, requestId } from './api';
import {
  acceptChanges,
  fitMode,
  LIVE_DELAY_MS,
  selectionKey,
  slipStore,
  update,
  type Selection,
  type Slip,
} from './betslip-store';
import { summarize, type SlipSummary } from './betslip-summary';
import type { SportsBet, TicketPlacementRequest } from './contracts';
import { parseStake } from './format';

/** The placement requests of the slip: one per single, else one ticket. */
export function requestsOf(slip: Slip, summary: SlipSummary): TicketPlacementRequest[] {
  const leg = (s: Selection) => ({ event_id: s.eventId, market_id: s.marketId, outcome_id: s.outcomeId, odds: s.odds });
  const base = { accept_odds: slip.acceptOdds, ...(summary.freeBet ? { free_bet_id: summary.freeBet.id } : {}) };
  if (slip.mode === 'single') {
    return slip.selections.map((s) => {
      const cents = summary.freeBet
        ? Math.round(summary.freeBet.amount * 100)
        : (parseStake(slip.stakes[s.key] ?? slip.stake) ?? 0);
      return { ...base, request_id: requestId(), type: 'single', stake: cents / 100, legs: [leg(s)] };
    });
  }
  const ticket: TicketPlacementRequest = {
    ...base,
    request_id: requestId(),
    type: slip.mode,
    stake: summary.stake / 100,
    legs: slip.selections.map(leg),
  };
  if (slip.mode === 'system' && slip.system !== null) ticket.system = slip.system;
  return [ticket];
}

/** Places the slip: the tickets it makes, with the live delay's countdown while the provider decides. */
export async function placeSlip(): Promise<void> {
  const account = accountStore.get();
  if (account.status !== 'player') return requireLogin();
  let slip = slipStore.get();
  if (slip.changedByProvider.length > 0 || slip.selections.some((s) => s.odds !== s.current)) {
    acceptChanges();
    slip = slipStore.get();
  }
  const summary = summarize(slip, account.balance?.balance ?? null, account.balance?.free_bets);
  if (summary.problem || slip.phase.kind === 'placing') return;
  const live = slip.selections.some((s) => s.live);
  const startedAt = Date.now();
  update(() => ({ phase: { kind: 'placing', startedAt, until: live ? startedAt + LIVE_DELAY_MS : null } }));

  const requests = requestsOf(slip, summary);
  const results = await Promise.allSettled(requests.map((request) => player.place(request)));
  const placed: SportsBet[] = [];
  const placedKeys = new Set<string>();
  let failure: ApiError | null = null;
  results.forEach((result, i) => {
    if (result.status === 'fulfilled') {
      placed.push(result.value);
      for (const leg of requests[i]!.legs) placedKeys.add(selectionKey(leg.event_id, leg.market_id, leg.outcome_id));
    } else {
      failure ??= result.reason instanceof ApiError ? result.reason : new ApiError('network', 0);
    }
  });
  if (placed.length > 0) balanceMoved();

  const now = slipStore.get();
  if (!failure) {
    update(() => ({
      phase: {
        kind: 'placed',
        bets: placed,
        stake: summary.stake,
        potential: summary.potential,
        selections: now.selections,
      },
      changedByProvider: [],
    }));
    return;
  }
  const error: ApiError = failure;
  // The singles that went through leave the slip; what failed stays with the reason.
  let selections = now.selections.filter((s) => !placedKeys.has(s.key));
  let changedByProvider: string[] = [];
  if (error.code === 'coefs_changed' && Array.isArray(error.body.legs)) {
    const legs = error.body.legs as { event_id: string; market_id: string; outcome_id: string; odds: number }[];
    const fresh = new Map(legs.map((leg) => [selectionKey(leg.event_id, leg.market_id, leg.outcome_id), leg.odds]));
    selections = selections.map((s) => (fresh.has(s.key) ? { ...s, current: fresh.get(s.key)! } : s));
    changedByProvider = selections.filter((s) => s.current !== s.odds).map((s) => s.key);
  }
  if (error.code === 'market_suspended' || error.code === 'market_closed') {
    const key = typeof error.body.market_id === 'string' ? error.body.market_id : null;
    if (key)
      selections = selections.map((s) =>
        s.marketId === key ? { ...s, status: error.code === 'market_closed' ? 'closed' : 'suspended' } : s,
      );
  }
  const reason = typeof error.body.reason === 'string' ? error.body.reason : undefined;
  update((current) => ({
    selections,
    ...fitMode(current, selections),
    changedByProvider,
    phase: {
      kind: 'error',
      code: error.code,
      ...(reason ? { reason } : {}),
      ...(placed.length ? { placed: placed.length } : {}),
    },
  }));
}
