import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEAMLESS } from '@casino/contracts';
import { expectError } from '../test/api.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { build, type TestApp } from '../test/build.js';
import { userWithRole } from '../test/payments.js';
import { createProvider } from '../test/provider.js';

let t: TestApp;
beforeAll(async () => {
  t = await build();
});
afterAll(() => t.close());

const LOGIN = '/api/accounts/login/';
const raw = (payload: string, contentType = 'application/json', url = LOGIN) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });

describe('error answers', () => {
  it.each([
    ['malformed JSON', '{"username": "a", '],
    ['a JSON string that is not closed', '"abc'],
    ['an empty JSON body', ''],
    ['a prototype-polluting body', '{"__proto__": {"admin": true}, "username": "a", "password": "b"}'],
  ])('answer %s with 400 bad_request, never a 500', async (_name, payload) => {
    const response = await raw(payload);
    expect(response.statusCode).not.toBe(500);
    expectError(response, 400, 'bad_request');
  });

  it('answers an unsupported content type with 415 bad_request', async () => {
    const response = await raw('username=a&password=b', 'application/x-www-form-urlencoded');
    expectError(response, 415, 'bad_request');
  });

  it('answers a body over 1 MiB with 413 bad_request', async () => {
    const response = await raw(JSON.stringify({ username: 'x'.repeat(1_100_000), password: 'y' }));
    expectError(response, 413, 'bad_request');
  });

  it('answers validation failures as { field: [{ code, message }] }', async () => {
    const response = await raw('{}');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      username: [{ code: 'required', message: 'This field is required.' }],
      password: [{ code: 'required', message: 'This field is required.' }],
    });
  });

  it('answers U+0000 in a field as invalid, never a 500 from the database', async () => {
    const response = await raw(JSON.stringify({ username: 'de\u0000mo', password: 'a-password' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ username: [{ code: 'invalid', message: 'This value is not valid.' }] });
  });

  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/accounts/nothing/'],
    ['DELETE', '/api/accounts/login/'],
    ['GET', '/api/accounts/login/'],
  ] as const)('answers %s %s with 404 not_found in JSON', async (method, url) => {
    const response = await t.app.inject({ method, url });
    expectError(response, 404, 'not_found');
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers an unknown page with 404 when there is no web build', async () => {
    expectError(await t.app.inject({ method: 'GET', url: '/slots/casino' }), 404, 'not_found');
  });

  it('answers an undecodable URL with 400 bad_request, never a 500', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/accounts/email-verify/%E0%A4%A' });
    expect(response.statusCode).not.toBe(500);
    expectError(response, 400, 'bad_request');
  });

  it('answers a path parameter over the router limit with 414 bad_request', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/accounts/email-verify/${'x'.repeat(300)}` });
    expectError(response, 414, 'bad_request');
  });

  it('validates a path parameter the router lets through', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/accounts/email-verify/${'x'.repeat(201)}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ token: [{ code: 'too_long', message: expect.any(String) }] });
  });
});

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
});

describe('the OpenAPI document', () => {
  it('is served at /api/docs/json and lists the accounts endpoints', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Casino platform API');
    expect(doc.paths['/api/accounts/login/']).toHaveProperty('post');
    expect(
      doc.paths['/api/accounts/login/'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('username');
    for (const path of [
      '/api/accounts/refresh/',
      '/api/accounts/logout/',
      '/api/accounts/registration/',
      '/api/accounts/password/reset/',
      '/api/accounts/user',
      '/api/users/user/info/',
      '/api/user/profile',
      '/api/settings/',
      '/api/settings/currency-list/',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    expect(doc.paths['/dev/mailbox']).toBeUndefined();
  });

  it('serves the browsable reference at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});

describe('request limits', () => {
  const at = (app: TestApp, method: 'GET' | 'POST', url: string, remoteAddress: string, payload?: object) =>
    app.app.inject({ method, url, remoteAddress, ...(payload ? { payload } : {}) });

  it('answer 429 too_many_requests past the per-address limit on every route, per address', async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      for (const url of ['/api/health', '/services/crypto-pay/available-currencies', '/dev/mailbox']) {
        expect((await at(limited, 'GET', url, '192.0.2.1')).statusCode).not.toBe(429);
      }
      for (const url of [
        '/services/crypto-pay/available-currencies',
        '/frontend-service/game-list/top/all/10',
        '/dev/mailbox',
        '/api/health',
        '/api/nothing-here',
        '/sandbox/card/pay/nothing',
      ]) {
        const refused = await at(limited, 'GET', url, '192.0.2.1');
        expectError(refused, 429, 'too_many_requests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
      expect((await at(limited, 'GET', '/frontend-service/game-list/top/all/10', '192.0.2.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('stop a player creating crypto payments without end', async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: '5' } });
    try {
      const { auth } = await userWithRole(limited);
      const create = () =>
        limited.app.inject({
          method: 'POST',
          url: '/services/crypto-pay/create-payment',
          headers: auth,
          remoteAddress: '192.0.2.3',
          payload: { pay_currency: 'btc', amount: 30 },
        });
      const responses = [];
      for (let i = 0; i < 8; i += 1) responses.push(await create());
      expect(
        responses.map((r) => r.statusCode),
        responses.at(-1)?.body,
      ).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await limited.db.selectFrom('payments').select('id').execute()).toHaveLength(5);
    } finally {
      await limited.close();
    }
  });

  it("count the web app's files and pages per address apart from the API, against a limit of their own", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'casino-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>casino</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'export {};');
    const limited = await build({
      env: { WEB_DIST: dist, RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_FILES_PER_MINUTE: '4' },
    });
    try {
      for (const url of ['/assets/app.js', '/slots/casino', '/assets/app.js', '/']) {
        expect((await at(limited, 'GET', url, '192.0.2.4')).statusCode, url).toBe(200);
      }
      expectError(await at(limited, 'GET', '/assets/app.js', '192.0.2.4'), 429, 'too_many_requests');
      expectError(await at(limited, 'GET', '/profile', '192.0.2.4'), 429, 'too_many_requests');
      // The API budget is untouched by the files, and the other way round.
      expect((await at(limited, 'GET', '/api/health', '192.0.2.4')).statusCode).toBe(200);
      expect((await at(limited, 'GET', '/api/nothing-here', '192.0.2.4')).statusCode).toBe(404);
      expectError(await at(limited, 'GET', '/api/health', '192.0.2.4'), 429, 'too_many_requests');
      expect((await at(limited, 'GET', '/assets/app.js', '192.0.2.9')).statusCode).toBe(200);
    } finally {
      await limited.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("let the sportsbooks' clients load the site's skins, and nothing else of the site", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'casino-dist-'));
    mkdirSync(path.join(dist, 'skins'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>casino</title>');
    writeFileSync(path.join(dist, 'skins', 'dgt.css'), 'html.sb { --gold: teal; }');
    const site = await build({ env: { WEB_DIST: dist } });
    try {
      const skin = await site.app.inject({ method: 'GET', url: '/skins/dgt.css' });
      expect(skin.statusCode).toBe(200);
      expect(skin.headers['content-type']).toMatch(/^text\/css/);
      expect(skin.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const page = await site.app.inject({ method: 'GET', url: '/' });
      expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
    } finally {
      await site.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('limit the seamless-wallet calls per provider, from any address, and leave page headers out', async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PROVIDER_PER_MINUTE: '4' } });
    try {
      const studio = await createProvider(limited, 'studio');
      const other = await createProvider(limited, 'other');
      const balance = (provider: typeof studio, remoteAddress: string) => {
        const body = JSON.stringify({ player_id: '1' });
        return limited.app.inject({
          method: 'POST',
          url: `${SEAMLESS.prefix}/balance`,
          payload: body,
          headers: provider.signedHeaders(body),
          remoteAddress,
        });
      };
      // More calls from one address than the per-address limit: a provider is not an address.
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await balance(studio, i % 2 ? '192.0.2.5' : '192.0.2.6'));
      // Every call reaches the wallet (an unknown player).
      expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404]);
      expect(answers[0]?.headers['content-security-policy']).toBeUndefined();
      expect(answers[0]?.headers['x-ratelimit-limit']).toBeUndefined();
      const refused = await balance(studio, '192.0.2.7');
      expectError(refused, 429, 'too_many_requests');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      // Another provider, on the same addresses, has its own count.
      expect((await balance(other, '192.0.2.5')).statusCode).toBe(404);
    } finally {
      await limited.close();
    }
  });

  it('limit refused seamless-wallet calls (unknown provider, bad signature) per address', async () => {
    const limited = await build({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const studio = await createProvider(limited, 'studio');
      const forged = (provider: string) =>
        limited.app.inject({
          method: 'POST',
          url: `${SEAMLESS.prefix}/balance`,
          payload: '{}',
          headers: {
            ...studio.signedHeaders('{}', { secret: 'not-the-secret-0123456789abcdef' }),
            'x-provider-id': provider,
          },
          remoteAddress: '192.0.2.8',
        });
      for (const provider of ['a', 'b', 'studio']) expect((await forged(provider)).statusCode).toBe(401);
      expectError(await forged('c'), 429, 'too_many_requests');
    } finally {
      await limited.close();
    }
  });
});

describe('the sandbox payment processors', () => {
  const production = {
    APP_MODE: 'production',
    DATABASE_URL: 'postgres://casino@db.internal/casino',
    JWT_SECRET: 'j'.repeat(32),
    SMTP_URL: 'smtp://mail.internal:25',
    STUDIO_WALLET_SECRET: 's'.repeat(32),
    SPORTSBOOK_WALLET_SECRET: 'b'.repeat(32),
  };

  async function sandboxAnswers(env: Record<string, string>) {
    const app = await build({ env });
    try {
      const { auth } = await userWithRole(app);
      const post = (url: string, payload: object) => app.app.inject({ method: 'POST', url, headers: auth, payload });
      const card = await post('/api/backoffice/payments/deposit/', { payment_system: 'card', amount: 50 });
      const crypto = await post('/services/crypto-pay/create-payment', { pay_currency: 'btc', amount: 50 });
      const page = await app.app.inject({ method: 'GET', url: '/sandbox/card/pay/nothing' });
      const offered = await app.app.inject({
        method: 'GET',
        url: '/api/backoffice/payments/deposit/system_list/',
        headers: auth,
      });
      return { card, crypto, page, offered: offered.json<{ slug: string }[]>().map((system) => system.slug) };
    } finally {
      await app.close();
    }
  }

  it('are off in production mode: no test card or simulated coin deposits money', async () => {
    const { card, crypto, page, offered } = await sandboxAnswers(production);
    expectError(card, 400, 'payment_system_unavailable');
    expectError(crypto, 400, 'payment_system_unavailable');
    expectError(page, 404, 'not_found');
    // Nor are they offered: a player never picks a method that can only refuse.
    expect(offered).toEqual(['bank-transfer']);
  });

  it('are on in production mode only when the operator turns them on', async () => {
    const { card, crypto, offered } = await sandboxAnswers({ ...production, SANDBOX_PAYMENTS: 'true' });
    expect(offered).toEqual(expect.arrayContaining(['card', 'crypto', 'bank-transfer']));
    expect(card.statusCode, card.body).toBe(201);
    expect(crypto.statusCode, crypto.body).toBe(201);
  });
});
