import { z } from 'zod';

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

/**
 * A server's Prometheus metrics (`@casino/service-kit/metrics`), as every server reads them:
 * METRICS_PORT, none unless set, and METRICS_HOST, loopback unless set.
 */
export const metricsEnv = {
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
};

/** Where `/metrics` is served, or null when METRICS_PORT is not set (then nothing is measured). */
export const metricsConfig = (env: { METRICS_PORT?: number | undefined; METRICS_HOST: string }) =>
  env.METRICS_PORT === undefined ? null : { host: env.METRICS_HOST, port: env.METRICS_PORT };
