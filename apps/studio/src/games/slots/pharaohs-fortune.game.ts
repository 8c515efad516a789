import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const pharaohsFortune: SlotConfig = {
  id: 'pharaohs-fortune',
  name: "Pharaoh's Fortune",
  theme: 'Ancient Egypt: tombs of gold along the Nile',
  mechanic: 'lines',
  betCoins: 20,
  symbols: [
    {
      code: 'W',
      name: 'Pharaoh (wild)',
      kind: 'wild',
      pays: [50, 250, 2500],
    },
    {
      code: 'S',
      name: 'Pyramid (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Eye of Horus',
      kind: 'regular',
      pays: [25, 100, 750],
    },
    {
      code: 'R',
      name: 'Scarab',
      kind: 'regular',
      pays: [20, 75, 400],
    },
    {
      code: 'G',
      name: 'Ankh',
      kind: 'regular',
      pays: [15, 50, 250],
    },
    {
      code: 'B',
      name: 'Sacred cat',
      kind: 'regular',
      pays: [10, 40, 150],
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
      'KBTAJRTTGBJWKTKAJQTQTPJBQSAQWGWPG',
      'KJRJJWAGTJWBTKBQTPGGASQKTRQTAQBTW',
      'KQBTJKJGKGAQTQSWTTWJBBQPJTGRWRAAP',
      'WQAGBWWBTQAQAKTJBGGKJTKRJSTTRRJPPQ',
      'PWJGTWKGTTRQJAQTASQTPBWKKJRARQBBJG',
    ],
    free: [
      'WWKRQRKTJGGBPPPARQBTAWGATQJTBKQJJS',
      'QGTBTKPQJTJJQAPQKTBKRGRRAPASWBGWJW',
      'BWKQBWTQRQGPGJKSPTTRAPKQTAGRJJAJBW',
      'AAKWKPGGRJTKRRBJQTWBQSQTATPJWQJGPB',
      'GPJPAWGQTKTWKPAJKGBAWRJRSBRTQTBQJQ',
    ],
  },
  scatter: {
    pays: [2, 10, 50],
    freeSpins: [10, 15, 20],
  },
  freeSpinMultiplier: 2,
  par: {
    method: 'exact',
    rtp: 0.9532961864681664,
  },
};
