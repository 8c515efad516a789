import { describe, expect, it } from 'vitest';
import { SEAMLESS } from '@casino/contracts';
import { expectError } from '../../test/api.js';
import { build, type TestApp } from '../../test/build.js';
import { userWithRole } from '../../test/payments.js';
import { createProvider } from '../../test/provider.js';
import { fakeWebDist } from '../../test/web-dist.js';

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
    const dist = fakeWebDist({ 'assets/app.js': 'export {};' });
    const limited = await build({
      env: { WEB_DIST: dist.dir, RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_FILES_PER_MINUTE: '4' },
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
      dist.remove();
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
