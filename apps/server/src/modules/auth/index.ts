import type { AuthDeps } from './auth.deps.js';
import { createCredentialsService } from './credentials.service.js';
import { createRegistrationService } from './registration.service.js';
import { createSessionService } from './session.service.js';

export { authRoutes } from './auth.routes.js';
export type { AuthDeps } from './auth.deps.js';
export { issueTokens, type SessionDeps } from './sessions.js';

/** The auth module's three services: sessions, registration and credentials. */
export function createAuthServices(deps: AuthDeps) {
  return {
    sessions: createSessionService(deps),
    registration: createRegistrationService(deps),
    credentials: createCredentialsService(deps),
  };
}
