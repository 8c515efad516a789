import type { User } from '@casino/contracts';

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    login: 'alice@example.com',
    username: 'alice',
    email: 'alice@example.com',
    firstName: 'Alice',
    lastName: 'Martin',
    role: 'P',
    currency: 'EUR',
    balance: 120.456,
    bonusBalance: 5.999,
    hasDeposit: true,
    parent: null,
    isSelfRegistered: true,
    userTypes: 'self-registered',
    language: 'en-US',
    createdAt: '2024-01-01T00:00:00Z',
    dateJoined: '2024-01-01T00:00:00Z',
    ...overrides,
  };
}

/** An unsigned JWT with the given claims (the client never checks signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
