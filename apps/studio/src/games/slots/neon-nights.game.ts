import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const neonNights: SlotConfig = {
  id: 'neon-nights',
  name: 'Neon Nights',
  theme: 'A rain-soaked cyberpunk city after midnight',
  mechanic: 'lines',
  betCoins: 20,
  symbols: [
    {
      code: 'W',
      name: 'Neon sign (wild)',
      kind: 'wild',
      pays: [40, 200, 1000],
    },
    {
      code: 'S',
      name: 'Data chip (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Android',
      kind: 'regular',
      pays: [30, 150, 1000],
    },
    {
      code: 'R',
      name: 'Hover car',
      kind: 'regular',
      pays: [20, 80, 300],
    },
    {
      code: 'G',
      name: 'Katana',
      kind: 'regular',
      pays: [15, 60, 200],
    },
    {
      code: 'B',
      name: 'Noodle bar',
      kind: 'regular',
      pays: [10, 30, 120],
    },
    {
      code: 'A',
      name: 'Cyan A',
      kind: 'regular',
      pays: [5, 20, 100],
    },
    {
      code: 'K',
      name: 'Magenta K',
      kind: 'regular',
      pays: [5, 15, 75],
    },
    {
      code: 'Q',
      name: 'Lime Q',
      kind: 'regular',
      pays: [4, 10, 50],
    },
    {
      code: 'J',
      name: 'Violet J',
      kind: 'regular',
      pays: [3, 10, 40],
    },
    {
      code: 'T',
      name: 'Amber 10',
      kind: 'regular',
      pays: [2, 8, 30],
    },
  ],
  reels: {
    base: [
      'QJTTGKGAJKQQJBTKTTPQTJBWTTSRWTAAWTTRGB',
      'BBRTQRSTQGRJPTQJKTTAGJWTWKTWKTATQJATGB',
      'JRTGTBJQKGTTQJTPKWATQBBRWRSAWTTAGJKTWQT',
      'BJBQTTJPRQKWTBGTQSWAKTJGGATTJTQTARKWR',
      'QTKBWSTATTJKJTTRBJGRPQAKGWTJRQBTTGQWA',
    ],
    free: [
      'JQJKQBTQAGABPWSTPTRRBWTPQAJRJKGKGW',
      'AAPTQRGPTRRQGBJWGJWJTWAJTWBSKBQQPKK',
      'TJJBQWGKWRBQTGTBASPRKQPTAWGRWQJJAPK',
      'RBQWTTAJWBAJPATQGKGQSTBJPGKJPRKRWWQ',
      'TKRKQGRTBJQWGKQJAJAGTQWBAPWTRJPSPB',
    ],
  },
  scatter: {
    pays: [2, 5, 25],
    freeSpins: [8, 12, 20],
  },
  freeSpinMultiplier: 3,
  par: {
    method: 'exact',
    rtp: 0.9559175753448113,
  },
};
