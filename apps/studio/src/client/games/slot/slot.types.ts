import type { GameInfo } from '../../lib/api';

/** The slot part of the game description (see the server's slot.adapter.ts). */
export interface SlotInfo extends GameInfo {
  mechanic: 'lines' | 'ways' | 'cascade';
  betCoins: number;
  betLevels: number[];
  symbols: {
    code: string;
    name: string;
    kind: 'regular' | 'wild' | 'scatter';
    pays: [number, number, number] | null;
  }[];
  lines: number[][];
  cascade: { evaluate: 'lines' | 'ways'; multipliers: number[] } | null;
  scatter: { pays: [number, number, number]; freeSpins: [number, number, number] };
  freeSpinMultiplier: number;
}

export interface SlotWin {
  kind: 'line' | 'ways' | 'scatter';
  line?: number;
  symbol: string;
  count: number;
  ways: number;
  step: number;
  amount: number;
}

export interface SpinResult {
  mode: 'base' | 'free';
  grid: string[][];
  cascades: string[][][];
  wins: SlotWin[];
  freeSpinsAwarded: number;
  multiplier: number;
  totalWin: number;
}

export interface SlotOutcome {
  bet: number;
  base: SpinResult;
  freeSpins: SpinResult[];
  totalWin: number;
  coinValue: number;
}
