import type { Locale } from '@casino/contracts';
import { test as base, expect, request as apiRequest, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../src/lib/money';

/** Helpers shared by the journeys; each one works on the desktop and the mobile layout. */

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** An amount as the site writes it (src/lib/money.ts, one format per language): "€40.00" in English. */
export function money(value: number, locale: Locale = 'en-US', currency = 'EUR'): string {
  return formatMoney(value, currency, locale);
}

let counter = 0;

/** A username/e-mail pair no other run (or test) has used. */
export function newAccount(prefix = 'pl'): Account {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  const username = `${prefix}_${id}`;
  return { username, email: `${username}@example.com`, password: 'Lucky#Spin2024x' };
}

/** An ISO date `years` years ago (minus a few days, so the birthday has passed). */
export function isoDateYearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 3);
  return date.toISOString().slice(0, 10);
}

/** Field labels of the sign-up and sign-in forms, per language the journeys use. */
export const LABELS = {
  en: {
    username: 'Username',
    email: 'E-mail',
    password: 'Password',
    repeat: 'Repeat password',
    firstName: 'First name',
    lastName: 'Last name',
    birth: 'Date of birth',
    country: 'Country',
    age: /at least 18 years old/,
    terms: /accept the/,
    create: 'Create my account',
    login: 'Username or e-mail',
    signIn: 'Sign in',
  },
  ar: {
    username: 'اسم المستخدم',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    repeat: 'تأكيد كلمة المرور',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    birth: 'تاريخ الميلاد',
    country: 'البلد',
    age: /أؤكد أن عمري/,
    terms: /وأوافق عليها/,
    create: 'إنشاء حسابي',
    login: 'اسم المستخدم أو البريد الإلكتروني',
    signIn: 'تسجيل الدخول',
  },
} as const;
export type Labels = (typeof LABELS)[keyof typeof LABELS];

export const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1440) < 768;

/** Fills every required sign-up field and both confirmations, then submits. */
export async function fillSignUp(page: Page, account: Account, labels: Labels = LABELS.en): Promise<void> {
  const form = page.getByTestId('sign-up-form');
  await expect(form).toBeVisible();
  await form.getByLabel(labels.username, { exact: true }).fill(account.username);
  await form.getByLabel(labels.email, { exact: true }).fill(account.email);
  await form.getByLabel(labels.password, { exact: true }).fill(account.password);
  await form.getByLabel(labels.repeat, { exact: true }).fill(account.password);
  await form.getByLabel(labels.firstName, { exact: true }).fill('Ada');
  await form.getByLabel(labels.lastName, { exact: true }).fill('Lovelace');
  await form.getByLabel(labels.birth, { exact: true }).fill(isoDateYearsAgo(30));
  await form.getByLabel(labels.country, { exact: true }).selectOption('FR');
  await form.getByLabel(labels.age).check();
  await form.getByLabel(labels.terms).check();
  await form.getByRole('button', { name: labels.create }).click();
}

/** Opens the sign-up page the way a visitor would from the header (or the mobile account panel). */
export async function openSignUp(page: Page): Promise<void> {
  await page.goto('/');
  if (isMobile(page)) {
    await page.getByTestId('mobile-sign-in').click();
    const panel = page.getByTestId('account-panel');
    await expect(panel).toHaveAttribute('data-state', 'open');
    await panel.getByRole('link', { name: 'Sign up' }).click();
  } else {
    await page.getByTestId('header-sign-up').click();
  }
  await expect(page).toHaveURL(/\/sign-up$/);
}

/** Registers through the form and checks the "check your inbox" page. */
export async function registerViaUi(page: Page, account: Account): Promise<void> {
  await openSignUp(page);
  await fillSignUp(page, account);
  await expect(page.getByTestId('check-inbox')).toBeVisible();
  await expect(page.getByTestId('check-inbox')).toContainText(account.email);
}

/** The newest link in the local mailbox sent to `email` whose path contains `pathPart`. */
export async function latestMailLink(baseURL: string, email: string, pathPart = '/verify/'): Promise<string> {
  const context = await apiRequest.newContext({ baseURL });
  try {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const html = await (await context.get('/dev/mailbox')).text();
          const article = html.split('<article>').find((part) => part.includes(`to ${email}<`));
          link = article
            ?.match(/href="([^"]+)"/g)
            ?.map((h) => h.slice(6, -1))
            .find((h) => h.includes(pathPart));
          return link;
        },
        { message: `a mail to ${email} with a ${pathPart} link`, timeout: 10_000 },
      )
      .toBeTruthy();
    return link!;
  } finally {
    await context.dispose();
  }
}

/** Follows the newest verification link for `email` from the mailbox page (in `page`). */
export async function verifyFromMailbox(page: Page, email: string): Promise<void> {
  await page.goto('/dev/mailbox');
  const mail = page
    .locator('article')
    .filter({ hasText: `to ${email}` })
    .first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link', { name: /\/verify\// }).click();
  await expect(page.getByTestId('verify-success')).toBeVisible();
  await expect(page.getByTestId('verify-success')).toContainText(email);
}

