import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error.js';
import { principalOf } from './auth.js';
import { createRateWindows } from './rate-windows.js';

/** Calls that move a player's money, one player may send per minute, per action (counted in this process). */
export const MONEY_CALLS_PER_MINUTE = 30;

/**
 * A route hook (after the player's authentication) that limits each signed-in player's calls
 * of one action per minute, on top of the per-address limit every route has: a money call
 * is one player's, wherever they send it from.
 */
export function createPlayerLimit(perMinute = MONEY_CALLS_PER_MINUTE) {
  const windows = createRateWindows(60_000);
  return (action: string) => async (request: FastifyRequest) => {
    const seconds = windows.hit(`${action}:${principalOf(request).userId}`, perMinute, Date.now());
    if (seconds > 0) throw new AppError('too_many_requests', 429, undefined, { 'retry-after': String(seconds) });
  };
}
