import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const vikingRaid: SlotConfig = {
  id: 'viking-raid',
  name: 'Viking Raid',
  theme: 'Longships, storms and the halls of Valhalla',
  mechanic: 'lines',
  betCoins: 20,
  symbols: [
    {
      code: 'W',
      name: 'Odin (wild)',
      kind: 'wild',
      pays: [100, 500, 5000],
    },
    {
      code: 'S',
      name: 'Rune stone (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Longship',
      kind: 'regular',
      pays: [40, 200, 1500],
    },
    {
      code: 'R',
      name: 'Battle axe',
      kind: 'regular',
      pays: [25, 100, 500],
    },
    {
      code: 'G',
      name: 'Horned helmet',
      kind: 'regular',
      pays: [20, 60, 250],
    },
    {
      code: 'B',
      name: 'Shield',
      kind: 'regular',
      pays: [10, 40, 150],
    },
    {
      code: 'A',
      name: 'Iron A',
      kind: 'regular',
      pays: [5, 20, 100],
    },
    {
      code: 'K',
      name: 'Iron K',
      kind: 'regular',
      pays: [5, 15, 75],
    },
    {
      code: 'Q',
      name: 'Iron Q',
      kind: 'regular',
      pays: [4, 10, 50],
    },
    {
      code: 'J',
      name: 'Iron J',
      kind: 'regular',
      pays: [3, 10, 40],
    },
    {
      code: 'T',
      name: 'Iron 10',
      kind: 'regular',
      pays: [2, 8, 30],
    },
  ],
  reels: {
    base: [
      'JBRAGTTQWQTJRTKAQQSKGTGKTJRBJBAP',
      'QTGAGKRBBTTJTKTAQQJRBSGPAQRJWTJK',
      'QKJTBTKKTWBQQPGGRJAGRBWQTASJARJT',
      'JJBWKTJTTQBAGBRTGQJRPQGKQKRRSATA',
      'JTKBATQWJKTAQRGSBKPRJGQJBTTTRAGQ',
    ],
    free: [
      'GWJJGJPTKGATKPQRRRWBTQQWSBAKQWBJAT',
      'GBJAQPGRTKPRAQGBKWTQWTWJSWKQTRBAJJ',
      'JTKRTTPAKQGKJBBBPWGJGARQAWWWTSRQQJ',
      'GTAWTKGWAGTJRBKQPJSRTKBJQQPQBWAJRW',
      'BPKWJWGTRPWGRKQGJQQJTQAKTARJTASBBW',
    ],
  },
  scatter: {
    pays: [3, 15, 100],
    freeSpins: [12, 15, 25],
  },
  freeSpinMultiplier: 3,
  par: {
    method: 'exact',
    rtp: 0.9530845172141076,
  },
};
