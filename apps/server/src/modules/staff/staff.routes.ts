import {
  AuditPage,
  AuditQuery,
  NewStaffRequest,
  StaffAccount,
  StaffList,
  StaffLoginRequest,
  StaffLoginResponse,
  StaffResponse,
  TotpConfirmRequest,
  TotpEnrolment,
  STAFF_ROLES,
} from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { STAFF } from '../../lib/staff-roles.js';
import { principalOf } from '../../plugins/auth.js';
import type { AuditService } from './audit.service.js';
import type { StaffAccountsService } from './staff-accounts.service.js';
import type { StaffSignInService } from './staff-sign-in.service.js';

export interface StaffRoutesOptions {
  signIn: StaffSignInService;
  accounts: StaffAccountsService;
  audit: AuditService;
}

const tags = ['staff'];
const security = [{ bearer: [] }];
const UserParams = z.object({ id: z.coerce.number().int().positive() });

/** The console's sign-in, the staff member's own account, staff accounts and the audit log. */
export const staffRoutes: FastifyPluginAsyncZod<StaffRoutesOptions> = async (app, { signIn, accounts, audit }) => {
  app.post(
    '/api/backoffice/auth/login/',
    { schema: { tags, body: StaffLoginRequest, response: { 200: StaffLoginResponse } } },
    (request) => signIn.login(request.body, request.ip),
  );

  app.get(
    '/api/backoffice/me/',
    { onRequest: app.requireRole(...STAFF_ROLES), schema: { tags, security, response: { 200: StaffResponse } } },
    (request) => signIn.me(principalOf(request).userId),
  );

  // Any staff member may turn on a second factor for their own account (SO, SA and O have it from their first sign-in).
  const anyStaff = { onRequest: app.requireRole(...STAFF_ROLES) };
  app.post(
    '/api/backoffice/me/totp/',
    { ...anyStaff, schema: { tags, security, response: { 200: TotpEnrolment } } },
    (request) => signIn.startEnrolment(principalOf(request).userId),
  );
  app.post(
    '/api/backoffice/me/totp/confirm/',
    { ...anyStaff, schema: { tags, security, body: TotpConfirmRequest, response: { 204: z.null() } } },
    async (request, reply) => {
      await signIn.confirmEnrolment(principalOf(request).userId, request.body.code);
      return reply.status(204).send(null);
    },
  );

  const owner = { onRequest: app.requireRole(...STAFF.owners) };
  app.get('/api/backoffice/staff/', { ...owner, schema: { tags, security, response: { 200: StaffList } } }, () =>
    accounts.list(),
  );

  app.post(
    '/api/backoffice/staff/',
    { ...owner, schema: { tags, security, body: NewStaffRequest, response: { 201: StaffAccount } } },
    async (request, reply) => reply.status(201).send(await accounts.create(request.body)),
  );

  app.post(
    '/api/backoffice/staff/:id/reset-totp/',
    { ...owner, schema: { tags, security, params: UserParams, response: { 204: z.null() } } },
    async (request, reply) => {
      await accounts.resetTotp(request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/backoffice/audit/',
    { ...owner, schema: { tags, security, querystring: AuditQuery, response: { 200: AuditPage } } },
    (request) => audit.list(request.query),
  );
};
