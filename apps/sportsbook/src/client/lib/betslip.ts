import { accountStore, balanceMoved, requireLogin } from './account';
import { ApiError, player, requestId } from './api';
import {
  acceptsChange,
  accumulatorOdds,
  accumulatorReturn,
  freeBetReturn,
  linesOf,
  repeatedEvents,
  singleReturn,
  sizesOf,
  systemOptions,
  systemReturn,
  type SystemChoice,
} from './betslip-math';
import type {
  AcceptOdds,
  FeedEventSummary,
  FeedMarket,
  FeedOutcome,
  SportsBet,
  TicketPlacementRequest,
} from './contracts';
import { findMarket, subscribeFeed } from './feed-store';
import { parseStake } from './format';
import { createStore } from './store';

/**
 * The betslip: the selections, the ticket type, the stakes, the odds-change setting, and a
 * placement in progress (a live ticket is answered after the provider's acceptance delay,
 * counted down on screen). Prices follow the feed: a change the setting takes is taken, any
 * other shows old and new odds until the player accepts them.
 */
export const MAX_SELECTIONS = 20;
/** The provider's default acceptance delay for a ticket with a live selection. */
export const LIVE_DELAY_MS = 5_000;
/** SPEC §9: the smallest sports stake is 0.10 (per line). */
export const MIN_STAKE_CENTS = 10;

export interface Selection {
  key: string;
  eventId: string;
  marketId: string;
  outcomeId: string;
  eventName: string;
  marketName: string;
  outcomeName: string;
  live: boolean;
  /** The odds the player has accepted: what the ticket sends. */
  odds: number;
  /** The odds the feed shows now. */
  current: number;
  status: 'open' | 'suspended' | 'closed';
}

export type SlipMode = 'single' | 'accumulator' | 'system';

export type SlipPhase =
  | { kind: 'idle' }
  | { kind: 'placing'; startedAt: number; until: number | null }
  | { kind: 'placed'; bets: SportsBet[]; stake: number; potential: number; selections: Selection[] }
  | { kind: 'error'; code: string; reason?: string; placed?: number };

export interface Slip {
  selections: Selection[];
  mode: SlipMode;
  /** Whether the player picked the mode (else it follows the number of selections). */
  modeChosen: boolean;
  /** Singles: each selection's stake as typed. */
  stakes: Record<string, string>;
  /** Accumulator: the stake; system: the stake per line. */
  stake: string;
  system: SystemChoice | null;
  acceptOdds: AcceptOdds;
  freeBetId: number | null;
  phase: SlipPhase;
  /** The provider answered coefs_changed: these selections have new odds to accept. */
  changedByProvider: string[];
}

const SLIP_KEY = 'sportsbook:slip';
const ACCEPT_KEY = 'persist:sportsbook-accept-odds';

function initial(): Slip {
  let selections: Selection[] = [];
  let acceptOdds: AcceptOdds = 'none';
  try {
    const stored = JSON.parse(sessionStorage.getItem(SLIP_KEY) ?? '[]') as Selection[];
    if (Array.isArray(stored)) selections = stored.slice(0, MAX_SELECTIONS);
    const accept = localStorage.getItem(ACCEPT_KEY);
    if (accept === 'higher' || accept === 'any') acceptOdds = accept;
  } catch {
    // No storage: an empty slip.
  }
  return {
    selections,
    mode: selections.length > 1 ? 'accumulator' : 'single',
    modeChosen: false,
    stakes: {},
    stake: '',
    system: null,
    acceptOdds,
    freeBetId: null,
    phase: { kind: 'idle' },
    changedByProvider: [],
  };
}

export const slipStore = createStore<Slip>(typeof window === 'undefined' ? ({} as Slip) : initial());

slipStore.subscribe(() => {
  try {
    sessionStorage.setItem(SLIP_KEY, JSON.stringify(slipStore.get().selections));
  } catch {
    // Not kept across reloads then.
  }
});

export const selectionKey = (eventId: string, marketId: string, outcomeId: string): string =>
  `${eventId}|${marketId}|${outcomeId}`;

