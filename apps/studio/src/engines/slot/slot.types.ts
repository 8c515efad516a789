/**
 * The data a video slot is made of. A game is nothing but one of these objects: the
 * engine, the exact PAR computation and the simulator all read the same data, so what is
 * certified is what is played.
 *
 * Money: every amount is an integer number of COINS. A round costs `betCoins` coins; the
 * platform stakes `coinValue × betCoins` minor units and pays `coinValue × win` minor
 * units, so no float ever holds money.
 */

/** How wins are formed on the 5 × 3 window. */
export type Mechanic = 'lines' | 'ways' | 'cascade';

/** Wilds substitute for every regular symbol; scatters pay anywhere and trigger free spins. */
export type SymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** One character: reel strips are written as strings of these codes. */
  code: string;
  name: string;
  kind: SymbolKind;
  /**
   * Pays for 3, 4 and 5 of a kind, in coins: per line for the line bet of one coin (lines)
   * or per way (ways). A wild may pay itself on lines; scatters pay through `scatter.pays`.
   */
  pays?: readonly [number, number, number];
}

export interface ReelSet {
  /** Five strips, one code per stop; the window shows stops p, p + 1, p + 2 (wrapping). */
  base: readonly string[];
  /** The strips used during free spins. */
  free: readonly string[];
}

export interface CascadeRules {
  /** How each cascade step's wins are found. */
  evaluate: 'lines' | 'ways';
  /** Multiplier of the 1st, 2nd, … winning step; the last one holds for every later step. */
  multipliers: readonly number[];
}

/** The committed PAR sheet figures the tests hold the game to. */
export interface CommittedPar {
  /** 'exact' = full enumeration of every stop combination; 'simulated' = Monte Carlo. */
  method: 'exact' | 'simulated';
  /** Return to player as a fraction of the bet (0.955 = 95.5 %). */
  rtp: number;
  /** For 'simulated': the 95 % half-width of the estimate, and the rounds and seed used. */
  ci95?: number;
  rounds?: number;
  seed?: number;
}

export interface SlotConfig {
  id: string;
  name: string;
  theme: string;
  mechanic: Mechanic;
  /** Coins staked per round: the number of lines for 'lines', the bet multiplier for 'ways'. */
  betCoins: number;
  symbols: readonly SlotSymbol[];
  reels: ReelSet;
  /** Paylines as the row (0 top … 2 bottom) on each of the 5 reels; defaults to the 20 standard lines. */
  lines?: readonly (readonly number[])[];
  scatter: {
    /** Pays for 3, 4, 5 scatters anywhere, in multiples of the TOTAL bet. */
    pays: readonly [number, number, number];
    /** Free spins awarded (and re-awarded during free spins) for 3, 4, 5 scatters. */
    freeSpins: readonly [number, number, number];
  };
  /** Every win during free spins is multiplied by this. */
  freeSpinMultiplier: number;
  cascade?: CascadeRules;
  par: CommittedPar;
}
