import multipart from '@fastify/multipart';
import {
  KYC_DOCUMENT_KINDS,
  KYC_MAX_BYTES,
  KycDocument,
  KycDocuments,
  type KycDocumentKind,
  KycReviewList,
  KycReviewRequest,
} from '@casino/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FieldValidationError } from '../../lib/app-error.js';
import { fileBytes, uploadedFile } from '../../lib/uploads.js';
import { principalOf } from '../../plugins/auth.js';
import type { KycService } from './kyc.service.js';
import { STAFF } from '../../lib/staff-roles.js';

const isKind = (value: unknown): value is KycDocumentKind =>
  typeof value === 'string' && (KYC_DOCUMENT_KINDS as readonly string[]).includes(value);
const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53),
});

/** Sends a stored document as the type its content was found to be, never as anything a browser would run. */
function sendFile(reply: FastifyReply, file: { contentType: string; fileName: string; content: Buffer }) {
  return reply
    .type(file.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('cache-control', 'private, no-store')
    .send(file.content);
}

/** SPEC §7 POST /api/users/documents/upload/ (multipart: kind, then file), the player's list and files, the operator's review. */
export const kycRoutes: FastifyPluginAsyncZod<{ kyc: KycService }> = async (app, { kyc }) => {
  // One file of at most 10 MB and its kind: anything larger is cut off and refused, never kept whole in memory.
  await app.register(multipart, { limits: { fileSize: KYC_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
  const schema = { tags: ['kyc'], security: [{ bearer: [] }] };
  const player = { onRequest: app.requirePlayer };

  app.post(
    '/api/users/documents/upload/',
    { ...player, schema: { ...schema, consumes: ['multipart/form-data'], response: { 201: KycDocument } } },
    async (request, reply) => {
      const data = await uploadedFile(request);
      const kind = (data.fields.kind as { value?: unknown } | undefined)?.value;
      if (!isKind(kind)) throw FieldValidationError.of('kind', 'invalid');
      const content = await fileBytes(data);
      const document = await kyc.upload(principalOf(request).userId, { kind, fileName: data.filename, content });
      return reply.status(201).send(document);
    },
  );
  app.get('/api/users/documents/', { ...player, schema: { ...schema, response: { 200: KycDocuments } } }, (request) =>
    kyc.list(principalOf(request).userId),
  );
  app.get(
    '/api/users/documents/:id/file/',
    { ...player, schema: { ...schema, params: idParams } },
    async (request, reply) => sendFile(reply, await kyc.file(request.params.id, principalOf(request).userId)),
  );

  const operator = { onRequest: app.requireRole(...STAFF.operators) };
  app.get('/api/backoffice/documents/', { ...operator, schema: { ...schema, response: { 200: KycReviewList } } }, () =>
    kyc.pending(),
  );
  app.get(
    '/api/backoffice/documents/:id/file/',
    { ...operator, schema: { ...schema, params: idParams } },
    async (request, reply) => sendFile(reply, await kyc.file(request.params.id, null)),
  );
  app.post(
    '/api/backoffice/documents/:id/review/',
    {
      ...operator,
      config: { auditBefore: (request) => kyc.view(idParams.parse(request.params).id) },
      schema: { ...schema, params: idParams, body: KycReviewRequest, response: { 200: KycDocument } },
    },
    (request) => kyc.review(request.params.id, request.body, principalOf(request).userId),
  );
};
