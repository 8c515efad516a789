import { ARCTIC } from './arctic';
import { AZTEC } from './aztec';
import { CANDY } from './candy';
import { CLOVER } from './clover';
import { CRYSTAL } from './crystal';
import { DRAGON } from './dragon';
import { EGYPT } from './egypt';
import { JUNGLE } from './jungle';
import { NEON_NIGHTS } from './neon';
import type { ThemeArt } from './shapes';
import { VIKING } from './viking';

/** Each slot's drawn symbols, by game id (apps/studio/src/games/slots/*.game.ts). */
const ART: Record<string, ThemeArt> = {
  'pharaohs-fortune': EGYPT,
  'neon-nights': NEON_NIGHTS,
  'viking-raid': VIKING,
  'lucky-clover': CLOVER,
  'jungle-ways': JUNGLE,
  'dragon-pearls': DRAGON,
  'arctic-ways': ARCTIC,
  'aztec-avalanche': AZTEC,
  'sugar-tumble': CANDY,
  'crystal-caverns': CRYSTAL,
};

/** A game's art; a slot added without its own drawings borrows the first set rather than showing nothing. */
export const artOf = (gameId: string): ThemeArt => ART[gameId] ?? EGYPT;

export { SymbolDefs } from './materials';
