import { tmpdir } from 'node:os';
import path from 'node:path';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeWebDist } from '../../test/web-dist.js';
import { webPlugin } from './web.js';

// The installable app's files (docs/decisions/040-installable-app.md): the service worker must
// always be checked again (a new release is a new worker), the manifest must carry its own type.
const dist = fakeWebDist({
  'sw.js': "self.addEventListener('fetch', () => {});",
  'manifest.webmanifest': '{"name":"Royal Ace"}',
  'assets/a1b2c3d.js': 'export {};',
  'icons/icon-192.png': 'png',
  'content/banners/welcome.svg': '<svg/>',
  // The build's compressed copies (scripts/vite-precompress.ts), told apart by their bodies here.
  'assets/a1b2c3d.js.br': 'brotli body',
  'assets/a1b2c3d.js.gz': 'gzip body',
  'index.html.br': 'brotli page',
});
// The staff console's build (apps/backoffice), served under /backoffice/.
const backoffice = fakeWebDist({
  'index.html': '<!doctype html><title>console</title>',
  'index.html.br': 'brotli console',
  'favicon.svg': '<svg/>',
  'assets/b4c5d6e.js': 'export {};',
  'assets/b4c5d6e.js.br': 'brotli console script',
});
const nowhere = path.join(tmpdir(), 'casino-no-build');

async function serve(distDir: string, backofficeDir: string): Promise<FastifyInstance> {
  const server = Fastify();
  await server.register(rateLimit, { global: false });
  await server.register(webPlugin, { distDir, backofficeDir });
  await server.ready();
  return server;
}

let app: FastifyInstance;
beforeAll(async () => {
  app = await serve(dist.dir, backoffice.dir);
});
afterAll(async () => {
  await app.close();
  dist.remove();
  backoffice.remove();
});

describe('web app files', () => {
  it('serves the service worker as JavaScript, never from a cache unchecked', async () => {
    const response = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves the manifest as application/manifest+json', async () => {
    const response = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps the hashed files immutable, and the icons as PNG', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/a1b2c3d.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(icon.headers['content-type']).toBe('image/png');
  });

  it('keeps the shipped banners an hour', async () => {
    const banner = await app.inject({ method: 'GET', url: '/content/banners/welcome.svg' });
    expect(banner.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the compressed copy the browser accepts, Brotli first, and the file itself otherwise', async () => {
    const asset = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/assets/a1b2c3d.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await asset('gzip, deflate, br');
    expect([brotli.headers['content-encoding'], brotli.body]).toEqual(['br', 'brotli body']);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers.vary).toMatch(/Accept-Encoding/i);
    const gzip = await asset('gzip');
    expect([gzip.headers['content-encoding'], gzip.body]).toEqual(['gzip', 'gzip body']);
    const plain = await asset();
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'export {};']);
  });

  it('sends a page address the compressed index.html, never cached unchecked', async () => {
    const response = await app.inject({ method: 'GET', url: '/slots/casino', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect([response.headers['content-encoding'], response.body]).toEqual(['br', 'brotli page']);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the staff console under /backoffice/', () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it("sends the console's own index.html for its addresses, never cached unchecked", async () => {
    for (const url of ['/backoffice/', '/backoffice/players/12', '/backoffice/sign-in?next=1']) {
      const response = await get(url);
      expect([response.statusCode, response.body], url).toEqual([200, '<!doctype html><title>console</title>']);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
    const compressed = await get('/backoffice/audit', { 'accept-encoding': 'br' });
    expect([compressed.headers['content-encoding'], compressed.body]).toEqual(['br', 'brotli console']);
  });

  it('keeps its hashed files immutable and sends their compressed copies', async () => {
    const script = await get('/backoffice/assets/b4c5d6e.js', { 'accept-encoding': 'gzip, br' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect([script.headers['content-encoding'], script.body]).toEqual(['br', 'brotli console script']);
    expect(script.headers.vary).toMatch(/Accept-Encoding/i);
    const icon = await get('/backoffice/favicon.svg');
    expect([icon.statusCode, icon.headers['cache-control']]).toEqual([200, 'no-cache']);
  });

  it('answers a missing file of its own with not_found, not with a page', async () => {
    const missing = await get('/backoffice/assets/gone.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'not_found', message: 'Not found.' });
  });

  it('sends its bare address to the one with the slash', async () => {
    const response = await get('/backoffice?lang=fr');
    expect([response.statusCode, response.headers.location]).toEqual([301, '/backoffice/?lang=fr']);
  });

  it("leaves the site's pages and files to the site", async () => {
    expect((await get('/profile')).body).toBe('<!doctype html><title>casino</title>');
    expect((await get('/assets/a1b2c3d.js')).body).toBe('export {};');
  });

  it("is never answered by the site's pages, with or without its build", async () => {
    const siteOnly = await serve(dist.dir, nowhere);
    try {
      for (const url of ['/backoffice/', '/backoffice/players', '/backoffice']) {
        const response = await siteOnly.inject({ method: 'GET', url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toEqual({ code: 'not_found', message: 'Not found.' });
      }
      expect((await siteOnly.inject({ method: 'GET', url: '/profile' })).statusCode).toBe(200);
    } finally {
      await siteOnly.close();
    }
  });

  it('is served without the site, and the site without it', async () => {
    const consoleOnly = await serve(nowhere, backoffice.dir);
    try {
      const page = await consoleOnly.inject({ method: 'GET', url: '/backoffice/players' });
      expect([page.statusCode, page.body]).toEqual([200, '<!doctype html><title>console</title>']);
      expect((await consoleOnly.inject({ method: 'GET', url: '/profile' })).statusCode).toBe(404);
    } finally {
      await consoleOnly.close();
    }
  });
});
