import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const luckyClover: SlotConfig = {
  id: 'lucky-clover',
  name: 'Lucky Clover',
  theme: 'Rainbows, gold coins and a mischievous leprechaun',
  mechanic: 'lines',
  betCoins: 20,
  symbols: [
    {
      code: 'W',
      name: 'Leprechaun (wild)',
      kind: 'wild',
      pays: [25, 100, 500],
    },
    {
      code: 'S',
      name: 'Pot of gold (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Rainbow',
      kind: 'regular',
      pays: [20, 60, 250],
    },
    {
      code: 'R',
      name: 'Horseshoe',
      kind: 'regular',
      pays: [15, 40, 150],
    },
    {
      code: 'G',
      name: 'Four-leaf clover',
      kind: 'regular',
      pays: [10, 30, 100],
    },
    {
      code: 'B',
      name: 'Pint',
      kind: 'regular',
      pays: [8, 25, 80],
    },
    {
      code: 'A',
      name: 'Ace',
      kind: 'regular',
      pays: [5, 20, 100],
    },
    {
      code: 'K',
      name: 'King',
      kind: 'regular',
      pays: [5, 15, 75],
    },
    {
      code: 'Q',
      name: 'Queen',
      kind: 'regular',
      pays: [4, 10, 50],
    },
    {
      code: 'J',
      name: 'Jack',
      kind: 'regular',
      pays: [3, 10, 40],
    },
    {
      code: 'T',
      name: 'Ten',
      kind: 'regular',
      pays: [2, 8, 30],
    },
  ],
  reels: {
    base: [
      'PKTBPRQJGJKWTGAJBTQJKSWATTWQQGRARBWT',
      'JQQRTBTBWKKGRWQTJWSWGARBTPJTQJKATGAP',
      'TBQAKPSJRQGBKGQJKJQTTTJBATARWRWWGWTT',
      'AKJJQWBWBKBKRTQSAGTTARJPWWTQRPTTJQGG',
      'BJSTQTQTGGPBJRKPWBTWJWAJRKQWRTTAGKAQ',
    ],
    free: [
      'PRAGJKBQGPTRKAQRSTPJTJKJBGWQAWWWQBT',
      'TPPBWSTRQKTTGJGKJQBGJAPWRABWKWQJRQA',
      'WGAKJTQJPRQQRSAWPKBGBWAJRQJTWBGTTPK',
      'BGWBKAJKATGJRKQQWTGQTSRRPQPJWPJTABW',
      'PQQGJTAWWWJWKGJQJBTKGRAPRTABSTRKBPQ',
    ],
  },
  scatter: {
    pays: [1, 5, 20],
    freeSpins: [10, 10, 10],
  },
  freeSpinMultiplier: 2,
  par: {
    method: 'exact',
    rtp: 0.9551961917168146,
  },
};
