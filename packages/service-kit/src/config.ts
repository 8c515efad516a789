import type { z } from 'zod';

export class ConfigError extends Error {}

/**
 * Validates the environment against `schema`, an empty variable counting as unset; throws a
 * ConfigError naming every bad variable under "Invalid <title>:".
 */
export function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  env: Record<string, string | undefined>,
  title: string,
): z.output<Schema> {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = schema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid ${title}:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
