import { CELLS, PAY_STRIDE, REELS, ROWS } from './slot.compile.constants.js';
import { type LineMachine, buildLineMachine } from './slot.line-machine.js';
import { STANDARD_LINES } from './slot.lines.data.js';
import type { SlotConfig } from './slot.types.js';

/**
 * Turns a SlotConfig into flat typed arrays once, so the hot paths (play, simulation,
 * enumeration) index numbers instead of walking objects, and refuses a config that
 * would make the game ambiguous.
 */

export { CELLS, PAY_STRIDE, REELS, ROWS };

export interface CompiledReels {
  /** Strip codes as symbol indexes, each extended by ROWS - 1 stops so a window never wraps. */
  strips: Uint8Array[];
  lengths: Int32Array;
  /** Scatters visible in the window at each stop. */
  scatters: Uint8Array[];
}

export interface CompiledSlot {
  config: SlotConfig;
  evaluate: 'lines' | 'ways';
  symbolCount: number;
  codes: string[];
  wild: number;
  scatter: number;
  /** Regular symbols with at least one pay, for the ways evaluation. */
  paying: Int32Array;
  pay: Int32Array;
  lineMachine: LineMachine;
  /** Cell (reel * ROWS + row) of each line on each reel: lineCells[line * REELS + reel]. */
  lineCells: Uint8Array;
  lineCount: number;
  base: CompiledReels;
  free: CompiledReels;
  /** Scatter pay in coins by scatter count 0..5 (multiples of the total bet already applied). */
  scatterPay: Int32Array;
  /** Free spins awarded by scatter count 0..5. */
  freeSpins: Int32Array;
  freeMultiplier: number;
  /** Cascade multipliers by step; length 0 for games that do not cascade. */
  cascadeMultipliers: Int32Array;
  betCoins: number;
}

/** Validates a config and precomputes its lookup tables. */
export function compileSlot(config: SlotConfig): CompiledSlot {
  const fail = (message: string): never => {
    throw new Error(`slot ${config.id}: ${message}`);
  };
  const codes = config.symbols.map((symbol) => symbol.code);
  if (new Set(codes).size !== codes.length || codes.some((code) => code.length !== 1)) {
    fail('symbol codes must be distinct single characters');
  }
  const index = new Map(codes.map((code, i) => [code, i]));
  const wilds = config.symbols.flatMap((symbol, i) => (symbol.kind === 'wild' ? [i] : []));
  const scatters = config.symbols.flatMap((symbol, i) => (symbol.kind === 'scatter' ? [i] : []));
  if (wilds.length !== 1 || scatters.length !== 1) fail('needs exactly one wild and one scatter');
  const wild = wilds[0]!;
  const scatter = scatters[0]!;
  const evaluate =
    config.mechanic === 'cascade' ? (config.cascade?.evaluate ?? fail('cascade rules missing')) : config.mechanic;

  const pay = new Int32Array(codes.length * PAY_STRIDE);
  config.symbols.forEach((symbol, s) => {
    if (!symbol.pays) return;
    if (symbol.kind === 'scatter') fail('scatter pays belong in scatter.pays');
    if (symbol.kind === 'wild' && evaluate === 'ways') fail('a wild cannot pay itself in a ways game');
    symbol.pays.forEach((value, i) => {
      if (!isCount(value)) fail(`pay of ${symbol.code} must be a non-negative integer`);
      pay[s * PAY_STRIDE + 3 + i] = value;
    });
  });
  const paying = Int32Array.from(
    config.symbols.flatMap((symbol, s) => (symbol.kind === 'regular' && symbol.pays ? [s] : [])),
  );

  const lines = config.lines ?? STANDARD_LINES;
  if (evaluate === 'lines' && config.betCoins !== lines.length) fail('a lines game bets one coin per line');
  const lineCells = new Uint8Array(lines.length * REELS);
  lines.forEach((rows, line) => {
    if (rows.length !== REELS || rows.some((row) => !Number.isInteger(row) || row < 0 || row >= ROWS)) {
      fail(`line ${line + 1} must give a row 0..2 for each reel`);
    }
    rows.forEach((row, reel) => (lineCells[line * REELS + reel] = reel * ROWS + row));
  });

  const compileReels = (strips: readonly string[], label: string): CompiledReels => {
    if (strips.length !== REELS) fail(`${label} needs ${REELS} strips`);
    const out: CompiledReels = { strips: [], lengths: new Int32Array(REELS), scatters: [] };
    strips.forEach((strip, reel) => {
      if (strip.length < ROWS || strip.length > 256) fail(`${label} strip ${reel + 1} needs 3..256 stops`);
      const symbols = [...strip].map((code) => index.get(code) ?? fail(`${label} strip ${reel + 1}: unknown ${code}`));
      const extended = Uint8Array.from([...symbols, ...symbols.slice(0, ROWS - 1)]);
      const visible = new Uint8Array(strip.length);
      for (let stop = 0; stop < strip.length; stop++) {
        for (let row = 0; row < ROWS; row++) if (extended[stop + row] === scatter) visible[stop]! += 1;
        // One scatter per window at most: the count of 3..5 scatters then means 3..5 reels.
        if (visible[stop]! > 1) fail(`${label} strip ${reel + 1}: two scatters within one window`);
      }
      out.strips.push(extended);
      out.lengths[reel] = strip.length;
      out.scatters.push(visible);
    });
    return out;
  };

  const scatterPay = new Int32Array(REELS + 1);
  const freeSpins = new Int32Array(REELS + 1);
  for (let i = 0; i < 3; i++) {
    const multiple = config.scatter.pays[i]!;
    const spins = config.scatter.freeSpins[i]!;
    if (!isCount(multiple) || !isCount(spins)) fail('scatter pays and free spins must be non-negative integers');
    scatterPay[3 + i] = multiple * config.betCoins;
    freeSpins[3 + i] = spins;
  }
  const ladder = config.mechanic === 'cascade' ? (config.cascade?.multipliers ?? []) : [];
  if (config.mechanic === 'cascade' && ladder.length === 0) fail('cascade needs at least one multiplier');
  if (![...ladder, config.freeSpinMultiplier, config.betCoins].every((m) => isCount(m) && m >= 1)) {
    fail('multipliers and betCoins must be positive integers');
  }

  return {
    config,
    evaluate,
    symbolCount: codes.length,
    codes,
    wild,
    scatter,
    paying,
    pay,
    lineMachine: buildLineMachine(codes.length, wild, scatter, pay),
    lineCells,
    lineCount: lines.length,
    base: compileReels(config.reels.base, 'base'),
    free: compileReels(config.reels.free, 'free'),
    scatterPay,
    freeSpins,
    freeMultiplier: config.freeSpinMultiplier,
    cascadeMultipliers: Int32Array.from(ladder),
    betCoins: config.betCoins,
  };
}

function isCount(value: number): boolean {
  return Number.isInteger(value) && value >= 0;
}
