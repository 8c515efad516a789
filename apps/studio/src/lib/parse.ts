import type { z } from 'zod';
import { StudioError } from './studio-error.js';

/** Validates a request part with zod; anything wrong is invalid_request, never a 500. */
export function parse<T>(schema: z.ZodType<T>, data: unknown): T {
  const result = schema.safeParse(data ?? {});
  if (!result.success) throw new StudioError('invalid_request', 400);
  return result.data;
}
