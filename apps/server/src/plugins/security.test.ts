import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../../test/build.js';
import { fakeWebDist } from '../../test/web-dist.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const LOGIN = '/api/accounts/login/';
const raw = (payload: string, contentType = 'application/json', url = LOGIN) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('security headers', () => {
  /** The Content-Security-Policy's directives by name. */
  const directives = (response: { headers: Record<string, unknown> }) =>
    Object.fromEntries(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => {
          const [name = '', ...values] = directive.trim().split(' ');
          return [name, values.join(' ')];
        }),
    );

  it.each(['/api/health', '/api/settings/', '/api/nothing-here'])('are set on %s', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['strict-transport-security']).toBeDefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
  });

  it("let the game frame and the lobby's pictures come from the studio, the sportsbooks be framed and read, and nothing else", async () => {
    const csp = directives(await t.app.inject({ method: 'GET', url: '/api/health' }));
    const studio = 'http://localhost:8081'; // STUDIO_PUBLIC_URL's default
    const sportsbook = 'http://localhost:8082'; // SPORTSBOOK_PUBLIC_URL's default
    expect(csp['frame-src']).toBe(`'self' ${studio} ${sportsbook}`);
    expect(csp['img-src']).toBe(`'self' data: blob: ${studio}`);
    expect(csp['connect-src']).toBe(`'self' ${sportsbook}`);
  });

  it("allow a sportsbook integration's own provider, as the settings hold it at start", async () => {
    const stored = await t.services.settings.readStored();
    await t.services.settings.writeStored({
      ...stored,
      sportsbooks: {
        ...stored.sportsbooks,
        dgt: { enabled: true, providerUrl: 'https://books.example:8443/dgt/', styleUrl: null },
      },
    });
    const config = loadConfig({ APP_MODE: 'local', PUBLIC_URL: 'http://casino.test', WEB_DIST: '/nonexistent' });
    const restarted = await buildApp({ config, db: t.db, services: t.services });
    try {
      const csp = directives(await restarted.inject({ method: 'GET', url: '/api/health' }));
      expect(csp['frame-src']).toBe("'self' http://localhost:8081 http://localhost:8082 https://books.example:8443");
      expect(csp['connect-src']).toBe("'self' http://localhost:8082 https://books.example:8443");
    } finally {
      await restarted.close();
      await t.services.settings.writeStored(stored);
    }
  });

  it('ask browsers to upgrade http:// requests only when the site is served over HTTPS', async () => {
    const csp = async (app: TestApp) =>
      String((await app.app.inject({ method: 'GET', url: '/api/health' })).headers['content-security-policy']);
    // A local start on http:// would otherwise send the game frame to https:// and break it.
    expect(await csp(t)).not.toContain('upgrade-insecure-requests');
    const secure = await build({ env: { PUBLIC_URL: 'https://casino.example' } });
    try {
      expect(await csp(secure)).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('are set on error answers too', async () => {
    const response = await raw('{oops');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeDefined();
  });

  it("let the sportsbooks' clients load the site's skins, and nothing else of the site", async () => {
    const dist = fakeWebDist({ 'skins/dgt.css': 'html.sb { --gold: teal; }' });
    const site = await build({ env: { WEB_DIST: dist.dir } });
    try {
      const skin = await site.app.inject({ method: 'GET', url: '/skins/dgt.css' });
      expect(skin.statusCode).toBe(200);
      expect(skin.headers['content-type']).toMatch(/^text\/css/);
      expect(skin.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const page = await site.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await site.close();
      dist.remove();
    }
  });
});
