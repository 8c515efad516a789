import { accountStore, requireLogin } from './account';
import { acceptsChange, repeatedEvents, systemOptions, type SystemChoice } from './betslip-math';
import type { AcceptOdds, FeedEventSummary, FeedMarket, FeedOutcome, SportsBet } from './contracts';
import { findMarket, subscribeFeed } from './feed-store';
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
export function fitMode(slip: Slip, selections: Selection[]): Pick<Slip, 'mode' | 'system'> {
  const repeated = repeatedEvents(selections.map((s) => s.eventId)).size > 0;
  const options = systemOptions(selections.length);
  let mode = slip.mode;
  if (!slip.modeChosen) mode = selections.length > 1 ? 'accumulator' : 'single';
  if (mode !== 'single' && (selections.length < 2 || repeated)) mode = 'single';
  if (mode === 'system' && options.length === 0) mode = 'accumulator';
  const system = options.some((o) => o.system === slip.system) ? slip.system : (options[0]?.system ?? null);
  return { mode, system };
}

export function update(change: (slip: Slip) => Partial<Slip>): void {
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
    // The player's default stake (the site's bookmaker settings) fills a stake left empty.
    const stakes = defaultStake && !slip.stakes[key] ? { ...slip.stakes, [key]: defaultStake } : slip.stakes;
    return {
      selections,
      ...fitMode(slip, selections),
      stakes,
      stake: slip.stake || defaultStake,
      phase: { kind: 'idle' },
      changedByProvider: [],
    };
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

let defaultStake = '';

/** The stake a new selection starts with ('' for none), as the player's settings give it. */
export function setDefaultStake(stake: string): void {
  defaultStake = stake;
}

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
