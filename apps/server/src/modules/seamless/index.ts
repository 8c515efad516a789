export { grantFreeBet, type FreeBetPort, type GrantFreeBet } from './seamless.free-bets.js';
export type { FreeSpinPort } from './seamless.free-spins.js';
export { createSeamlessService, type SeamlessService } from './seamless.service.js';
export { freeBetsBackofficeRoutes, seamlessRoutes } from './seamless.routes.js';
export { signSeamless } from './seamless.signature.js';
export type { StakedGame, WagerBook, WageringPort } from './seamless.wagering.js';
export type { JackpotBook, JackpotPort, JackpotStake } from './seamless.jackpots.js';
export type { PlayLimitBook, PlayLimitPort } from './seamless.play-limits.js';
