import type { AgentSummary, NewPlayerRequest, PlayerDetail } from '@casino/contracts';
import { expect } from 'vitest';
import { post } from './api.js';
import type { TestApp } from './build.js';
import { STAFF_PASSWORD, staffSignIn } from './staff.js';

let counter = 0;
const uniqueName = (prefix: string) => {
  counter += 1;
  return `${prefix}_${Date.now().toString(36)}${counter}`;
};

/** The body of a new player a cashier or an agent makes (POST /api/backoffice/players/). */
export function newPlayerBody(overrides: Partial<NewPlayerRequest> = {}): NewPlayerRequest {
  const username = uniqueName('walkin');
  return {
    username,
    email: `${username}@example.com`,
    password: 'Till!Pass42',
    password2: 'Till!Pass42',
    ...overrides,
  };
}

/** A sub-agent made by `parent` (an agent, or the owner naming `parent_id`) through the API, signed in. */
export async function subAgentOf(t: TestApp, parent: { headers: Record<string, string> }, parentId?: number) {
  const username = uniqueName('agent');
  const response = await post(
    t,
    '/api/backoffice/agents/',
    {
      username,
      email: `${username}@example.com`,
      password: STAFF_PASSWORD,
      ...(parentId ? { parent_id: parentId } : {}),
    },
    { headers: parent.headers },
  );
  expect(response.statusCode, response.body).toBe(201);
  const account = response.json<AgentSummary>();
  return { account, ...(await staffSignIn(t, username)) };
}

/** A player made by a cashier or an agent through the API; with the password they sign in with. */
export async function playerOf(t: TestApp, staff: { headers: Record<string, string> }) {
  const body = newPlayerBody();
  const response = await post(t, '/api/backoffice/players/', body, { headers: staff.headers });
  expect(response.statusCode, response.body).toBe(201);
  return { ...response.json<PlayerDetail>(), password: body.password };
}
