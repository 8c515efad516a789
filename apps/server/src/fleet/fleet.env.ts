import { randomBytes } from 'node:crypto';

/** The load balancer's ports: the site, the studio, the sportsbook. */
export interface Ports {
  platform: number;
  studio: number;
  sportsbook: number;
}

/**
 * A platform instance's configuration: the shared one, with the providers reached through the
 * load balancer and not started by the platform (compose.yaml sets the same variables).
 */
export function platformEnv(env: NodeJS.ProcessEnv, lb: Ports): NodeJS.ProcessEnv {
  return {
    ...env,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${lb.platform}`,
    STUDIO_URL: `http://127.0.0.1:${lb.studio}`,
    STUDIO_PUBLIC_URL: env.STUDIO_PUBLIC_URL ?? `http://localhost:${lb.studio}`,
    SPORTSBOOK_URL: `http://127.0.0.1:${lb.sportsbook}`,
    SPORTSBOOK_PUBLIC_URL: env.SPORTSBOOK_PUBLIC_URL ?? `http://localhost:${lb.sportsbook}`,
    SPORTSBOOK_OPERATOR_KEY: env.SPORTSBOOK_OPERATOR_KEY ?? randomBytes(24).toString('hex'),
    START_STUDIO: 'false',
    START_SPORTSBOOK: 'false',
    // The instances see the load balancer's address; X-Forwarded-For names the client.
    TRUST_PROXY: 'true',
  };
}

/** A provider instance's own configuration (the studio's, the sportsbook's; compose.yaml sets the same). */
export function providerEnv(provider: {
  code: string;
  database: string;
  publicUrl: string;
  secret: string;
  platformPort: number;
  platformPublicUrl: string;
}): NodeJS.ProcessEnv {
  return {
    DATABASE_URL: provider.database,
    PUBLIC_URL: provider.publicUrl,
    PLATFORM_URL: `http://127.0.0.1:${provider.platformPort}`,
    PLATFORM_PUBLIC_URL: provider.platformPublicUrl,
    PROVIDER_CODE: provider.code,
    WALLET_SECRET: provider.secret,
  };
}
