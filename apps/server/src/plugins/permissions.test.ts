import { readFileSync } from 'node:fs';
import { ROLES, type RoleCode } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../test/build.js';

type TestApp = Awaited<ReturnType<typeof build>>;

const STAFF_COLUMNS = ['C', 'A', 'SO', 'SA', 'O'] as const satisfies RoleCode[];

/** docs/permissions.md's table: each route ("METHOD /path") and the staff roles marked "yes". */
function writtenMatrix(): Map<string, RoleCode[]> {
  const text = readFileSync(new URL('../../../../docs/permissions.md', import.meta.url), 'utf8');
  const rows = new Map<string, RoleCode[]>();
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const route = /^`([A-Z]+ \S+)`$/.exec(cells[1] ?? '')?.[1];
    if (!route) continue;
    expect(rows.has(route), `${route} is written twice`).toBe(false);
    rows.set(
      route,
      STAFF_COLUMNS.filter((_, i) => cells[i + 2] === 'yes'),
    );
  }
  return rows;
}

let t: TestApp;
beforeAll(async () => {
  // Every route is called once per role: far more than the per-address budget of a minute.
  t = await build({ requestsPerMinute: 100_000 });
});
afterAll(async () => t.close());

const key = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

describe('the permission matrix (docs/permissions.md)', () => {
  it('lists exactly the staff routes the platform has, with their roles', () => {
    const registered = new Map(
      t.app.guardedRoutes
        .filter((route) => route.roles.some((role) => role !== 'P'))
        .map((route) => [key(route), [...route.roles].sort()]),
    );
    const written = new Map([...writtenMatrix()].map(([route, roles]) => [route, [...roles].sort()]));
    expect(Object.fromEntries(registered)).toEqual(Object.fromEntries(written));
  });

  it('leaves every other guarded route to players alone', () => {
    const playerRoutes = t.app.guardedRoutes.filter((route) => !route.roles.some((role) => role !== 'P'));
    expect(playerRoutes.length).toBeGreaterThan(50);
    for (const route of playerRoutes) expect(route.roles, key(route)).toEqual(['P']);
  });

  it('lets each route in only its roles, on the server', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of t.app.guardedRoutes) {
      // Any value fits a parameter's place: the role is checked before the address is read.
      const url = route.url.replace(/:[^/]+/g, '1').replace(/\*/g, '1');
      for (const role of ROLES) {
        // An account that does not exist: past the role check it is refused as signed out (401);
        // a role the route does not take is refused before that (403 permission_denied).
        const token = await t.services.accessTokens.sign(
          { userId: 987_654_321, role, sessionId: 'matrix' },
          t.clock.now(),
        );
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        const code = (response.json() as { code?: string }).code;
        outcomes.push(`${key(route)} ${role}: ${response.statusCode} ${code}`);
        expected.push(
          `${key(route)} ${role}: ${route.roles.includes(role) ? '401 not_authenticated' : '403 permission_denied'}`,
        );
      }
    }
    expect(outcomes).toEqual(expected);
  });
});
