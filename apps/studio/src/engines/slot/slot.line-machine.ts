import { PAY_STRIDE, REELS } from './slot.compile.constants.js';

/**
 * A payline read left to right as a tiny state machine. The state is (leading wilds, first
 * regular symbol, run length, ended?); reading a cell is one table lookup. Play, simulation
 * and exact enumeration all use this one table, so they cannot disagree; the rules it
 * encodes are:
 * - a wild extends any run; wilds before the first regular symbol also form a wild run;
 * - a scatter, or a regular symbol other than the run's, ends the line;
 * - the line pays the better of its wild run and its symbol run (wilds substituting).
 */

export interface LineMachine {
  /** next state = transitions[state * symbolCount + cell]; state 0 = nothing read. */
  transitions: Int32Array;
  /** State after the first two cells: pairs[first * symbolCount + second]. */
  pairs: Int32Array;
  /** The line's pay (coins) if it stops in this state. */
  value: Int32Array;
  /** 1 when the run cannot grow any more. */
  ended: Uint8Array;
  /** The paying combination of the state: symbol and how many reels it covers. */
  winSymbol: Int32Array;
  winCount: Int32Array;
}

interface LineState {
  ended: boolean;
  symbol: number;
  wilds: number;
  count: number;
}

/** Builds the payline state machine from the symbols' roles and pays. */
export function buildLineMachine(symbolCount: number, wild: number, scatter: number, pay: Int32Array): LineMachine {
  const states: LineState[] = [];
  const ids = new Map<string, number>();
  const idOf = (state: LineState): number => {
    const key = `${state.ended}|${state.symbol}|${state.wilds}|${state.count}`;
    let id = ids.get(key);
    if (id === undefined) {
      id = states.length;
      ids.set(key, id);
      states.push(state);
    }
    return id;
  };
  const next = (state: LineState, cell: number): LineState => {
    if (state.ended || state.count === REELS) return state; // a full line-up reads no further
    if (cell === wild)
      return { ...state, wilds: state.symbol < 0 ? state.wilds + 1 : state.wilds, count: state.count + 1 };
    if (cell === scatter) return { ...state, ended: true };
    if (state.symbol < 0) return { ...state, symbol: cell, count: state.count + 1 };
    if (cell === state.symbol) return { ...state, count: state.count + 1 };
    return { ...state, ended: true };
  };
  idOf({ ended: false, symbol: -1, wilds: 0, count: 0 });
  const edges: number[] = [];
  for (let id = 0; id < states.length; id++) {
    for (let cell = 0; cell < symbolCount; cell++) edges[id * symbolCount + cell] = idOf(next(states[id]!, cell));
  }
  const transitions = Int32Array.from(edges);
  const pairs = new Int32Array(symbolCount * symbolCount);
  for (let a = 0; a < symbolCount; a++) {
    for (let b = 0; b < symbolCount; b++) pairs[a * symbolCount + b] = transitions[transitions[a]! * symbolCount + b]!;
  }
  const choice = states.map((state) => {
    const wildPay = pay[wild * PAY_STRIDE + state.wilds]!;
    const symbolPay = state.symbol < 0 ? 0 : pay[state.symbol * PAY_STRIDE + state.count]!;
    return symbolPay >= wildPay && state.symbol >= 0
      ? { value: symbolPay, symbol: state.symbol, count: state.count }
      : { value: wildPay, symbol: wild, count: state.wilds };
  });
  return {
    transitions,
    pairs,
    value: Int32Array.from(choice, (c) => c.value),
    ended: Uint8Array.from(states, (state) => (state.ended || state.count === REELS ? 1 : 0)),
    winSymbol: Int32Array.from(choice, (c) => c.symbol),
    winCount: Int32Array.from(choice, (c) => c.count),
  };
}
