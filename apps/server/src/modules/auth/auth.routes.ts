import {
  ChangePasswordRequest,
  Detail,
  EmailRequest,
  EmailVerifyResponse,
  LoginRequest,
  LoginResponse,
  PasswordResetConfirmRequest,
  RefreshRequest,
  RefreshResponse,
  RegistrationRequest,
  TokenParams,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { CredentialsService } from './credentials.service.js';
import type { RegistrationService } from './registration.service.js';
import type { SessionService } from './session.service.js';

export interface AuthRoutesOptions {
  sessions: SessionService;
  registration: RegistrationService;
  credentials: CredentialsService;
}

const tags = ['accounts'];
const detail = (text: string) => ({ detail: text });
// Same answer whether or not the address has an account, so it cannot be probed.
const IF_EXISTS = 'If an account uses this address, a message has been sent to it.';

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { sessions, registration, credentials },
) => {
  app.post(
    '/api/accounts/login/',
    { schema: { tags, body: LoginRequest, response: { 200: LoginResponse } } },
    (request) => sessions.login(request.body, request.ip),
  );

  app.post(
    '/api/accounts/refresh/',
    { schema: { tags, body: RefreshRequest, response: { 200: RefreshResponse } } },
    (request) => sessions.refresh(request.body.refresh),
  );

  app.post(
    '/api/accounts/logout/',
    { schema: { tags, body: RefreshRequest, response: { 200: Detail } } },
    async (request) => {
      await sessions.logout(request.body.refresh);
      return detail('Signed out.');
    },
  );

  app.post(
    '/api/accounts/registration/',
    { schema: { tags, body: RegistrationRequest, response: { 201: Detail } } },
    async (request, reply) => {
      await registration.register(request.body, request.ip);
      return reply.status(201).send(detail('Account created. Confirm your e-mail address to sign in.'));
    },
  );

  app.post(
    '/api/accounts/email-verify/:token',
    { schema: { tags, params: TokenParams, response: { 200: EmailVerifyResponse } } },
    (request) => registration.verifyEmail(request.params.token),
  );

  app.post(
    '/api/accounts/registration/resend-email/',
    { schema: { tags, body: EmailRequest, response: { 200: Detail } } },
    async (request) => {
      await registration.resendVerification(request.body.email, request.ip);
      return detail(IF_EXISTS);
    },
  );

  app.post(
    '/api/accounts/password/reset/',
    { schema: { tags, body: EmailRequest, response: { 200: Detail } } },
    async (request) => {
      await credentials.requestPasswordReset(request.body.email, request.ip);
      return detail(IF_EXISTS);
    },
  );

  app.post(
    '/api/accounts/password/reset/confirm/:token',
    { schema: { tags, params: TokenParams, body: PasswordResetConfirmRequest, response: { 200: Detail } } },
    async (request) => {
      await credentials.confirmPasswordReset(request.params.token, request.body.new_password);
      return detail('Password changed. You can sign in now.');
    },
  );

  const security = [{ bearer: [] }];

  app.post(
    '/api/users/user/change-password/',
    {
      onRequest: app.requirePlayer,
      schema: { tags: ['profile'], security, body: ChangePasswordRequest, response: { 200: Detail } },
    },
    async (request) => {
      const { userId, sessionId } = principalOf(request);
      const { old_password, new_password } = request.body;
      await credentials.changePassword(userId, sessionId, old_password, new_password, request.ip);
      return detail('Password changed.');
    },
  );

  app.post(
    '/api/users/change/user/email/',
    {
      onRequest: app.requirePlayer,
      schema: { tags: ['profile'], security, body: EmailRequest, response: { 200: Detail } },
    },
    async (request) => {
      await credentials.requestEmailChange(principalOf(request).userId, request.body.email, request.ip);
      // The same answer when another account uses the address (its owner is told by mail).
      return detail('If the address can be used, a confirmation link has been sent to it.');
    },
  );
};
