import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock, testDatabase } from '../src/modules/stream/stream.testing.js';

/** The public feed may be read from any origin (the site's own sportsbook pages); nothing else. */
let database: Awaited<ReturnType<typeof testDatabase>>;
let app: Awaited<ReturnType<Awaited<ReturnType<typeof testDatabase>>['instance']>>['app'];
const origin = { origin: 'http://casino.elsewhere.test' };
const preflight = { ...origin, 'access-control-request-method': 'GET' };

beforeAll(async () => {
  database = await testDatabase();
  ({ app } = await database.instance(testClock()));
});
afterAll(async () => database?.close());

describe('CORS', () => {
  it('lets any origin read the feed, without credentials, and answers its preflight', async () => {
    const sports = await app.inject({ method: 'GET', url: '/api/feed/sports?lang=fr', headers: origin });
    expect(sports.statusCode).toBe(200);
    expect(sports.headers['access-control-allow-origin']).toBe('*');
    expect(sports.headers['access-control-allow-credentials']).toBeUndefined();
    const options = await app.inject({ method: 'OPTIONS', url: '/api/feed/events?state=live', headers: preflight });
    expect(options.statusCode).toBe(204);
    expect(options.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET',
      'access-control-allow-headers': expect.stringContaining('last-event-id'),
    });
  });

  it('lets any origin read the live stream', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const headers = await new Promise<Record<string, unknown>>((resolve, reject) => {
      const stream = request({ host: '127.0.0.1', port, path: '/api/feed/stream', headers: origin }, (response) => {
        resolve(response.headers);
        stream.destroy();
      });
      stream.on('error', reject);
      stream.end();
    });
    expect(headers['content-type']).toMatch(/^text\/event-stream/);
    expect(headers['access-control-allow-origin']).toBe('*');
  });

  it("gives nothing else CORS: the player's calls, the operator's, the health check", async () => {
    for (const [method, url] of [
      ['POST', '/api/c/ticket/placement'],
      ['GET', '/api/c/betshistory'],
      ['POST', '/api/c/session/create'],
      ['GET', '/api/operator/settings'],
      ['GET', '/api/health'],
    ] as const) {
      for (const headers of [origin, preflight]) {
        const response = await app.inject({ method: headers === preflight ? 'OPTIONS' : method, url, headers });
        expect(response.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
      }
    }
  });
});
