import { randomBytes } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import path from 'node:path';
import { metricsConfig, metricsEnv, packageRootOf, parseEnv } from '@casino/service-kit';
import { z } from 'zod';

// From the server's folder (apps/server): the same from its sources and from its bundle.
const repoRoot = path.resolve(packageRootOf(import.meta.url), '../..');

/** The studio's wallet secret in local mode (the studio's own local default must match it). */
export const LOCAL_STUDIO_WALLET_SECRET = 'local-studio-wallet-secret-not-for-production';
/** The sportsbook's wallet secret in local mode. */
export const LOCAL_SPORTSBOOK_WALLET_SECRET = 'local-sportsbook-wallet-secret-not-for-production';

const bool = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');
const perMinute = (fallback: number) => z.coerce.number().int().min(1).max(1_000_000_000).default(fallback);

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether HOST keeps the server to this machine (a name other than localhost may resolve anywhere). */
function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost') return true;
  if (isIPv4(bare)) return LOOPBACK.check(bare, 'ipv4');
  return isIPv6(bare) && LOOPBACK.check(bare, 'ipv6');
}

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
    /** Prometheus metrics at /metrics on a port of their own (none unless set), bound to METRICS_HOST. */
    ...metricsEnv,
    /** Seconds a signalled server keeps answering while /readyz says draining; unset: 5 in production, 0 locally. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
    REFRESH_SHIFT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: z.url().optional(),
    MAIL_FROM: z.string().min(3).default('Casino <no-reply@casino.local>'),
    WEB_DIST: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
    TRUST_PROXY: bool.default(false),
    // Unset: warnings and errors in local mode, where a person reads the terminal; info in production.
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
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
    /** The in-house sportsbook: where the platform reaches it, and where browsers do. */
    SPORTSBOOK_URL: z.url().default('http://127.0.0.1:8082'),
    SPORTSBOOK_PUBLIC_URL: z.url().default('http://localhost:8082'),
    SPORTSBOOK_WALLET_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The key of the sportsbook's operator API (generated for a local sportsbook when unset). */
    SPORTSBOOK_OPERATOR_KEY: z.string().min(24, 'must be at least 24 characters').optional(),
    /** Start the sportsbook beside the platform; local mode only by default. */
    START_SPORTSBOOK: bool.optional(),
    /** Requests per minute: one address to the site and API, one address for the web app's files, one game provider. */
    RATE_LIMIT_PER_MINUTE: perMinute(600),
    RATE_LIMIT_FILES_PER_MINUTE: perMinute(3000),
    RATE_LIMIT_PROVIDER_PER_MINUTE: perMinute(120_000),
    /** The sandbox card and crypto processors (test money); on in local mode, off in production unless set. */
    SANDBOX_PAYMENTS: bool.optional(),
    /** Start local mode on a non-loopback HOST anyway, with a warning, though it exposes what localExposures names. */
    ALLOW_EXPOSED_LOCAL_MODE: bool.default(false),
    /** An S3-compatible bucket for identity documents instead of DATA_DIR/documents: all of them, or none. */
    DOCUMENTS_S3_ENDPOINT: z
      .url({ protocol: /^https?$/ })
      .refine((url) => !/[?#]/.test(url), "must be the store's address alone, without ? or #")
      .optional(),
    DOCUMENTS_S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name (3-63 lowercase letters, digits, dots, hyphens)',
      )
      .optional(),
    DOCUMENTS_S3_REGION: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be a region name such as us-east-1')
      .optional(),
    DOCUMENTS_S3_ACCESS_KEY_ID: z.string().regex(/^\S+$/, 'must have no spaces').optional(),
    DOCUMENTS_S3_SECRET_ACCESS_KEY: z.string().regex(/^\S+$/, 'must have no spaces').optional(),
    DOCUMENTS_S3_PREFIX: z
      .string()
      .regex(/^[\w.-]+(\/[\w.-]+)*\/?$/, 'must be folder names (letters, digits, _ . -) separated by /')
      .refine((prefix) => !prefix.split('/').some((part) => /^\.+$/.test(part)), 'must not name . or ..')
      .optional(),
  })
  .superRefine((env, ctx) => {
    for (const key of missingDocumentsS3Settings(env)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message:
          'is required once any DOCUMENTS_S3_* variable is set: the S3 document store needs its endpoint, bucket and both keys',
      });
    }
    if (env.APP_MODE === 'local') {
      const exposed = localExposures(env);
      if (exposed.length > 0 && !env.ALLOW_EXPOSED_LOCAL_MODE) {
        ctx.addIssue({
          code: 'custom',
          path: ['HOST'],
          message:
            `${env.HOST} is not a loopback address, and local mode would expose to the network ${exposed.join('; ')}. ` +
            'Listen on 127.0.0.1, use APP_MODE=production, close each of these, ' +
            'or set ALLOW_EXPOSED_LOCAL_MODE=true to start anyway',
        });
      }
      return;
    }
    for (const key of [
      'DATABASE_URL',
      'JWT_SECRET',
      'SMTP_URL',
      'PUBLIC_URL',
      'STUDIO_WALLET_SECRET',
      'SPORTSBOOK_WALLET_SECRET',
    ] as const) {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required in production mode' });
    }
  });

