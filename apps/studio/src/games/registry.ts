import { StudioError } from '../lib/studio-error.js';
import type { GameMeta, StudioGame } from './game.types.js';
import { slotGame } from './slot.adapter.js';
import { LIVE_GAMES, RUNNERS } from './live/live.games.js';
import { SLOTS } from './slots/index.js';
import { baccarat } from './table/baccarat.adapter.js';
import { blackjack } from './table/blackjack.adapter.js';
import { dice } from './table/dice.adapter.js';
import { keno } from './table/keno.adapter.js';
import { videoPoker } from './table/video-poker.adapter.js';
import { europeanRoulette } from './table/roulette.adapter.js';

type SlotLook = Pick<GameMeta, 'volatility' | 'theme'>;

// Volatility classes from each PAR sheet's standard deviation per unit bet (cli/par-sheets.ts):
// below 3.5 low, 3.5-5 medium, above 5 high.
const SLOT_LOOKS: Record<string, SlotLook> = {
  'pharaohs-fortune': {
    volatility: 'medium',
    theme: { from: '#7c4a03', to: '#1c1206', accent: '#ffd773', motif: 'pyramid' },
  },
  'neon-nights': {
    volatility: 'medium',
    theme: { from: '#4c1d95', to: '#0b0620', accent: '#f0abfc', motif: 'skyline' },
  },
  'viking-raid': { volatility: 'high', theme: { from: '#1e3a5f', to: '#070d18', accent: '#93c5fd', motif: 'shield' } },
  'lucky-clover': { volatility: 'low', theme: { from: '#166534', to: '#04140a', accent: '#bbf7d0', motif: 'clover' } },
  'jungle-ways': { volatility: 'low', theme: { from: '#3f6212', to: '#0b1405', accent: '#d9f99d', motif: 'leaf' } },
  'dragon-pearls': {
    volatility: 'high',
    theme: { from: '#991b1b', to: '#1a0606', accent: '#fde68a', motif: 'pearls' },
  },
  'arctic-ways': {
    volatility: 'medium',
    theme: { from: '#0e7490', to: '#04141a', accent: '#e0f2fe', motif: 'snowflake' },
  },
  'aztec-avalanche': {
    volatility: 'medium',
    theme: { from: '#9a3412', to: '#1a0a04', accent: '#5eead4', motif: 'steps' },
  },
  'sugar-tumble': {
    volatility: 'medium',
    theme: { from: '#be185d', to: '#2a0616', accent: '#fef08a', motif: 'candy' },
  },
  'crystal-caverns': {
    volatility: 'medium',
    theme: { from: '#5b21b6', to: '#0c0620', accent: '#a5f3fc', motif: 'crystal' },
  },
};

function buildGames(): StudioGame[] {
  const slots = [...SLOTS.values()].map((c) => {
    const look = SLOT_LOOKS[c.config.id];
    if (!look) throw new Error(`no look for slot ${c.config.id}`);
    return slotGame(c, {
      id: c.config.id,
      name: c.config.name,
      category: 'videoSlots',
      rtp: c.config.par.rtp,
      ...look,
    });
  });
  return [...slots, europeanRoulette, baccarat, blackjack, videoPoker, dice, keno] as StudioGame[];
}

/** Every game of the studio, in catalogue order. */
export const GAMES: readonly StudioGame[] = buildGames();
const BY_ID = new Map(GAMES.map((game) => [game.meta.id, game]));

/** Every game the catalogue lists: the instant ones, then the live tables. */
export const CATALOGUE: readonly GameMeta[] = [
  ...GAMES.map((game) => game.meta),
  ...LIVE_GAMES.map((game) => game.meta),
];
const META_BY_ID = new Map(CATALOGUE.map((meta) => [meta.id, meta]));

/** The catalogue entry of an id, or game_not_found. */
export function metaOf(id: string): GameMeta {
  const meta = META_BY_ID.get(id);
  if (!meta) throw new StudioError('game_not_found', 404);
  return meta;
}

/** What the client draws a game from: its catalogue entry and its public rules data. */
export function describeGame(id: string): Record<string, unknown> {
  const meta = metaOf(id);
  const instant = BY_ID.get(id);
  if (instant) return { ...meta, ...instant.describe() };
  if (id === 'live-roulette') return { ...meta, ...europeanRoulette.describe() };
  if (id === 'virtual-racing') return { ...meta, runners: RUNNERS };
  return { ...meta };
}

/** The instant game of an id, or game_not_found. */
export function gameOf(id: string): StudioGame {
  const game = BY_ID.get(id);
  if (!game) throw new StudioError('game_not_found', 404);
  return game;
}
