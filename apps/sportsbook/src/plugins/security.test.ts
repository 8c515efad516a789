import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { securityPlugin } from './security.js';

const ENV = {
  WALLET_SECRET: 'a-wallet-secret-of-enough-length',
  DATABASE_URL: 'postgres://unused@127.0.0.1/unused',
  PLATFORM_PUBLIC_URL: 'https://casino.example/',
};

async function styleSources(env: Record<string, string> = {}): Promise<string[]> {
  const config = loadConfig({ ...ENV, ...env });
  const app = Fastify();
  await app.register(securityPlugin, { ...config, https: true });
  app.get('/client/', async () => 'ok');
  const response = await app.inject({ method: 'GET', url: '/client/' });
  await app.close();
  const policy = String(response.headers['content-security-policy']);
  return policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'style-src')!
    .slice(1);
}

/** A stylesheet can read the client's page through its selectors: only known origins may style it. */
describe('stylesheets the client may load', () => {
  it('come from itself and the platform that frames it, and nowhere else by default', async () => {
    expect(await styleSources()).toEqual(["'self'", "'unsafe-inline'", 'https://casino.example']);
  });

  it('come also from the configured style origins, written as origins', async () => {
    const sources = await styleSources({ STYLE_ORIGINS: 'https://skins.example/dgt/, http://localhost:8080' });
    expect(sources).toEqual([
      "'self'",
      "'unsafe-inline'",
      'https://casino.example',
      'https://skins.example',
      'http://localhost:8080',
    ]);
  });

  it('refuses a style origin that is not an http(s) address', () => {
    expect(() => loadConfig({ ...ENV, STYLE_ORIGINS: 'javascript:alert(1)' })).toThrow(/STYLE_ORIGINS/);
    expect(() => loadConfig({ ...ENV, STYLE_ORIGINS: 'skins.example' })).toThrow(/STYLE_ORIGINS/);
  });
});
