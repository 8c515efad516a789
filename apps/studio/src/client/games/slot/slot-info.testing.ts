import { slotGame } from '../../../games/slot.adapter.js';
import { SLOTS } from '../../../games/slots/index.js';
import type { SlotInfo } from './slot.types';

/** For tests: a slot as the client receives it (GET /api/client/state carries the adapter's description). */
export const slotInfo = (id: string) =>
  ({
    id,
    ...slotGame(SLOTS.get(id)!, { id, name: id, category: 'slots', rtp: 0 } as never).describe(),
  }) as unknown as SlotInfo;
