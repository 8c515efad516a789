import { PLACEMENTS, POCKETS, type RouletteBetKind } from './roulette.rules.js';
import { settleRoulette } from './roulette.play.js';

/** The exact RTP of one bet kind as a fraction returned / staked over all 37 pockets and every legal placement. */
export function rouletteRtp(kind: RouletteBetKind): { returned: number; staked: number } {
  let returned = 0;
  let staked = 0;
  for (const numbers of PLACEMENTS[kind]) {
    for (let pocket = 0; pocket < POCKETS; pocket++) {
      const outcome = settleRoulette(pocket, [{ kind, numbers, amount: 1 }]);
      returned += outcome.payout;
      staked += outcome.totalBet;
    }
  }
  return { returned, staked };
}