/** The mode the number of selections suggests, unless the player chose one that still fits. */
function fitMode(slip: Slip, selections: Selection[]): Pick<Slip, 'mode' | 'system'> {
  const repeated = repeatedEvents(selections.map((s) => s.eventId)).size > 0;
  const options = systemOptions(selections.length);
  let mode = slip.mode;
  if (!slip.modeChosen) mode = selections.length > 1 ? 'accumulator' : 'single';
  if (mode !== 'single' && (selections.length < 2 || repeated)) mode = 'single';
  if (mode === 'system' && options.length === 0) mode = 'accumulator';
  const system = options.some((o) => o.system === slip.system) ? slip.system : (options[0]?.system ?? null);
  return { mode, system };
}

function update(change: (slip: Slip) => Partial<Slip>): void {
  slipStore.set((slip) => ({ ...slip, ...change(slip) }));
}

/** Adds a price to the slip, or takes it off when it is there; another outcome of its market replaces it. */
export function toggleSelection(event: FeedEventSummary, market: FeedMarket, outcome: FeedOutcome): void {
  if (accountStore.get().status === 'guest') return requireLogin();
  const key = selectionKey(event.id, market.id, outcome.id);
  update((slip) => {
    const idle = slip.phase.kind === 'placed' ? { phase: { kind: 'idle' } as SlipPhase } : {};
    if (slip.selections.some((s) => s.key === key)) {
      const selections = slip.selections.filter((s) => s.key !== key);
      return { selections, ...fitMode(slip, selections), ...idle, changedByProvider: [] };
    }
    const kept = (slip.phase.kind === 'placed' ? [] : slip.selections).filter(
      (s) => !(s.eventId === event.id && s.marketId === market.id),
    );
    if (kept.length >= MAX_SELECTIONS) return { phase: { kind: 'error', code: 'too_many_selections' } };
    const selection: Selection = {
      key,
      eventId: event.id,
      marketId: market.id,
      outcomeId: outcome.id,
      eventName: event.name,
      marketName: market.name,
      outcomeName: outcome.name,
      live: event.state === 'live',
      odds: outcome.odds,
      current: outcome.odds,
      status: market.status,
    };
    const selections = [...kept, selection];
    return { selections, ...fitMode(slip, selections), phase: { kind: 'idle' }, changedByProvider: [] };
  });
}

export function removeSelection(key: string): void {
  update((slip) => {
    const selections = slip.selections.filter((s) => s.key !== key);
    return {
      selections,
      ...fitMode(slip, selections),
      changedByProvider: slip.changedByProvider.filter((k) => k !== key),
    };
  });
}

export function clearSlip(): void {
  update(() => ({
    selections: [],
    stakes: {},
    mode: 'single',
    modeChosen: false,
    freeBetId: null,
    phase: { kind: 'idle' },
    changedByProvider: [],
  }));
}

export function setMode(mode: SlipMode): void {
  update((slip) => ({
    ...fitMode({ ...slip, mode, modeChosen: true }, slip.selections),
    modeChosen: true,
    freeBetId: null,
  }));
}

export const setSystem = (system: SystemChoice): void => update(() => ({ system }));
export const setStake = (stake: string): void => update(() => ({ stake, phase: { kind: 'idle' } }));
export const setSingleStake = (key: string, stake: string): void =>
  update((slip) => ({ stakes: { ...slip.stakes, [key]: stake }, phase: { kind: 'idle' } }));
export const setFreeBet = (freeBetId: number | null): void => update(() => ({ freeBetId, phase: { kind: 'idle' } }));

export function setAcceptOdds(acceptOdds: AcceptOdds): void {
  try {
    localStorage.setItem(ACCEPT_KEY, acceptOdds);
  } catch {
    // Kept for this visit only.
  }
  update((slip) => ({ acceptOdds, selections: slip.selections.map((s) => takeIfAccepted(s, acceptOdds)) }));
}

/** Takes every new price shown (one tap after an odds change). */
export function acceptChanges(): void {
  update((slip) => ({
    selections: slip.selections.map((s) => ({ ...s, odds: s.current })),
    changedByProvider: [],
    phase: { kind: 'idle' },
  }));
}

export function dismissResult(keepSelections: boolean): void {
  update((slip) => {
    if (slip.phase.kind !== 'placed') return { phase: { kind: 'idle' } };
    const selections = keepSelections ? slip.phase.selections : [];
    return { selections, ...fitMode(slip, selections), phase: { kind: 'idle' }, stakes: {}, freeBetId: null };
  });
}

function takeIfAccepted(selection: Selection, setting: AcceptOdds): Selection {
  return selection.odds !== selection.current && acceptsChange(setting, selection.odds, selection.current)
    ? { ...selection, odds: selection.current }
    : selection;
}

