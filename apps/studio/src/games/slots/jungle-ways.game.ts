import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const jungleWays: SlotConfig = {
  id: 'jungle-ways',
  name: 'Jungle Ways',
  theme: 'Deep rainforest with a roaring tiger',
  mechanic: 'ways',
  betCoins: 25,
  symbols: [
    {
      code: 'W',
      name: 'Golden idol (wild)',
      kind: 'wild',
    },
    {
      code: 'S',
      name: 'Waterfall (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Tiger',
      kind: 'regular',
      pays: [20, 50, 250],
    },
    {
      code: 'R',
      name: 'Gorilla',
      kind: 'regular',
      pays: [15, 40, 150],
    },
    {
      code: 'G',
      name: 'Toucan',
      kind: 'regular',
      pays: [10, 30, 100],
    },
    {
      code: 'B',
      name: 'Frog',
      kind: 'regular',
      pays: [8, 20, 60],
    },
    {
      code: 'A',
      name: 'Ace',
      kind: 'regular',
      pays: [5, 10, 30],
    },
    {
      code: 'K',
      name: 'King',
      kind: 'regular',
      pays: [4, 10, 25],
    },
    {
      code: 'Q',
      name: 'Queen',
      kind: 'regular',
      pays: [3, 8, 20],
    },
    {
      code: 'J',
      name: 'Jack',
      kind: 'regular',
      pays: [2, 6, 15],
    },
    {
      code: 'T',
      name: 'Ten',
      kind: 'regular',
      pays: [2, 5, 12],
    },
  ],
  reels: {
    base: [
      'BAKKQBQJTJQATJRTGSPKTRTTAPJBGQG',
      'QBTPQSWKAJJRGTBRBJAPGATWKQTTJQKWWTG',
      'WGBTGKBJJGTTTJQPKAKBWSPQWJTWRTATQQAR',
      'TKGTTWKPGTBPJWABQTBTQWAGJRTQSWRJJAQK',
      'TBPKAQJRABRGQBGJJTTTKTGAJQTTKQS',
    ],
    free: [
      'PTKQAGGJTQQBTJTAKJPBRGRARPSQJBK',
      'GKPTJAKTSPGTWTWAQWJJRQPQBBJGQKRRABW',
      'KQWKWWJJSKTBPTAGGWBTAQJQRTRQGPJPBAR',
      'RAWGTJAJQWKWPSJPTQTGPQBBJKGRQRBWTAK',
      'QJTAKPTBKSQPTARGJBKPRQTJQAJGGRB',
    ],
  },
  scatter: {
    pays: [2, 10, 50],
    freeSpins: [10, 15, 20],
  },
  freeSpinMultiplier: 2,
  par: {
    method: 'exact',
    rtp: 0.9557373718330147,
  },
};
