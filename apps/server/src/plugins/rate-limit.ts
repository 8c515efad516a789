import { SEAMLESS } from '@casino/contracts';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { createRateWindows } from './rate-windows.js';

/** Requests per minute (config.ts, RATE_LIMIT_*). */
export interface RateLimits {
  /** One address, to the site's pages and the API: every route but the two below. */
  perAddress: number;
  /** One address, for the web app's files (scripts, styles, pictures, and index.html for its pages). */
  filesPerAddress: number;
  /** One game provider's seamless-wallet calls, from any address; also one processor address's signed callbacks. */
  perProvider: number;
}

const WINDOW_MS = 60_000;
const PROCESSOR_CALLBACK = /^\/api\/backoffice\/payments\/(deposit|payout)\/callback\//;
/** The web app's and the staff console's files: @fastify/static's catch-all routes (web.ts). */
const FILES_ROUTES = new Set(['/*', '/backoffice/*']);
const TOO_MANY = { code: 'too_many_requests', message: 'Too many requests. Please wait and try again.' };

type Budget = 'site' | 'files' | 'callbacks';
/** A route hook in callback style: no promise on the provider's hot path. */
type Hook = (request: FastifyRequest, reply: FastifyReply, done: () => void) => void;

/**
 * Every route is limited (decision 023). Browsers, and anyone else, by address: the site
 * and the API in one budget, the web app's files in a larger one, payment processors'
 * signed callbacks in one of their own. Game providers by provider, since one provider
 * may call from one address for thousands of players: a call counts once its signature
 * has proved the provider; a call refused before that (unknown provider, bad signature)
 * counts against its address. Counts are kept in this process.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, limits: RateLimits) => {
  const budgetOf = (request: FastifyRequest): Budget =>
    request.method === 'POST' && PROCESSOR_CALLBACK.test(request.url)
      ? 'callbacks'
      : FILES_ROUTES.has(request.routeOptions.url ?? '') && !request.url.startsWith('/api/')
        ? 'files'
        : 'site';
  const max: Record<Budget, number> = {
    site: limits.perAddress,
    files: limits.filesPerAddress,
    callbacks: limits.perProvider,
  };
  await app.register(rateLimit, {
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => `${budgetOf(request)}:${request.ip}`,
    max: (_request, key) => max[key.slice(0, key.indexOf(':')) as Budget],
  });

  // The seamless-wallet routes opt out of the per-address limit (seamless.routes.ts); these
  // hooks are added to them alone, so no other route pays for them.
  const providers = createRateWindows(WINDOW_MS, 10_000);
  const refusedAddresses = createRateWindows(WINDOW_MS);
  const refuse = (reply: FastifyReply, seconds: number) =>
    reply.code(429).header('retry-after', String(seconds)).send(TOO_MANY);

  const addressGate: Hook = (request, reply, done) => {
    const seconds = refusedAddresses.wait(request.ip, limits.perAddress, Date.now());
    if (seconds > 0) return void refuse(reply, seconds);
    done();
  };
  // After the seamless module's own preValidation hook, which sets request.provider once
  // the signature is checked (route hooks run after the instance's).
  const providerGate: Hook = (request, reply, done) => {
    if (request.provider !== undefined) {
      const seconds = providers.hit(request.provider, limits.perProvider, Date.now());
      if (seconds > 0) return void refuse(reply, seconds);
    }
    done();
  };
  const countRefused: Hook = (request, _reply, done) => {
    if (request.provider === undefined) refusedAddresses.hit(request.ip, Number.MAX_SAFE_INTEGER, Date.now());
    done();
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${SEAMLESS.prefix}/`)) return;
    route.onRequest = [...hooks(route.onRequest), addressGate];
    route.preValidation = [...hooks(route.preValidation), providerGate];
    route.onResponse = [...hooks(route.onResponse), countRefused];
  });
});

const hooks = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
