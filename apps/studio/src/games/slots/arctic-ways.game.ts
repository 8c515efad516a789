import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const arcticWays: SlotConfig = {
  id: 'arctic-ways',
  name: 'Arctic Ways',
  theme: 'Northern lights over polar bears and ice',
  mechanic: 'ways',
  betCoins: 25,
  symbols: [
    {
      code: 'W',
      name: 'Aurora (wild)',
      kind: 'wild',
    },
    {
      code: 'S',
      name: 'Igloo (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Polar bear',
      kind: 'regular',
      pays: [15, 40, 200],
    },
    {
      code: 'R',
      name: 'Snowy owl',
      kind: 'regular',
      pays: [12, 30, 120],
    },
    {
      code: 'G',
      name: 'Arctic fox',
      kind: 'regular',
      pays: [10, 25, 80],
    },
    {
      code: 'B',
      name: 'Seal',
      kind: 'regular',
      pays: [6, 15, 50],
    },
    {
      code: 'A',
      name: 'Ice A',
      kind: 'regular',
      pays: [5, 10, 30],
    },
    {
      code: 'K',
      name: 'Ice K',
      kind: 'regular',
      pays: [4, 10, 25],
    },
    {
      code: 'Q',
      name: 'Ice Q',
      kind: 'regular',
      pays: [3, 8, 20],
    },
    {
      code: 'J',
      name: 'Ice J',
      kind: 'regular',
      pays: [2, 6, 15],
    },
    {
      code: 'T',
      name: 'Ice 10',
      kind: 'regular',
      pays: [2, 5, 12],
    },
  ],
  reels: {
    base: [
      'GTBQQJRJKPGAKPTQKRGAPSWABQTJBRJT',
      'WSWAGRBKAJKPJGQBBQTJTJTPQKTGRRAQP',
      'PTGTPRRRAQQGKBBGJBRQWQASAJPKTKWWJJ',
      'WJJTTKJAGRPRKBTQBPGWGSPRJQATKAQQB',
      'RSGTBTARQKWBJKAPKQQRPGBJTJGJQPAT',
    ],
    free: [
      'KWAJKGBKAWQJTRQGQJSAJGPBPRTTQPBTR',
      'BKQRPPTRJBGARTWGJKTQWBJPQGWSAQKTJA',
      'PQQBGKBBQJAGPTRGPRWJSAQWKTTJJRATWWK',
      'KQGWBQTRQSPJPGGJTAJBAWTRPRTAQBKKWJ',
      'GQWBTGQPJAKPTRAJABRTJGWSKJQRTKQPB',
    ],
  },
  scatter: {
    pays: [1, 5, 25],
    freeSpins: [12, 15, 20],
  },
  freeSpinMultiplier: 2,
  par: {
    method: 'exact',
    rtp: 0.9540116411668376,
  },
};
