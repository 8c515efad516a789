/**
 * The cached result of vp.exact.ts (optimalRtp), recomputed by the tests and by
 * `src/cli/video-poker-rtp.ts`: Jacks or Better 9/6, max coins, optimal play.
 */
export const VIDEO_POKER_OPTIMAL_RTP = {
  numerator: 19_842_315_923_796n,
  denominator: 19_933_230_517_200n,
  /** 0.995439043695…: the published 99.54 %. */
  rtp: 0.995439043695,
} as const;
