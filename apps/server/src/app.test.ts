import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../test/api.js';
import { build, type TestApp } from '../test/build.js';

/** The composed app: how it answers what it cannot take, its API reference and its health. */
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
