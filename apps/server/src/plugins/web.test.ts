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
  // The build's compressed copies (apps/web/vite.precompress.ts), told apart by their bodies here.
  'assets/a1b2c3d.js.br': 'brotli body',
  'assets/a1b2c3d.js.gz': 'gzip body',
  'index.html.br': 'brotli page',
});
let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await app.register(rateLimit, { global: false });
  await app.register(webPlugin, { distDir: dist.dir });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  dist.remove();
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
