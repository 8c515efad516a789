import path from 'node:path';
import { metricsConfig, metricsEnv, packageRootOf, parseEnv } from '@casino/service-kit';
import { z } from 'zod';

// apps/studio, whether it runs its sources or its bundle (build/main.js).
const studioRoot = packageRootOf(import.meta.url);

/** Every setting the studio reads from the environment, validated once at start. */
const Env = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8081),
  /** Where browsers reach the studio (game client, art); defaults to localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Where the platform's seamless-wallet API lives. */
  PLATFORM_URL: z.url().default('http://127.0.0.1:8080'),
  /** The player site whose game frame embeds the client: the only other page that may frame it. */
  PLATFORM_PUBLIC_URL: z.url().default('http://localhost:8080'),
  PROVIDER_CODE: z
    .string()
    .regex(/^[a-z0-9_-]{2,40}$/)
    .default('studio'),
  WALLET_SECRET: z
    .string({ error: 'is required (the HMAC secret shared with the platform)' })
    .min(16, 'must be at least 16 characters'),
  DATABASE_URL: z.url({ error: 'is required (a postgres:// URL of the studio’s own database)' }),
  CLIENT_DIST: z.string().min(1).default(path.join(studioRoot, 'dist/client')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prometheus metrics at /metrics on a port of their own (none unless set), bound to METRICS_HOST. */
  ...metricsEnv,
});

export type Config = ReturnType<typeof toConfig>;

export { ConfigError } from '@casino/service-kit';

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return toConfig(parseEnv(Env, env, 'studio configuration'));
}

function toConfig(env: z.infer<typeof Env>) {
  return {
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    platformUrl: env.PLATFORM_URL.replace(/\/$/, ''),
    platformOrigin: new URL(env.PLATFORM_PUBLIC_URL).origin,
    providerCode: env.PROVIDER_CODE,
    walletSecret: env.WALLET_SECRET,
    databaseUrl: env.DATABASE_URL,
    clientDist: path.resolve(env.CLIENT_DIST),
    logLevel: env.LOG_LEVEL,
    metrics: metricsConfig(env),
  };
}
