import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FieldValidationError } from './app-error.js';

/** The one file of a multipart request (its fields with it), or file_required. */
export async function uploadedFile(request: FastifyRequest): Promise<MultipartFile> {
  const data = request.isMultipart() ? await request.file() : undefined;
  if (!data) throw FieldValidationError.of('file', 'file_required');
  return data;
}

/** The file's bytes; a file cut off at the multipart limit is invalid_size (with `message`, when given). */
export function fileBytes(data: MultipartFile, message?: string): Promise<Buffer> {
  return data.toBuffer().catch((error: { code?: string }) => {
    if (error.code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw message
      ? new FieldValidationError({ file: [{ code: 'invalid_size', message }] })
      : FieldValidationError.of('file', 'invalid_size');
  });
}
