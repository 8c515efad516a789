import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The studio's wallet secret in local mode (the studio's own local default must match it). */
export const LOCAL_STUDIO_WALLET_SECRET = 'local-studio-wallet-secret-not-for-production';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

/** Every setting the server reads from the environment, validated once at start. */
const Env = z
  .object({
    APP_MODE: z.enum(['local', 'production']).default('local'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(8080),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z.url().optional(),
    DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    REFRESH_SHIFT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Casino <no-reply@casino.local>'),
    WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED_DEMO_PLAYER: bool.default(true),
    // Sign-ups one address may make per hour before growing delays start (many players
    // behind one NAT may need more; the browser journeys do).
    REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** The in-house game studio: where the platform reaches it, and where browsers do. */
    STUDIO_URL: z.url().default('http://127.0.0.1:8081'),
    STUDIO_PUBLIC_URL: z.url().default('http://localhost:8081'),
    STUDIO_WALLET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    GAMES_SYNC_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
    /** Start the studio beside the platform (on STUDIO_URL's port, in its own database); local mode only by default. */
    START_STUDIO: bool.optional(),
  })
  .superRefine((env, ctx) => {
    if (env.APP_MODE !== 'production') return;
    for (const key of ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL', 'STUDIO_WALLET_SECRET'] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production mode' });
    }
  });

export type Config = ReturnType<typeof toConfig>;

export class ConfigError extends Error {}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = Env.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return toConfig(parsed.data);
}

function toConfig(env: z.infer<typeof Env>) {
  return {
    mode: env.APP_MODE,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshShiftSeconds: env.REFRESH_SHIFT_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    webDist: path.resolve(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    seedDemoPlayer: env.SEED_DEMO_PLAYER,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    studio: {
      url: env.STUDIO_URL.replace(/\/$/, ''),
      publicUrl: env.STUDIO_PUBLIC_URL.replace(/\/$/, ''),
      // Local mode shares a fixed, public secret with a local studio; production must set its own.
      walletSecret: env.STUDIO_WALLET_SECRET ?? LOCAL_STUDIO_WALLET_SECRET,
      startLocally: env.START_STUDIO ?? env.APP_MODE === 'local',
    },
    gamesSyncIntervalMs: env.GAMES_SYNC_SECONDS * 1000,
  };
}
