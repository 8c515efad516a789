import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isPlatformProof, PLATFORM_PROOF_HEADER } from '@casino/service-kit';

const TOO_MANY = { code: 'too_many_requests', message: 'Too many requests. Please wait and try again.' };

/**
 * Every route is limited per minute: a player's calls by their session (the platform fronts
 * integration C for every player from one address), anything else by address, except the
 * platform's own calls without a session (opening one for each of its players: it limits its
 * players itself), which carry its proof. Counts are kept in this process, as the platform
 * keeps its own (decision 023).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, options: { perMinute: number; walletSecret: string }) => {
    const keyOf = (request: FastifyRequest) => {
      const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      return bearer ? `session:${createHash('sha256').update(bearer).digest('base64url')}` : `address:${request.ip}`;
    };
    await app.register(rateLimit, {
      timeWindow: 60_000,
      max: options.perMinute,
      keyGenerator: keyOf,
      allowList: (request) =>
        !request.headers.authorization && isPlatformProof(request.headers[PLATFORM_PROOF_HEADER], options.walletSecret),
      errorResponseBuilder: (_request, context) => ({ statusCode: context.statusCode, ...TOO_MANY }),
    });
  },
);
