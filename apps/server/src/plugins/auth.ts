import { PLAYER_ROLE, type RoleCode } from '@casino/contracts';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessTokens, Principal } from '../lib/access-token.js';
import { AppError } from '../lib/app-error.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    /** Route hook (onRequest): a valid bearer access token is required. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** Route hook (onRequest): a valid token of a player (role P); other roles get permission_denied. */
    requirePlayer(request: FastifyRequest): Promise<void>;
    /** Route hook factory (onRequest): a valid token with one of the roles; others get permission_denied. */
    requireRole(...roles: RoleCode[]): RoleGuard;
    /** Every route a role guard opens, with its roles, as registered: the permission matrix (docs/permissions.md). */
    readonly guardedRoutes: readonly GuardedRoute[];
  }
}

/** A route hook that lets only some roles in; it says which. */
export type RoleGuard = ((request: FastifyRequest) => Promise<void>) & { readonly roles: readonly RoleCode[] };

export interface GuardedRoute {
  method: string;
  url: string;
  roles: readonly RoleCode[];
}

export interface AuthPluginOptions {
  accessTokens: AccessTokens;
  now: () => Date;
  /**
   * Whether the account still exists and is not banned, and the token's session was not
   * revoked: neither a ban nor a sign-out may wait for the token to expire.
   */
  sessionStatus: (principal: Principal) => Promise<'active' | 'banned' | 'closed' | 'excluded' | 'missing' | 'revoked'>;
}

/** Reads the bearer token of every request; routes choose what they require. */
export const authPlugin = fp(async (app: FastifyInstance, options: AuthPluginOptions) => {
  app.decorateRequest('principal', null);

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const principal = token ? await options.accessTokens.verify(token, options.now()) : null;
    if (!principal) throw new AppError('not_authenticated', 401);
    request.principal = principal;
  });

  const requireRole = (...roles: RoleCode[]): RoleGuard =>
    Object.assign(
      async (request: FastifyRequest) => {
        await app.authenticate(request);
        if (!request.principal || !roles.includes(request.principal.role)) throw new AppError('permission_denied', 403);
        const status = await options.sessionStatus(request.principal);
        if (status === 'banned') throw new AppError('user_is_banned', 403);
        if (status === 'closed') throw new AppError('account_closed', 403, 'This account is closed.');
        if (status === 'excluded') throw new AppError('account_excluded', 403);
        if (status !== 'active') throw new AppError('not_authenticated', 401);
      },
      { roles },
    );
  app.decorate('requireRole', requireRole);
  app.decorate('requirePlayer', requireRole(PLAYER_ROLE));

  const guardedRoutes: GuardedRoute[] = [];
  app.decorate('guardedRoutes', guardedRoutes);
  app.addHook('onRoute', (route) => {
    const guard = roleGuardOf(route);
    if (!guard) return;
    for (const method of [route.method].flat())
      if (method !== 'HEAD') guardedRoutes.push({ method, url: route.url, roles: guard.roles });
  });
});

/** The role guard among a route's hooks, if it has one. */
export function roleGuardOf(route: RouteOptions): RoleGuard | undefined {
  const hooks = [route.onRequest, route.preHandler].flat().filter((hook) => hook !== undefined);
  return hooks.find((hook): hook is RoleGuard => 'roles' in hook);
}

/** The authenticated principal of a request that passed `authenticate`. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError('not_authenticated', 401);
  return request.principal;
}
