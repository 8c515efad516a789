import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const aztecAvalanche: SlotConfig = {
  id: 'aztec-avalanche',
  name: 'Aztec Avalanche',
  theme: 'Stone masks tumbling down a temple in the jungle',
  mechanic: 'cascade',
  betCoins: 20,
  symbols: [
    {
      code: 'W',
      name: 'Sun stone (wild)',
      kind: 'wild',
      pays: [50, 250, 2500],
    },
    {
      code: 'S',
      name: 'Temple (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Gold mask',
      kind: 'regular',
      pays: [25, 100, 750],
    },
    {
      code: 'R',
      name: 'Jade mask',
      kind: 'regular',
      pays: [20, 75, 400],
    },
    {
      code: 'G',
      name: 'Stone mask',
      kind: 'regular',
      pays: [15, 50, 250],
    },
    {
      code: 'B',
      name: 'Clay mask',
      kind: 'regular',
      pays: [10, 40, 150],
    },
    {
      code: 'A',
      name: 'Red glyph',
      kind: 'regular',
      pays: [5, 20, 100],
    },
    {
      code: 'K',
      name: 'Green glyph',
      kind: 'regular',
      pays: [5, 15, 75],
    },
    {
      code: 'Q',
      name: 'Blue glyph',
      kind: 'regular',
      pays: [4, 10, 50],
    },
    {
      code: 'J',
      name: 'Purple glyph',
      kind: 'regular',
      pays: [3, 10, 40],
    },
    {
      code: 'T',
      name: 'Grey glyph',
      kind: 'regular',
      pays: [2, 8, 30],
    },
  ],
  reels: {
    base: [
      'PRTTJQTJGKQWQGKTTQWSBJABKBARPAJG',
      'TTAWQJBQPBJRTRKQASRKGRJKQPGGABJW',
      'WPAARTRSQJGJKJGTKTBBQTKPGJRBAWQQ',
      'GWAPPQRAJKJTQWBQRGKQGBTTRJBAKJST',
      'WSKKQAGGRWQTRABRATQJPPTBKTJJGJQB',
    ],
    free: [
      'ARJTBKRWATTPKPGWTSQQGBJQQGBAJJRWKP',
      'QQKJTGPQGATJRWBKASPJTBWPWARRKBTQGJ',
      'PTKRJAAQWTWTWTPAGKRGJSQJBPBBRQQJKG',
      'KQTBAKJBTQPGBPRWJRJGSAARWQGJTTKWPQ',
      'WTQASTABJJWGGKQTWAQRRJBKPPPJBGTKQR',
    ],
  },
  scatter: {
    pays: [2, 10, 50],
    freeSpins: [10, 12, 15],
  },
  freeSpinMultiplier: 1,
  cascade: {
    evaluate: 'lines',
    multipliers: [1, 2, 3, 5],
  },
  par: {
    method: 'simulated',
    rtp: 0.9633088575000001,
    ci95: 0.0017357754253652451,
    rounds: 20000000,
    seed: 20251121,
  },
};
