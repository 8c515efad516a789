import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const dragonPearls: SlotConfig = {
  id: 'dragon-pearls',
  name: 'Dragon Pearls',
  theme: 'Imperial China: jade dragons guarding their pearls',
  mechanic: 'ways',
  betCoins: 25,
  symbols: [
    {
      code: 'W',
      name: 'Dragon (wild)',
      kind: 'wild',
    },
    {
      code: 'S',
      name: 'Pearl (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Emperor',
      kind: 'regular',
      pays: [25, 75, 300],
    },
    {
      code: 'R',
      name: 'Golden koi',
      kind: 'regular',
      pays: [15, 40, 150],
    },
    {
      code: 'G',
      name: 'Lantern',
      kind: 'regular',
      pays: [10, 25, 100],
    },
    {
      code: 'B',
      name: 'Fan',
      kind: 'regular',
      pays: [8, 20, 75],
    },
    {
      code: 'A',
      name: 'Jade A',
      kind: 'regular',
      pays: [5, 10, 30],
    },
    {
      code: 'K',
      name: 'Jade K',
      kind: 'regular',
      pays: [4, 10, 25],
    },
    {
      code: 'Q',
      name: 'Jade Q',
      kind: 'regular',
      pays: [3, 8, 20],
    },
    {
      code: 'J',
      name: 'Jade J',
      kind: 'regular',
      pays: [2, 6, 15],
    },
    {
      code: 'T',
      name: 'Jade 10',
      kind: 'regular',
      pays: [2, 5, 12],
    },
  ],
  reels: {
    base: [
      'GTTQRJGTBGRJTAJQBPJTKKQQSABPKA',
      'BTTTTWTQPAWPTQBQRKAJSJBJGWRQGKKAGJ',
      'TSKQABPJGBJBWQWRQWJAPRTKGGTQKTTATJW',
      'QATJJSJBBRTRTAGKAQTGPGWKWWPBKTQJTQ',
      'QPQKSAARTATPGKJRJKBGQJTBTGJTBQ',
    ],
    free: [
      'SRQBBJJJAPPTJQAARQKBTTQPTKKGGRG',
      'JSKGWPTKRTAQABRJJWPQKABWQTBWGRTQGJP',
      'TKJWPBQAJWQPQRGAWWWTBRGPJATGRKTBKQJS',
      'ARQATJPQABQRPGJTBGGSWWPTWJBWKRKKJTQ',
      'GAPKJBTSBTRQPKJPQRGJQGTATQRKBAJ',
    ],
  },
  scatter: {
    pays: [2, 8, 40],
    freeSpins: [8, 12, 16],
  },
  freeSpinMultiplier: 3,
  par: {
    method: 'exact',
    rtp: 0.9563910153354537,
  },
};
