import { describe, expect, it } from 'vitest';
import { expectError, expectFieldError } from '../../../test/api.js';
import { BO, useContentApp } from '../../../test/content.js';
import { userWithRole } from '../../../test/payments.js';

const content = useContentApp();
const { get, send, carousel, slide } = content;

describe('operator routes', () => {
  it('need an operator (SA or O): a content.player gets permission_denied, a guest not_authenticated', async () => {
    expectError(await get(`${BO}/carousels/`, content.player), 403, 'permission_denied');
    expectError(await get(`${BO}/carousels/`), 401, 'not_authenticated');
    expectError(
      await send('POST', `${BO}/carousels/`, { route: '/p', platform: 'desktop', language: 'en-US' }, content.player),
      403,
      'permission_denied',
    );
    expect((await get(`${BO}/carousels/`, content.sa)).statusCode).toBe(200);
    const owner = (await userWithRole(content.t, 'O')).auth;
    expect((await get(`${BO}/promotions/`, owner)).statusCode).toBe(200);
    expect((await get(`${BO}/articles/`, owner)).statusCode).toBe(200);
    expectError(await get(`${BO}/articles/`, (await userWithRole(content.t, 'SO')).auth), 403, 'permission_denied');
  });

  it('delete carousels with their slides', async () => {
    const id = await carousel('/gone');
    const s = await slide(id);
    expect((await send('DELETE', `${BO}/carousels/${id}/`)).statusCode).toBe(204);
    expectError(await send('PATCH', `${BO}/slides/${s}/`, { order: 1 }), 404, 'not_found');
    expectError(await send('DELETE', `${BO}/carousels/${id}/`), 404, 'not_found');
  });
});

describe('images', () => {
  const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3]);
  const EXE = Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0, 0, 0, 0]);
  const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

  function upload(file: { name: string; content: Buffer; type?: string } | null, auth?: Record<string, string>) {
    const boundary = '----content-test';
    const payload = Buffer.concat(
      file
        ? [
            Buffer.from(
              `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
            ),
            file.content,
            Buffer.from(`\r\n--${boundary}--\r\n`),
          ]
        : [Buffer.from(`--${boundary}--\r\n`)],
    );
    return content.t.app.inject({
      method: 'POST',
      url: `${BO}/images/`,
      headers: { ...(auth ?? content.sa), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('keep PNG, JPEG or WebP told by content, refuse a renamed executable or an SVG, and serve them back', async () => {
    expectFieldError(await upload({ name: 'banner.png', content: EXE }), 'file', 'invalid_type');
    expectFieldError(await upload({ name: 'banner.svg', content: SVG, type: 'image/svg+xml' }), 'file', 'invalid_type');
    expectFieldError(await upload(null), 'file', 'file_required');
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    expectFieldError(await upload({ name: 'big.png', content: big }), 'file', 'invalid_size');
    expectError(await upload({ name: 'banner.png', content: PNG }, content.player), 403, 'permission_denied');

    const sent = await upload({ name: 'banner.jpg', content: PNG, type: 'image/jpeg' });
    expect(sent.statusCode, sent.body).toBe(201);
    const { url } = sent.json<{ url: string }>();
    expect(url).toMatch(/^\/content\/images\/[0-9a-f-]{36}\.png$/);

    const served = await get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expectError(await get('/content/images/00000000-0000-0000-0000-000000000000.png'), 404, 'not_found');
    expectError(await get('/content/images/..%2F..%2Fetc%2Fpasswd'), 404, 'not_found');
  });
});