/** Creates and confirms an account through the API, as a fixture for journeys that only sign in. */
export async function createVerifiedAccount(
  baseURL: string,
  account = newAccount('api'),
  currency = 'EUR',
): Promise<Account> {
  const context = await apiRequest.newContext({ baseURL });
  try {
    const response = await context.post('/api/accounts/registration/', {
      data: {
        username: account.username,
        email: account.email,
        password: account.password,
        password2: account.password,
        first_name: 'Api',
        last_name: 'Player',
        date_of_birth: isoDateYearsAgo(25),
        country: 'DE',
        currency,
        age_confirmation: true,
        terms_accepted: true,
        language: 'en-US',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const link = await latestMailLink(baseURL, account.email);
    const token = new URL(link).pathname.split('/').pop()!;
    const verified = await context.post(`/api/accounts/email-verify/${token}`);
    expect(verified.status(), await verified.text()).toBe(200);
    return account;
  } finally {
    await context.dispose();
  }
}

/** The header part that shows who is signed in: the user block, or the mobile user button. */
export const userIndicator = (page: Page): Locator =>
  isMobile(page) ? page.getByTestId('mobile-user-button') : page.getByTestId('user-block-username');

/** The sign-in control a guest sees in the header. */
export const signInControl = (page: Page): Locator =>
  isMobile(page) ? page.getByTestId('mobile-sign-in') : page.getByTestId('header-sign-in');

/** Fills and submits a sign-in form (page or panel). */
export async function submitSignIn(form: Locator, login: string, password: string, labels: Labels = LABELS.en) {
  await form.getByLabel(labels.login, { exact: true }).fill(login);
  await form.getByLabel(labels.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: labels.signIn, exact: true }).click();
}

/** Signs in from the header: the sign-in page on desktop, the account panel on mobile. */
export async function signIn(page: Page, login: string, password: string, labels: Labels = LABELS.en) {
  if (isMobile(page)) {
    await page.getByTestId('mobile-sign-in').click();
    await expect(page.getByTestId('account-panel')).toHaveAttribute('data-state', 'open');
  } else {
    await page.getByTestId('header-sign-in').click();
  }
  const scope = isMobile(page) ? page.getByTestId('account-panel') : page.locator('main');
  await submitSignIn(scope.getByTestId('sign-in-form'), login, password, labels);
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(userIndicator(page)).toContainText(login);
}

/** Opens the profile menu: the user block's dropdown, or the mobile account panel. */
export async function openProfileMenu(page: Page): Promise<Locator> {
  if (isMobile(page)) {
    await page.getByTestId('mobile-user-button').click();
    await expect(page.getByTestId('account-panel')).toHaveAttribute('data-state', 'open');
    return page.getByTestId('account-panel').getByTestId('profile-menu');
  }
  await page.getByTestId('user-block').click();
  const menu = page.getByRole('banner').getByTestId('profile-menu');
  await expect(menu).toBeVisible();
  return menu;
}

export async function openProfilePage(page: Page, item: 'Personal details' | 'Change password' | 'Self-exclusion') {
  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: item }).click();
}

export async function signOut(page: Page) {
  const menu = await openProfileMenu(page);
  await menu.getByTestId('logout-button').click();
  await expect(signInControl(page)).toBeVisible();
  await expect(userIndicator(page)).toHaveCount(0);
  // The guards then move a guest off a private page.
  await expect(page).not.toHaveURL(/\/profile(\/|$)/);
}

/** Picks a language by its own name: the header flag selector, or the side menu's list on mobile. */
export async function chooseLanguage(page: Page, name: string) {
  if (isMobile(page)) {
    await page.getByTestId('menu-toggle').click();
    const panel = page.getByTestId('menu-panel');
    await expect(panel).toHaveAttribute('data-state', 'open');
    const list = panel.getByTestId('language-list');
    await list.getByRole('button', { expanded: false }).click();
    // The list slides open: a click during the slide can miss, so it is tried until the choice holds.
    const choice = list.getByRole('button', { name, exact: true });
    await expect(async () => {
      await choice.click({ timeout: 2_000 });
      await expect(choice).toHaveAttribute('aria-pressed', 'true', { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await page.getByTestId('menu-toggle').click();
    await expect(panel).toHaveAttribute('data-state', 'closed');
  } else {
    await page.getByTestId('language-selector').getByRole('button').click();
    await page.getByRole('menu').getByRole('menuitemradio', { name, exact: true }).click();
    await expect(page.getByRole('menu')).toHaveCount(0);
  }
}

/**
 * Spins a studio slot once and waits for the round's show to end. The round's answer must be
 * 200: a refused or failed spin fails here, with the studio's code, not later as a missing
 * round. A spin that lands the free-spins feature shows every free spin (0.55 s each,
 * retriggers included) before the button comes back: a long feature takes far more than one
 * spin's second.
 */
export async function playSlotRound(spin: Locator): Promise<void> {
  const answered = spin
    .page()
    .waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/client/rounds'),
    );
  await spin.click();
  const round = await answered;
  expect(round.status(), `the spin was answered ${await round.text()}`).toBe(200);
  await expect(spin).toBeEnabled({ timeout: 60_000 });
}

/** Opens the studio's European roulette and spins once with a 5 chip on red (5.00 staked); the table's frame. */
export async function spinRouletteOnRed(page: Page) {
  await page.goto('/slots/studio/european-roulette');
  const table = page.frameLocator('[data-testid="game-iframe"]');
  await table.getByRole('radio', { name: '5', exact: true }).click();
  await table.locator('[data-spot="red"]').click();
  await table.getByRole('button', { name: 'Spin' }).click();
  await expect(table.getByTestId('pocket')).toBeVisible({ timeout: 15_000 });
  return table;
}

/** The toast outlet's text (sonner renders toasts as list items). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** `player`: one confirmed account per worker (registration is rate limited per address). */
export const test = base.extend<object, { player: Account }>({
  player: [
    // Playwright reads the fixtures a function needs from its first parameter's pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL!;
      await use(await createVerifiedAccount(baseURL));
    },
    { scope: 'worker' },
  ],
});

export { expect };
