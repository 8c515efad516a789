import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { roleGuardOf } from './auth.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the audit log keeps as the state before a staff call (its target read before the change). */
    auditBefore?: (request: FastifyRequest) => Promise<unknown>;
  }
  interface FastifyRequest {
    auditBefore?: unknown;
  }
}

/** Where entries go (the staff module's audit service). */
export interface AuditWriter {
  record(entry: {
    actorId: number;
    role: string;
    action: string;
    target: string;
    request: unknown;
    before: unknown;
    after: unknown;
    status: number;
    ip: string;
  }): Promise<void>;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Fields never kept: passwords, secrets (a provider's, a processor's), tokens. */
const SECRET_KEYS = /password|secret|token|^access$|^refresh$|api_?key/i;
/** Answers larger than this are kept as their size only (a document's file is never kept). */
const MAX_KEPT = 32_768;

/**
 * Every call a staff role may make that changes something is written to the append-only audit
 * log (issue #25, decision 042) as it is answered: who, from which address, what (the route and
 * its target), what was asked (secrets masked), the state before where the route can read it,
 * the answer after, and its status, refusals included. Routes opt in by their role guard alone,
 * so a new staff route cannot be forgotten.
 */
export const auditPlugin = fp(async (app: FastifyInstance, { audit }: { audit: AuditWriter }) => {
  const readBefore = async (request: FastifyRequest) => {
    request.auditBefore = await request.routeOptions.config.auditBefore?.(request);
  };

  const record: onSendHookHandler = async (request, reply, payload) => {
    const principal = request.principal;
    if (!principal) return payload;
    try {
      await audit.record({
        actorId: principal.userId,
        role: principal.role,
        action: `${request.method} ${request.routeOptions.url ?? request.url}`,
        target: targetOf(request.routeOptions.url ?? '', request.params),
        request: masked(request.body),
        before: request.auditBefore ?? null,
        after: answerOf(reply, payload),
        status: reply.statusCode,
        ip: request.ip,
      });
    } catch (error) {
      request.log.error(error, 'a staff action could not be written to the audit log');
    }
    return payload;
  };

  app.addHook('onRoute', (route: RouteOptions) => {
    const guard = roleGuardOf(route);
    const methods = [route.method].flat();
    if (!guard || guard.roles.every((role) => role === 'P') || methods.every((method) => READS.has(method))) return;
    route.preHandler = [...[route.preHandler ?? []].flat(), readBefore];
    route.onSend = [...[route.onSend ?? []].flat(), record];
  });
});

/** `payout 12` for `/payments/payout/:id/…`: each parameter named by the path's word before it. */
function targetOf(url: string, params: unknown): string {
  const values = (params ?? {}) as Record<string, unknown>;
  const segments = url.split('/');
  return segments
    .flatMap((segment, index) => {
      if (!segment.startsWith(':')) return [];
      const name = segment.slice(1);
      const before = segments[index - 1] ?? '';
      return [`${before.startsWith(':') || !before ? name : before} ${String(values[name])}`];
    })
    .join(', ');
}

function masked(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value ?? null;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, SECRET_KEYS.test(key) ? '***' : masked(field)]),
  );
}

function answerOf(reply: FastifyReply, payload: unknown): unknown {
  if (typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').includes('json')) return null;
  if (payload.length > MAX_KEPT) return { size: payload.length };
  try {
    return masked(JSON.parse(payload));
  } catch {
    return null;
  }
}
