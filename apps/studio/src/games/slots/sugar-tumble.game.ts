import type { SlotConfig } from '../../engines/slot/slot.types.js';

// Fixed game data. The strips were laid out and tuned by src/cli/tune-slots.ts from the
// draft of the same id; the tests hold this game to the PAR figures in `par`.
export const sugarTumble: SlotConfig = {
  id: 'sugar-tumble',
  name: 'Sugar Tumble',
  theme: 'A candy land where sweets tumble and burst',
  mechanic: 'cascade',
  betCoins: 25,
  symbols: [
    {
      code: 'W',
      name: 'Rainbow lollipop (wild)',
      kind: 'wild',
    },
    {
      code: 'S',
      name: 'Candy house (scatter)',
      kind: 'scatter',
    },
    {
      code: 'P',
      name: 'Heart candy',
      kind: 'regular',
      pays: [20, 50, 250],
    },
    {
      code: 'R',
      name: 'Star candy',
      kind: 'regular',
      pays: [15, 40, 150],
    },
    {
      code: 'G',
      name: 'Gummy bear',
      kind: 'regular',
      pays: [10, 30, 100],
    },
    {
      code: 'B',
      name: 'Jelly bean',
      kind: 'regular',
      pays: [8, 20, 60],
    },
    {
      code: 'A',
      name: 'Red drop',
      kind: 'regular',
      pays: [5, 10, 30],
    },
    {
      code: 'K',
      name: 'Orange drop',
      kind: 'regular',
      pays: [4, 10, 25],
    },
    {
      code: 'Q',
      name: 'Yellow drop',
      kind: 'regular',
      pays: [3, 8, 20],
    },
    {
      code: 'J',
      name: 'Green drop',
      kind: 'regular',
      pays: [2, 6, 15],
    },
    {
      code: 'T',
      name: 'Blue drop',
      kind: 'regular',
      pays: [2, 5, 12],
    },
  ],
  reels: {
    base: [
      'PGKRQGJQPGBTTKKTRTAJJQTTAARSJQB',
      'JKBKWQBTRAGTAGTQTTJQJWQASPRTGPRKJ',
      'PQTQKGSKWPTTTGQRAAQBWJJGTKJRTRBAWJ',
      'STWWAABBJPQKQPJKGTRGTJTKQGTRRTJQA',
      'JJRTGGPKKTRTJSTPJAAAQRBTGTQKBQQ',
    ],
    free: [
      'QPTQRTJATKBGRJABGRQPPJKTBGQAJKS',
      'TWJJJPGTRBAQBJPGWTKSAQRKGKQAWBTQRP',
      'WRJWRJPTJWGKGBSAKBTAPQQPRQTQJABGTK',
      'WBWGQKATRGKPJTRTWTSQJQBGBQJPPRJKAA',
      'QRBBKATASJQJTRRAPBGGQTQGPJKJTKP',
    ],
  },
  scatter: {
    pays: [2, 10, 50],
    freeSpins: [10, 15, 20],
  },
  freeSpinMultiplier: 1,
  cascade: {
    evaluate: 'ways',
    multipliers: [1, 2, 3, 4, 5],
  },
  par: {
    method: 'simulated',
    rtp: 0.9573602219999999,
    ci95: 0.0016040739515796832,
    rounds: 20000000,
    seed: 20251121,
  },
};
