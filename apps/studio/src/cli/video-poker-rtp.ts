import { optimalRtp } from '../engines/table/video-poker/vp.exact.js';
import { VIDEO_POKER_OPTIMAL_RTP } from '../engines/table/video-poker/vp.rtp.js';

/**
 * Recomputes the exact optimal-play RTP of Jacks or Better 9/6 (all 2,598,960 deals, every
 * hold valued exactly over its draws; a few seconds) and checks it against the cached value.
 * Usage: node --import tsx apps/studio/src/cli/video-poker-rtp.ts
 */

const result = optimalRtp();
const matches =
  result.numerator === VIDEO_POKER_OPTIMAL_RTP.numerator && result.denominator === VIDEO_POKER_OPTIMAL_RTP.denominator;
console.log(`Jacks or Better 9/6, max coins, optimal play: RTP ${(result.rtp * 100).toFixed(4)} %`);
console.log(`  exactly ${result.numerator} / ${result.denominator} over ${result.hands} deals`);
console.log(`  computed in ${(result.millis / 1000).toFixed(1)} s; cached value ${matches ? 'matches' : 'DIFFERS'}`);
if (!matches) process.exitCode = 1;