type Env = z.infer<typeof Env>;

const DOCUMENTS_S3_REQUIRED = [
  'DOCUMENTS_S3_ENDPOINT',
  'DOCUMENTS_S3_BUCKET',
  'DOCUMENTS_S3_ACCESS_KEY_ID',
  'DOCUMENTS_S3_SECRET_ACCESS_KEY',
] as const;

/** The S3 settings still missing once one is given: a half-configured store must not fall back to the disk unnoticed. */
function missingDocumentsS3Settings(env: Env) {
  const given = Object.entries(env).some(([key, value]) => key.startsWith('DOCUMENTS_S3_') && value !== undefined);
  return given ? DOCUMENTS_S3_REQUIRED.filter((key) => !env[key]) : [];
}

/** The bucket for identity documents when one is configured (all or nothing, checked above); null keeps them on disk. */
function documentsS3(env: Env) {
  const endpoint = env.DOCUMENTS_S3_ENDPOINT;
  const bucket = env.DOCUMENTS_S3_BUCKET;
  const accessKeyId = env.DOCUMENTS_S3_ACCESS_KEY_ID;
  const secretAccessKey = env.DOCUMENTS_S3_SECRET_ACCESS_KEY;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) return null;
  const prefix = env.DOCUMENTS_S3_PREFIX?.replace(/\/$/, '');
  return {
    endpoint: endpoint.replace(/\/+$/, ''),
    bucket,
    region: env.DOCUMENTS_S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix ? `${prefix}/` : '',
  };
}

const sandboxPayments = (env: Pick<Env, 'APP_MODE' | 'SANDBOX_PAYMENTS'>) =>
  env.SANDBOX_PAYMENTS ?? env.APP_MODE === 'local';

/** What local mode's conveniences give whoever reaches HOST, when HOST is not a loopback address. */
function localExposures(env: Omit<Env, 'ALLOW_EXPOSED_LOCAL_MODE'>): string[] {
  if (isLoopback(env.HOST)) return [];
  return [
    ...(env.SMTP_URL ? [] : ['the local mailbox at /dev/mailbox, which shows password-reset links (set SMTP_URL)']),
    ...(env.STUDIO_WALLET_SECRET
      ? []
      : ["the studio's public wallet secret, which signs wallet calls that move money (set STUDIO_WALLET_SECRET)"]),
    ...(env.SPORTSBOOK_WALLET_SECRET
      ? []
      : [
          "the sportsbook's public wallet secret, which signs wallet calls that move money (set SPORTSBOOK_WALLET_SECRET)",
        ]),
    ...(sandboxPayments(env)
      ? ['the sandbox payment processors, whose test cards deposit money (set SANDBOX_PAYMENTS=false)']
      : []),
  ];
}

