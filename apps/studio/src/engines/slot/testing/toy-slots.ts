import type { SlotConfig, SlotSymbol } from '../slot.types.js';

/**
 * Small slots for tests: short strips, so every stop combination can be played one by
 * one through the engine and compared with the enumeration.
 */

const symbols = (wildPays?: readonly [number, number, number]): SlotSymbol[] => [
  { code: 'W', name: 'Wild', kind: 'wild', ...(wildPays ? { pays: wildPays } : {}) },
  { code: 'S', name: 'Scatter', kind: 'scatter' },
  { code: 'H', name: 'High', kind: 'regular', pays: [20, 80, 400] },
  { code: 'M', name: 'Middle', kind: 'regular', pays: [10, 30, 150] },
  { code: 'L', name: 'Low', kind: 'regular', pays: [3, 10, 40] },
];

/** A toy slot of the given mechanic (lines, ways or cascade over lines). */
export function toySlot(mechanic: 'lines' | 'ways' | 'cascade', overrides: Partial<SlotConfig> = {}): SlotConfig {
  return {
    id: `toy-${mechanic}`,
    name: 'Toy',
    theme: 'test',
    mechanic,
    betCoins: mechanic === 'ways' ? 25 : 20,
    symbols: symbols(mechanic === 'ways' ? undefined : [30, 100, 500]),
    reels: {
      base: ['WHSLML', 'HLWMLS', 'LSMHWL', 'MLHSLW', 'HMLSWL'],
      free: ['WSHLMLHMLWLM', 'HWLSMLMHLLWM', 'SWMHLLMLHMWL', 'LMWSHLMLWHLM', 'WHSLMMLHLWML'],
    },
    scatter: { pays: [2, 10, 50], freeSpins: [3, 5, 8] },
    freeSpinMultiplier: 2,
    // Blanks (X) keep the toy's cascades short; no scatters on its free strips, because
    // cascades on short strips pull them in again and again.
    ...(mechanic === 'cascade'
      ? {
          symbols: [...symbols([30, 100, 500]), { code: 'X', name: 'Blank', kind: 'regular' as const }],
          cascade: { evaluate: 'lines' as const, multipliers: [1, 2, 3] },
          reels: {
            base: ['WHXSLXMLXM', 'HXLWMXLSXM', 'LSXMHXWLXM', 'MLXHSXLWXH', 'HMXLSXWLXM'],
            free: ['WMXHLXMLXH', 'HWXLMXLMXL', 'LWXMHXLMXH', 'LMXWHXLMXW', 'WHXMLXMLXW'],
          },
        }
      : {}),
    par: { method: 'exact', rtp: 0 },
    ...overrides,
  };
}
