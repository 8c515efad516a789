import type { Staff } from '@casino/contracts';

export function testStaff(overrides: Partial<Staff> = {}): Staff {
  return {
    id: 7,
    username: 'olga',
    email: 'olga@casino.test',
    role: 'O',
    totp: true,
    currency: 'EUR',
    balance: 0,
    ...overrides,
  };
}

/** An unsigned JWT with the given claims (the console never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** An access token that expires `seconds` from `now` (ms), refreshed `shift` seconds before. */
export function accessToken(now: number, seconds: number, shift = 60): string {
  return fakeJwt({ sub: '7', role: 'O', iat: now / 1000, exp: now / 1000 + seconds, refresh_shift: shift });
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** The path and JSON body of each fetch call. */
export function callsOf(fetchMock: { mock: { calls: [RequestInfo | URL, RequestInit?][] } }) {
  return fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method ?? 'GET',
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined,
    authorization: (init?.headers as Record<string, string> | undefined)?.Authorization,
  }));
}
