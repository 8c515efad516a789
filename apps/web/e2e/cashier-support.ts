import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import type { StaffRole, TotpEnrolment } from '@casino/contracts';
import { totpCode, totpStep } from '@casino/service-kit/totp';
import pg from 'pg';
import {
  type Account,
  createVerifiedAccount,
  expect,
  isMobile,
  newAccount,
  openProfileMenu,
  test as base,
} from './support';

/** The database of this run's server, as e2e/serve.mjs wrote it down. */
export function runDatabase(): { url: string; env: Record<string, string> } {
  const port = process.env.E2E_PORT ?? '8181';
  const state = JSON.parse(readFileSync(path.join(tmpdir(), `casino-e2e-${port}.json`), 'utf8')) as {
    databaseUrl?: string;
    dataDir?: string;
    pgPort?: string;
  };
  if (state.databaseUrl) return { url: state.databaseUrl, env: { DATABASE_URL: state.databaseUrl } };
  const password = readFileSync(path.join(state.dataDir!, 'pg-password'), 'utf8').trim();
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${state.pgPort}/casino`,
    env: { DATA_DIR: state.dataDir!, EMBEDDED_PG_PORT: state.pgPort! },
  };
}

/** One statement against the run's database (staff roles have no sign-up of their own). */
export async function sql(text: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: runDatabase().url });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

const root = path.resolve(import.meta.dirname, '../../..');

/** Runs one of the server's commands (apps/server/src/cli/<name>.ts) against the run's database. */
export async function serverCommand(name: string, args: string[] = []): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(root, `apps/server/src/cli/${name}.ts`), ...args],
    { cwd: root, env: { ...process.env, ...runDatabase().env, LOG_LEVEL: 'warn' } },
  );
  return stdout;
}

/** An API session: the account's bearer token on every call. */
export interface ApiSession {
  account: Account;
  api: APIRequestContext;
  post(url: string, data?: object): Promise<unknown>;
  get(url: string): Promise<unknown>;
}

export async function apiSession(baseURL: string, account: Account): Promise<ApiSession> {
  const login = await apiRequest.newContext({ baseURL });
  const response = await login.post('/api/accounts/login/', {
    data: { username: account.username, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { access } = (await response.json()) as { access: string };
  await login.dispose();
  return sessionOf(baseURL, account, access);
}

/**
 * A staff account of `role`, made from a confirmed sign-up whose role is then set in the
 * database, signed in at the console's door (decision 042): its TOTP is enrolled on the way,
 * with a code computed as an authenticator app would.
 */
export async function staffSession(baseURL: string, role: StaffRole = 'O'): Promise<ApiSession> {
  const account = await createVerifiedAccount(baseURL, newAccount('op'));
  await sql(`UPDATE users SET role = $2 WHERE username = $1`, [account.username, role]);
  const login = await apiRequest.newContext({ baseURL });
  const signIn = (code?: string) =>
    login.post('/api/backoffice/auth/login/', {
      data: { username: account.username, password: account.password, code },
    });
  let response = await signIn();
  if (response.status() === 403) {
    const { secret } = ((await response.json()) as { totp: TotpEnrolment }).totp;
    response = await signIn(totpCode(secret, totpStep(new Date())));
  }
  expect(response.status(), await response.text()).toBe(200);
  const { access } = (await response.json()) as { access: string };
  await login.dispose();
  return sessionOf(baseURL, account, access);
}

async function sessionOf(baseURL: string, account: Account, access: string): Promise<ApiSession> {
  const api = await apiRequest.newContext({ baseURL, extraHTTPHeaders: { Authorization: `Bearer ${access}` } });
  const check = async (response: Awaited<ReturnType<APIRequestContext['get']>>) => {
    expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
    return response.json() as Promise<unknown>;
  };
  return {
    account,
    api,
    post: async (url, data) => check(await api.post(url, data ? { data } : {})),
    get: async (url) => check(await api.get(url)),
  };
}

export const PAYMENTS = '/api/backoffice/payments';
/** A valid IBAN (mod-97), as the bank-transfer payout asks for. */
export const IBAN = 'DE89370400440532013000';

/** Pays `amount` in by bank transfer and has the operator confirm it: the player's cash rises by it. */
export async function fundByBankTransfer(player: ApiSession, operator: ApiSession, amount: number): Promise<number> {
  const deposit = (await player.post(`${PAYMENTS}/deposit/`, { payment_system: 'bank-transfer', amount })) as {
    id: number;
  };
  await operator.post(`${PAYMENTS}/deposit/${deposit.id}/manual_success/`);
  return deposit.id;
}

/** The header's cash balance: the user block on desktop, the account panel's card on mobile. */
export async function expectHeaderCash(page: Page, text: string) {
  if (isMobile(page)) {
    const menu = await openProfileMenu(page);
    await expect(menu.getByTestId('profile-menu-account')).toContainText(text);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('user-block-balance')).toHaveText(text);
  }
}

/** Starts a card deposit on the site and fills the processor's hosted page with `number`. */
export async function payByCard(page: Page, amount: string, number: string) {
  await page.goto('/profile/DEPOSIT');
  await page.getByTestId('system-card').click();
  await expect(page).toHaveURL(/\/deposit\/card$/);
  await page.getByTestId('amount-input').fill(amount);
  await page.getByTestId('deposit-submit').click();
  // The processor's own page (the redirectLink), outside the site.
  await expect(page).toHaveURL(/\/sandbox\/card\/pay\//);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('12/39');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: /^Pay / }).click();
}

/** Back on the site after the processor: the deposit's page follows its status until it ends. */
export async function expectDepositOutcome(page: Page, label: string, message: string) {
  await expect(page).toHaveURL(/\/deposit\/card\?payment=\d+$/);
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByTestId('payment-status')).toHaveText(label, { timeout: 20_000 });
  await expect(panel.getByTestId('payment-status-message')).toContainText(message);
}

/** The player's cash balance as the API reports it. */
export async function cashOf(player: ApiSession): Promise<number> {
  return ((await player.get('/api/accounts/user')) as { balance: number }).balance;
}

/** `operator`: one owner's session per worker (SPEC §6: staff never use the player site). */
export const test = base.extend<object, { operator: ApiSession }>({
  operator: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const session = await staffSession(workerInfo.project.use.baseURL!);
      await use(session);
      await session.api.dispose();
    },
    { scope: 'worker' },
  ],
});

export { expect };
