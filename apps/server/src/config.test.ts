import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, LOCAL_SPORTSBOOK_WALLET_SECRET, LOCAL_STUDIO_WALLET_SECRET, loadConfig } from './config.js';

const production = {
  APP_MODE: 'production',
  DATABASE_URL: 'postgres://casino:secret@db.internal:5432/casino',
  JWT_SECRET: 'x'.repeat(32),
  SMTP_URL: 'smtp://mail.internal:587',
  PUBLIC_URL: 'https://casino.example/',
  STUDIO_WALLET_SECRET: 's'.repeat(32),
  SPORTSBOOK_WALLET_SECRET: 'b'.repeat(32),
};

const REQUIRED_IN_PRODUCTION = [
  'DATABASE_URL',
  'JWT_SECRET',
  'SMTP_URL',
  'PUBLIC_URL',
  'STUDIO_WALLET_SECRET',
  'SPORTSBOOK_WALLET_SECRET',
] as const;

function failure(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('loadConfig accepted a bad environment');
}

describe('loadConfig', () => {
  it('has working defaults for a local start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'local',
      host: '127.0.0.1',
      port: 8080,
      publicUrl: 'http://localhost:8080',
      databaseUrl: undefined,
      jwtSecret: undefined,
      accessTokenTtlSeconds: 300,
      refreshShiftSeconds: 60,
      refreshTokenTtlDays: 30,
      smtpUrl: undefined,
      trustProxy: false,
      logLevel: 'warn',
      seedDemoPlayer: true,
    });
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('logs quietly in local mode (a person reads the terminal) and at info in production, unless told', () => {
    const production = {
      APP_MODE: 'production',
      DATABASE_URL: 'postgres://u@db/casino',
      JWT_SECRET: 'j'.repeat(32),
      SMTP_URL: 'smtp://mail.example.com',
      PUBLIC_URL: 'https://casino.example.com',
      STUDIO_WALLET_SECRET: 's'.repeat(32),
      SPORTSBOOK_WALLET_SECRET: 'b'.repeat(32),
    };
    expect(loadConfig({}).logLevel).toBe('warn');
    expect(loadConfig(production).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
  });

  it('drains for 5 s before closing in production and not at all locally, unless told', () => {
    expect(loadConfig({}).shutdownGraceMs).toBe(0);
    expect(loadConfig(production).shutdownGraceMs).toBe(5_000);
    expect(loadConfig({ ...production, SHUTDOWN_GRACE_SECONDS: '0' }).shutdownGraceMs).toBe(0);
    expect(loadConfig({ SHUTDOWN_GRACE_SECONDS: '30' }).shutdownGraceMs).toBe(30_000);
    expect(failure({ SHUTDOWN_GRACE_SECONDS: '-1' }).message).toContain('SHUTDOWN_GRACE_SECONDS');
    expect(failure({ SHUTDOWN_GRACE_SECONDS: '2.5' }).message).toContain('SHUTDOWN_GRACE_SECONDS');
  });

  it('reads numbers and booleans, and ignores empty variables', () => {
    const config = loadConfig({
      PORT: '9000',
      TRUST_PROXY: '1',
      SEED_DEMO_PLAYER: 'false',
      ACCESS_TOKEN_TTL_SECONDS: '600',
      REGISTRATIONS_PER_HOUR: '50',
      JWT_SECRET: '',
    });
    expect(config).toMatchObject({
      port: 9000,
      registrationsPerHour: 50,
      publicUrl: 'http://localhost:9000',
      trustProxy: true,
      seedDemoPlayer: false,
      accessTokenTtlSeconds: 600,
      jwtSecret: undefined,
    });
  });

  it('accepts a complete production environment and trims the public URL', () => {
    expect(loadConfig(production)).toMatchObject({
      mode: 'production',
      publicUrl: 'https://casino.example',
      smtpUrl: production.SMTP_URL,
    });
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '0'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['EMBEDDED_PG_PORT', '-1'],
    ['ACCESS_TOKEN_TTL_SECONDS', '5'],
    ['REFRESH_TOKEN_TTL_DAYS', '1000'],
    ['APP_MODE', 'staging'],
    ['PUBLIC_URL', 'not a url'],
    ['DATABASE_URL', 'nope'],
    ['SMTP_URL', 'mail server'],
    ['TRUST_PROXY', 'yes'],
    ['LOG_LEVEL', 'loud'],
  ])('refuses %s=%s with a ConfigError naming it', (name, value) => {
    expect(failure({ [name]: value }).message).toContain(`${name}:`);
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    const error = failure({ JWT_SECRET: 'short-secret' });
    expect(error.message).toContain('JWT_SECRET: must be at least 32 characters');
  });

  it('names every variable production mode is missing', () => {
    const error = failure({ APP_MODE: 'production' });
    for (const name of REQUIRED_IN_PRODUCTION) {
      expect(error.message).toContain(`${name}: is required in production mode`);
    }
  });

  it.each(REQUIRED_IN_PRODUCTION)('refuses production without %s', (name) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    const error = failure(env);
    expect(error.message).toContain(`${name}: is required in production mode`);
    expect(error.message.match(/is required/g)).toHaveLength(1);
  });

  it('starts a local studio by default in local mode, with the fixed local wallet secret', () => {
    expect(loadConfig({}).studio).toEqual({
      url: 'http://127.0.0.1:8081',
      publicUrl: 'http://localhost:8081',
      walletSecret: LOCAL_STUDIO_WALLET_SECRET,
      startLocally: true,
    });
    expect(loadConfig({ START_STUDIO: 'false' }).studio.startLocally).toBe(false);
    expect(loadConfig(production).studio).toMatchObject({ walletSecret: 's'.repeat(32), startLocally: false });
  });

  it('starts a local sportsbook by default in local mode, with its fixed local wallet secret and a key of the run', () => {
    expect(loadConfig({}).sportsbook).toEqual({
      url: 'http://127.0.0.1:8082',
      publicUrl: 'http://localhost:8082',
      walletSecret: LOCAL_SPORTSBOOK_WALLET_SECRET,
      operatorKey: expect.stringMatching(/^[0-9a-f]{48}$/),
      startLocally: true,
    });
    expect(loadConfig({ START_SPORTSBOOK: 'false' }).sportsbook).toMatchObject({
      startLocally: false,
      operatorKey: undefined,
    });
    expect(loadConfig({ SPORTSBOOK_OPERATOR_KEY: 'k'.repeat(24) }).sportsbook.operatorKey).toBe('k'.repeat(24));
    expect(loadConfig(production).sportsbook).toMatchObject({ walletSecret: 'b'.repeat(32), startLocally: false });
  });

  it('has per-deployment request limits, read from the environment', () => {
    expect(loadConfig({}).rateLimits).toEqual({ perAddress: 600, filesPerAddress: 3000, perProvider: 120_000 });
    expect(
      loadConfig({
        RATE_LIMIT_PER_MINUTE: '50',
        RATE_LIMIT_FILES_PER_MINUTE: '70',
        RATE_LIMIT_PROVIDER_PER_MINUTE: '1000000',
      }).rateLimits,
    ).toEqual({ perAddress: 50, filesPerAddress: 70, perProvider: 1_000_000 });
    for (const name of ['RATE_LIMIT_PER_MINUTE', 'RATE_LIMIT_FILES_PER_MINUTE', 'RATE_LIMIT_PROVIDER_PER_MINUTE']) {
      expect(failure({ [name]: '0' }).message).toContain(`${name}:`);
      expect(failure({ [name]: 'many' }).message).toContain(`${name}:`);
    }
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'casino.lan'])(
    'refuses local mode listening on %s, naming what it would expose',
    (host) => {
      const error = failure({ HOST: host });
      expect(error.message).toContain('HOST:');
      for (const exposed of [
        '/dev/mailbox',
        'STUDIO_WALLET_SECRET',
        'SPORTSBOOK_WALLET_SECRET',
        'sandbox payment processors',
      ]) {
        expect(error.message).toContain(exposed);
      }
      expect(error.message).toContain('ALLOW_EXPOSED_LOCAL_MODE=true');
    },
  );

  it('names only what local mode still exposes on the network', () => {
    const error = failure({ HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.lan:25', SANDBOX_PAYMENTS: 'false' });
    expect(error.message).toContain('STUDIO_WALLET_SECRET');
    expect(error.message).not.toContain('/dev/mailbox');
    expect(error.message).not.toContain('sandbox payment processors');
    const closed = { HOST: '0.0.0.0', SMTP_URL: 'smtp://mail.lan:25', SANDBOX_PAYMENTS: 'false' };
    expect(
      loadConfig({ ...closed, STUDIO_WALLET_SECRET: 's'.repeat(32), SPORTSBOOK_WALLET_SECRET: 'b'.repeat(32) })
        .warnings,
    ).toEqual([]);
  });

  it('starts local mode on the network when the operator allows it, with a warning naming what is exposed', () => {
    const config = loadConfig({ HOST: '0.0.0.0', ALLOW_EXPOSED_LOCAL_MODE: 'true' });
    expect(config.host).toBe('0.0.0.0');
    expect(config.warnings).toHaveLength(1);
    for (const exposed of ['/dev/mailbox', 'STUDIO_WALLET_SECRET', 'sandbox payment processors']) {
      expect(config.warnings[0]).toContain(exposed);
    }
  });

  it.each(['127.0.0.1', '127.0.0.2', 'localhost', '::1'])('keeps local mode on the loopback address %s', (host) => {
    expect(loadConfig({ HOST: host }).warnings).toEqual([]);
  });

  it('turns the sandbox processors on in local mode, and off in production unless the operator turns them on', () => {
    expect(loadConfig({}).sandboxPayments).toBe(true);
    expect(loadConfig({ SANDBOX_PAYMENTS: 'false' }).sandboxPayments).toBe(false);
    expect(loadConfig(production)).toMatchObject({ sandboxPayments: false, warnings: [] });
    const opted = loadConfig({ ...production, SANDBOX_PAYMENTS: 'true' });
    expect(opted.sandboxPayments).toBe(true);
    expect(opted.warnings.join('\n')).toContain('SANDBOX_PAYMENTS');
  });

  it('names every bad variable at once', () => {
    const error = failure({ PORT: 'x', JWT_SECRET: 'short', REGISTRATIONS_PER_HOUR: '0' });
    expect(error.message).toContain('PORT:');
    expect(error.message).toContain('REGISTRATIONS_PER_HOUR:');
    expect(error.message).toContain('JWT_SECRET:');
  });

  it('keeps identity documents on disk unless a whole S3 store is named, and refuses half of one', () => {
    expect(loadConfig({}).documentsS3).toBeNull();
    const s3 = {
      DOCUMENTS_S3_ENDPOINT: 'http://minio:9000/',
      DOCUMENTS_S3_BUCKET: 'casino-documents',
      DOCUMENTS_S3_ACCESS_KEY_ID: 'casino',
      DOCUMENTS_S3_SECRET_ACCESS_KEY: 'the-secret-of-the-store',
    };
    expect(loadConfig({ ...s3, DOCUMENTS_S3_PREFIX: 'kyc/' }).documentsS3).toEqual({
      endpoint: 'http://minio:9000',
      bucket: 'casino-documents',
      region: 'us-east-1',
      accessKeyId: 'casino',
      secretAccessKey: 'the-secret-of-the-store',
      prefix: 'kyc/',
    });
    expect(loadConfig({ ...s3, DOCUMENTS_S3_REGION: 'auto', DOCUMENTS_S3_PREFIX: 'a/b' }).documentsS3).toMatchObject({
      region: 'auto',
      prefix: 'a/b/',
    });

    const half = failure({ DOCUMENTS_S3_BUCKET: 'casino-documents', DOCUMENTS_S3_SECRET_ACCESS_KEY: 'the-secret' });
    expect(half.message).toMatch(/DOCUMENTS_S3_ENDPOINT: is required once any DOCUMENTS_S3_\* variable is set/);
    expect(half.message).toContain('DOCUMENTS_S3_ACCESS_KEY_ID: is required');
    expect(half.message).not.toContain('the-secret');
    expect(failure({ DOCUMENTS_S3_REGION: 'eu-west-1' }).message).toContain('DOCUMENTS_S3_BUCKET: is required');
    for (const bad of [
      { DOCUMENTS_S3_ENDPOINT: 'ftp://minio' },
      { DOCUMENTS_S3_ENDPOINT: 'http://minio:9000/?x=1' },
      { DOCUMENTS_S3_BUCKET: 'Casino_Documents' },
      { DOCUMENTS_S3_PREFIX: '../kyc' },
      { DOCUMENTS_S3_PREFIX: '/kyc' },
    ]) {
      expect(() => loadConfig({ ...s3, ...bad })).toThrow(Object.keys(bad)[0]);
    }
  });
});