/** Follows the feed: new prices and market states of the selections. */
function followFeed(): void {
  const slip = slipStore.get();
  if (!slip.selections?.length) return;
  let changed = false;
  const selections = slip.selections.map((selection) => {
    const market = findMarket(selection.eventId, selection.marketId);
    if (!market) return selection;
    const outcome = market.outcomes.find((o) => o.id === selection.outcomeId);
    const status = outcome ? market.status : 'closed';
    const current = outcome?.odds ?? selection.current;
    if (status === selection.status && current === selection.current) return selection;
    changed = true;
    return takeIfAccepted({ ...selection, status, current }, slip.acceptOdds);
  });
  if (changed) slipStore.set({ ...slip, selections });
}

if (typeof window !== 'undefined') subscribeFeed(followFeed);

// ——— What the slip would place ———

export interface SlipSummary {
  /** Everything staked, in cents. */
  stake: number;
  /** What the slip returns if every selection wins, in cents. */
  potential: number;
  /** The accumulator's odds (product), or the single's. */
  odds: number | null;
  lines: number;
  stakePerLine: number;
  /** Why the slip cannot be placed now, as a dictionary key; null when it can. */
  problem: SlipProblem | null;
  repeated: Set<string>;
  freeBet: { id: number; amount: number } | null;
}

export type SlipProblem =
  | 'empty'
  | 'stake_missing'
  | 'stake_below_minimum'
  | 'odds_changed'
  | 'market_suspended'
  | 'market_closed'
  | 'same_event'
  | 'not_enough_money';

export function summarize(
  slip: Slip,
  balance: number | null,
  freeBets: { id: number; amount: number }[] = [],
): SlipSummary {
  const selections = slip.selections;
  const repeated = repeatedEvents(selections.map((s) => s.eventId));
  const freeBet = slip.mode !== 'system' ? (freeBets.find((f) => f.id === slip.freeBetId) ?? null) : null;
  let stake = 0;
  let potential = 0;
  let odds: number | null = null;
  let lines = 1;
  let stakePerLine = 0;
  let missing = false;
  let belowMinimum = false;
  const freeCents = freeBet ? Math.round(freeBet.amount * 100) : null;

  if (slip.mode === 'single') {
    lines = selections.length;
    for (const selection of selections) {
      const cents = freeCents ?? parseStake(slip.stakes[selection.key] ?? slip.stake) ?? 0;
      if (cents === 0) missing = true;
      else if (cents < MIN_STAKE_CENTS) belowMinimum = true;
      stake += cents;
      const payout = singleReturn(selection.odds, cents);
      potential += freeCents ? freeBetReturn(payout, cents) : payout;
    }
    if (freeCents && selections.length > 1) missing = true;
    if (selections.length === 1) odds = selections[0]!.odds;
  } else {
    const all = selections.map((s) => s.odds);
    const cents = freeCents ?? parseStake(slip.stake) ?? 0;
    if (cents === 0) missing = true;
    if (slip.mode === 'accumulator') {
      odds = accumulatorOdds(all);
      stake = cents;
      stakePerLine = cents;
      potential = freeCents ? freeBetReturn(accumulatorReturn(all, cents), cents) : accumulatorReturn(all, cents);
    } else {
      const sizes = slip.system === null ? [] : sizesOf(slip.system, selections.length);
      lines = linesOf(selections.length, sizes);
      stakePerLine = cents;
      stake = cents * lines;
      potential = systemReturn(all, sizes, cents);
    }
    if (cents > 0 && cents < MIN_STAKE_CENTS) belowMinimum = true;
  }
  if (slip.mode === 'single' && selections.length === 1) stakePerLine = stake;

  let problem: SlipProblem | null = null;
  if (selections.length === 0) problem = 'empty';
  else if (selections.some((s) => s.status === 'closed')) problem = 'market_closed';
  else if (selections.some((s) => s.status === 'suspended')) problem = 'market_suspended';
  else if (slip.mode !== 'single' && repeated.size > 0) problem = 'same_event';
  else if (selections.some((s) => s.odds !== s.current)) problem = 'odds_changed';
  else if (missing) problem = 'stake_missing';
  else if (belowMinimum) problem = 'stake_below_minimum';
  else if (!freeBet && balance !== null && stake > Math.round(balance * 100)) problem = 'not_enough_money';
  return { stake, potential, odds, lines, stakePerLine, problem, repeated, freeBet };
}

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
