import path from 'node:path';
import { metricsConfig, metricsEnv, packageRootOf, parseEnv } from '@casino/service-kit';
import { z } from 'zod';

// apps/sportsbook, whether it runs its sources or its bundle (build/main.js).
const sportsbookRoot = packageRootOf(import.meta.url);

/** Every setting the sportsbook reads from the environment, validated once at start. */
const Env = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(1).max(65535).default(8082),
  /** Where browsers reach the sportsbook (its client, its API); defaults to localhost:PORT. */
  PUBLIC_URL: z.url().optional(),
  /** Where the platform's seamless-wallet API lives. */
  PLATFORM_URL: z.url().default('http://127.0.0.1:8080'),
  /** The player site that frames the client and calls the API from its pages. */
  PLATFORM_PUBLIC_URL: z.url().default('http://localhost:8080'),
  /**
   * Origins besides the platform's whose stylesheets may restyle the client (its `css` launch
   * parameter), comma-separated: a skin hosted elsewhere, or the bet-history frame's host.
   */
  STYLE_ORIGINS: z
    .string()
    .default('')
    .transform((list) =>
      list
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }).transform((url) => new URL(url).origin))),
  PROVIDER_CODE: z
    .string()
    .regex(/^[a-z0-9_-]{2,40}$/)
    .default('sportsbook'),
  WALLET_SECRET: z
    .string({ error: 'is required (the HMAC secret shared with the platform)' })
    .min(16, 'must be at least 16 characters'),
  /** The operator's key for /api/operator (a bearer token); without it the operator API is closed. */
  OPERATOR_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
  DATABASE_URL: z.url({ error: 'is required (a postgres:// URL of the sportsbook’s own database)' }),
  /** The feed's seed: the same seed gives the same calendar, teams and matches on every start. */
  FEED_SEED: z.string().min(1).max(100).default('casino-sportsbook'),
  /** How much faster than listed a live match is played (1 = real time). */
  LIVE_SPEED: z.coerce.number().min(1).max(1000).default(1),
  /** Requests one session (a player's calls) or one address (anything else) may make per minute. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000_000).default(600),
  CLIENT_DIST: z.string().min(1).default(path.join(sportsbookRoot, 'dist/client')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Prometheus metrics at /metrics on a port of their own (none unless set), bound to METRICS_HOST. */
  ...metricsEnv,
});

export type Config = ReturnType<typeof toConfig>;

export { ConfigError } from '@casino/service-kit';

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return toConfig(parseEnv(Env, env, 'sportsbook configuration'));
}

function toConfig(env: z.infer<typeof Env>) {
  return {
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    platformUrl: env.PLATFORM_URL.replace(/\/$/, ''),
    platformOrigin: new URL(env.PLATFORM_PUBLIC_URL).origin,
    styleOrigins: env.STYLE_ORIGINS,
    providerCode: env.PROVIDER_CODE,
    walletSecret: env.WALLET_SECRET,
    operatorKey: env.OPERATOR_KEY,
    databaseUrl: env.DATABASE_URL,
    feedSeed: env.FEED_SEED,
    liveSpeed: env.LIVE_SPEED,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    clientDist: path.resolve(env.CLIENT_DIST),
    logLevel: env.LOG_LEVEL,
    metrics: metricsConfig(env),
  };
}