/** What the operator chose to run although it is unsafe: said loudly at start (app.ts). */
function warningsOf(env: Env): string[] {
  const warnings: string[] = [];
  const exposed = env.APP_MODE === 'local' ? localExposures(env) : [];
  if (exposed.length > 0) {
    warnings.push(
      `ALLOW_EXPOSED_LOCAL_MODE: local mode listens on ${env.HOST}, so anyone who reaches it can use ${exposed.join('; ')}.`,
    );
  }
  if (env.APP_MODE === 'production' && sandboxPayments(env)) {
    warnings.push(
      'SANDBOX_PAYMENTS is on in production: test cards (4242 4242 4242 4242) and the simulated chain deposit money nobody paid.',
    );
  }
  return warnings;
}

export type Config = ReturnType<typeof toConfig>;

export { ConfigError } from '@casino/service-kit';

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return toConfig(parseEnv(Env, env, 'configuration'));
}

function toConfig(env: Env) {
  return {
    mode: env.APP_MODE,
    host: env.HOST,
    port: env.PORT,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    dataDir: path.resolve(env.DATA_DIR),
    embeddedPgPort: env.EMBEDDED_PG_PORT,
    metrics: metricsConfig(env),
    // Long enough for a load balancer's readiness probe to see the drain; Ctrl-C stays quick locally.
    shutdownGraceMs: (env.SHUTDOWN_GRACE_SECONDS ?? (env.APP_MODE === 'local' ? 0 : 5)) * 1000,
    jwtSecret: env.JWT_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshShiftSeconds: env.REFRESH_SHIFT_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    webDist: path.resolve(env.WEB_DIST),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL ?? (env.APP_MODE === 'local' ? 'warn' : 'info'),
    seedDemoPlayer: env.SEED_DEMO_PLAYER,
    registrationsPerHour: env.REGISTRATIONS_PER_HOUR,
    studio: {
      url: env.STUDIO_URL.replace(/\/$/, ''),
      publicUrl: env.STUDIO_PUBLIC_URL.replace(/\/$/, ''),
      // Local mode shares a fixed, public secret with a local studio; production must set its own.
      walletSecret: env.STUDIO_WALLET_SECRET ?? LOCAL_STUDIO_WALLET_SECRET,
      startLocally: env.START_STUDIO ?? env.APP_MODE === 'local',
    },
    sportsbook: {
      url: env.SPORTSBOOK_URL.replace(/\/$/, ''),
      publicUrl: env.SPORTSBOOK_PUBLIC_URL.replace(/\/$/, ''),
      walletSecret: env.SPORTSBOOK_WALLET_SECRET ?? LOCAL_SPORTSBOOK_WALLET_SECRET,
      // A sportsbook the platform starts itself gets a key of this run when none is set (main.ts passes it on).
      operatorKey:
        env.SPORTSBOOK_OPERATOR_KEY ??
        ((env.START_SPORTSBOOK ?? env.APP_MODE === 'local') ? randomBytes(24).toString('hex') : undefined),
      startLocally: env.START_SPORTSBOOK ?? env.APP_MODE === 'local',
    },
    gamesSyncIntervalMs: env.GAMES_SYNC_SECONDS * 1000,
    rateLimits: {
      perAddress: env.RATE_LIMIT_PER_MINUTE,
      filesPerAddress: env.RATE_LIMIT_FILES_PER_MINUTE,
      perProvider: env.RATE_LIMIT_PROVIDER_PER_MINUTE,
    },
    sandboxPayments: sandboxPayments(env),
    documentsS3: documentsS3(env),
    /** Where identity documents are kept on disk; null when they are in the S3 bucket. */
    documentsDir: documentsS3(env) ? null : path.join(path.resolve(env.DATA_DIR), 'documents'),
    warnings: warningsOf(env),
  };
}
