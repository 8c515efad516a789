import { type CompiledSlot, compileSlot } from '../../engines/slot/slot.compile.js';
import type { SlotConfig } from '../../engines/slot/slot.types.js';
import { arcticWays } from './arctic-ways.game.js';
import { aztecAvalanche } from './aztec-avalanche.game.js';
import { crystalCaverns } from './crystal-caverns.game.js';
import { dragonPearls } from './dragon-pearls.game.js';
import { jungleWays } from './jungle-ways.game.js';
import { luckyClover } from './lucky-clover.game.js';
import { neonNights } from './neon-nights.game.js';
import { pharaohsFortune } from './pharaohs-fortune.game.js';
import { sugarTumble } from './sugar-tumble.game.js';
import { vikingRaid } from './viking-raid.game.js';

/** Every video slot of the studio, in lobby order. */
export const SLOT_CONFIGS: readonly SlotConfig[] = [
  pharaohsFortune,
  neonNights,
  vikingRaid,
  luckyClover,
  jungleWays,
  dragonPearls,
  arcticWays,
  aztecAvalanche,
  sugarTumble,
  crystalCaverns,
];

/** The slots compiled once, by id. */
export const SLOTS: ReadonlyMap<string, CompiledSlot> = new Map(
  SLOT_CONFIGS.map((config) => [config.id, compileSlot(config)]),
);
