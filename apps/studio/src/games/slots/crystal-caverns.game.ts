import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const crystalCaverns: SlotConfig = {
  id: 'crystal-caverns',
  name: 'Crystal Caverns',
  theme: 'Glowing gems falling through a miner’s cave',
  mechanic: 'cascade',
  betCoins: 20,
  symbols: [
    {
      code: 'W',
      name: 'Miner’s lamp (wild)',
      kind: 'wild',
      pays: [40, 200, 1000],
    },
    {
      code: 'S',
      name: 'Geode (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Diamond',
      kind: 'regular',
      pays: [30, 150, 1000],
    },
    {
      code: 'R',
      name: 'Ruby',
      kind: 'regular',
      pays: [20, 80, 300],
    },
    {
      code: 'G',
      name: 'Emerald',
      kind: 'regular',
      pays: [15, 60, 200],
    },
    {
      code: 'B',
      name: 'Sapphire',
      kind: 'regular',
      pays: [10, 30, 120],
    },
    {
      code: 'A',
      name: 'Amethyst',
      kind: 'regular',
      pays: [5, 20, 100],
    },
    {
      code: 'K',
      name: 'Topaz',
      kind: 'regular',
      pays: [5, 15, 75],
    },
    {
      code: 'Q',
      name: 'Opal',
      kind: 'regular',
      pays: [4, 10, 50],
    },
    {
      code: 'J',
      name: 'Quartz',
      kind: 'regular',
      pays: [3, 10, 40],
    },
    {
      code: 'T',
      name: 'Pebble',
      kind: 'regular',
      pays: [2, 8, 30],
    },
  ],
  reels: {
    base: [
      'BQRGWRQTAPKKGJJBTGSBQQTAPJARJK',
      'BQRPKJTBTAJWRQTJPRGGBATKQWSGQKJA',
      'AQBJQGJKPQPRATJKGBAGWTWKQSBJRRJ',
      'TRQJKTBQWGAKTRQKPBBTJGJSPWQARJG',
      'GTGAAPJBRBWTKQPJKTGRQQBJKAJRQS',
    ],
    free: [
      'ASBPQKBJTKGJTAJWWRAQTGPRPTRJBQQGK',
      'BWPBTTAQBJKQJWRTRGGQWKRJAAGKJPSPQT',
      'JJWRPKTAGTRPKAAGQWBRWTTBQJQBKSPQJG',
      'WQQJTRWPAPAPJQBBKRKGJRKJGSTTAQWBTG',
      'WSPWRQBRTJPKQGQPJGKTARJBGJKBTAQAT',
    ],
  },
  scatter: {
    pays: [2, 5, 25],
    freeSpins: [8, 12, 20],
  },
  freeSpinMultiplier: 1,
  cascade: {
    evaluate: 'lines',
    multipliers: [1, 2, 4, 8],
  },
  par: {
    method: 'simulated',
    rtp: 0.95114506,
    ci95: 0.001784250413312726,
    rounds: 20000000,
    seed: 20251121,
  },
};
