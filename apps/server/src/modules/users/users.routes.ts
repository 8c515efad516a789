import { Profile, User, UserInfo, UserInfoPatch, UserPatch } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf } from '../../plugins/auth.js';
import type { UsersService } from './users.service.js';

const security = [{ bearer: [] }];

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  // onRequest: a request without a valid session is refused before its body is looked at.
  const player = { onRequest: app.requirePlayer };

  app.get(
    '/api/accounts/user',
    { ...player, schema: { tags: ['accounts'], security, response: { 200: User } } },
    (request) => users.getAccount(principalOf(request).userId),
  );

  app.patch(
    '/api/accounts/user',
    { ...player, schema: { tags: ['accounts'], security, body: UserPatch, response: { 200: User } } },
    (request) => users.setLanguage(principalOf(request).userId, request.body.language),
  );

  app.get(
    '/api/users/user/info/',
    { ...player, schema: { tags: ['profile'], security, response: { 200: UserInfo } } },
    (request) => users.getInfo(principalOf(request).userId),
  );

  app.patch(
    '/api/users/user/info/',
    { ...player, schema: { tags: ['profile'], security, body: UserInfoPatch, response: { 200: UserInfo } } },
    (request) => users.updateInfo(principalOf(request).userId, request.body),
  );

  app.get(
    '/api/user/profile',
    { ...player, schema: { tags: ['profile'], security, response: { 200: Profile } } },
    (request) => users.getProfile(principalOf(request).userId),
  );
};
