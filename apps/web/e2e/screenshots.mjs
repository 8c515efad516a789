// Looks at the site as a player would: saves PNGs of the main screens in both layouts and
// several languages to /tmp/shots/. Not a test; run against a running server:
//   E2E_BASE_URL=http://localhost:8182 node apps/web/e2e/screenshots.mjs
import { mkdirSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';

const base = process.env.E2E_BASE_URL ?? 'http://localhost:8181';
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(out, { recursive: true });

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const MOBILE = devices['Pixel 7'];
const LOCALES = { en: 'en-US', fr: 'fr-FR', ar: 'ar', ru: 'ru-RU' };

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

async function api(path, body) {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** One confirmed player, created and verified through the API and the local mailbox. */
async function createPlayer() {
  const username = `shot_${Date.now().toString(36)}`;
  const account = { username, email: `${username}@example.com`, password: 'Lucky#Spin2024x' };
  await api('/api/accounts/registration/', {
    ...account,
    password2: account.password,
    first_name: 'Amira',
    last_name: 'Haddad',
    date_of_birth: '1992-04-18',
    address: '12 Rue de la Paix',
    city: 'Tunis',
    postal_code: '1001',
    country: 'TN',
    currency: 'EUR',
    phone: '+216 20 123 456',
    age_confirmation: true,
    terms_accepted: true,
  });
  for (let i = 0; i < 20; i += 1) {
    const html = await (await fetch(`${base}/dev/mailbox`)).text();
    const mail = html.split('<article>').find((part) => part.includes(`to ${account.email}<`));
    const link = mail?.match(/href="[^"]*\/verify\/([^"]+)"/)?.[1];
    if (link) {
      await api(`/api/accounts/email-verify/${link}`);
      return account;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('no verification mail');
}

async function open(device, lang, path) {
  const context = await browser.newContext({ ...device, locale: LOCALES[lang], baseURL: base });
  const page = await context.newPage();
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  return page;
}

async function shot(page, name, { fullPage = false } = {}) {
  if (fullPage) await page.evaluate('window.scrollTo(0, 0)');
  await page.waitForTimeout(400); // let slide-ins and fades finish
  await page.screenshot({ path: `${out}/${name}.png`, fullPage });
  console.log(`${out}/${name}.png`);
}

async function signIn(page, account) {
  await page.goto('/auth/sign-in');
  const form = page.locator('main').getByTestId('sign-in-form');
  await form.locator('input[name=username]').fill(account.username);
  await form.locator('input[name=password]').fill(account.password);
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/\/slots\/casino$/);
  await page.waitForLoadState('networkidle');
}

const close = (page) => page.context().close();

// Home in several languages.
for (const [device, kind, lang] of [
  [DESKTOP, 'desktop', 'en'],
  [MOBILE, 'mobile', 'en'],
  [DESKTOP, 'desktop', 'ar'],
  [MOBILE, 'mobile', 'ar'],
  [DESKTOP, 'desktop', 'fr'],
  [MOBILE, 'mobile', 'ru'],
]) {
  const page = await open(device, lang, '/');
  await shot(page, `home-${kind}-${lang}`, { fullPage: true });
  await close(page);
}

// Guest pages.
for (const [device, kind, lang] of [
  [DESKTOP, 'desktop', 'en'],
  [MOBILE, 'mobile', 'en'],
  [MOBILE, 'mobile', 'ar'],
]) {
  const page = await open(device, lang, '/sign-up');
  await page.getByTestId('sign-up-form').waitFor();
  await shot(page, `sign-up-${kind}-${lang}`, { fullPage: true });
  // Client-side validation messages, as a player who presses the button too early sees them.
  await page.getByTestId('sign-up-form').locator('button[type=submit]').click();
  await shot(page, `sign-up-errors-${kind}-${lang}`, { fullPage: true });
  await close(page);
}
{
  const page = await open(DESKTOP, 'en', '/auth/sign-in');
  await shot(page, 'sign-in-desktop-en');
  // A toast: a wrong password.
  const form = page.locator('main').getByTestId('sign-in-form');
  await form.locator('input[name=username]').fill('nobody_here');
  await form.locator('input[name=password]').fill('Wrong-pass1');
  await form.locator('button[type=submit]').click();
  await page.locator('[data-sonner-toast]').first().waitFor();
  await shot(page, 'toast-desktop-en');
  await close(page);
}
{
  const page = await open(MOBILE, 'fr', '/auth/sign-in');
  await shot(page, 'sign-in-mobile-fr');
  await close(page);
}
{
  const page = await open(DESKTOP, 'en', '/verify-email?email=new.player%40example.com');
  await page.getByTestId('check-inbox').waitFor();
  await shot(page, 'check-inbox-desktop-en');
  await close(page);
}
{
  const page = await open(DESKTOP, 'en', '/');
  await page.getByTestId('language-selector').getByRole('button').click();
  await shot(page, 'language-selector-desktop-en');
  await close(page);
}
{
  const page = await open(MOBILE, 'en', '/');
  await page.getByTestId('menu-toggle').click();
  await page.getByTestId('language-list').getByRole('button').first().click();
  await shot(page, 'menu-panel-mobile-en');
  await close(page);
}
{
  const page = await open(MOBILE, 'ar', '/');
  await page.getByTestId('mobile-sign-in').click();
  await shot(page, 'account-panel-guest-mobile-ar');
  await close(page);
}
{
  const page = await open(DESKTOP, 'en', '/no/such/page');
  await shot(page, 'not-found-desktop-en');
  await close(page);
}

// The casino: lobby sections, search, a game in demo mode (guests).
for (const [device, kind, lang] of [
  [DESKTOP, 'desktop', 'en'],
  [MOBILE, 'mobile', 'en'],
  [DESKTOP, 'desktop', 'ar'],
]) {
  const page = await open(device, lang, '/slots/live-casino');
  await shot(page, `live-casino-${kind}-${lang}`, { fullPage: true });
  await page.goto('/search-slots?q=luc');
  await shot(page, `search-rule-${kind}-${lang}`);
  await page.goto('/slots/all');
  const demo = page.getByTestId('play-demo').first();
  await demo.waitFor({ state: 'attached' });
  await demo.click({ force: true });
  // The game itself, not the studio's loading spinner: its bet stepper is on screen.
  await page.frameLocator('[data-testid="game-iframe"]').getByTestId('bet').waitFor({ timeout: 30_000 });
  await shot(page, `game-frame-demo-${kind}-${lang}`);
  await close(page);
}

// Signed in.
const player = await createPlayer();
for (const [device, kind, lang] of [
  [DESKTOP, 'desktop', 'en'],
  [MOBILE, 'mobile', 'en'],
  [DESKTOP, 'desktop', 'ar'],
  [MOBILE, 'mobile', 'ar'],
]) {
  const page = await open(device, lang, '/');
  await signIn(page, player);
  await shot(page, `home-signed-in-${kind}-${lang}`);
  if (kind === 'mobile') {
    await page.getByTestId('mobile-user-button').click();
    await shot(page, `account-panel-mobile-${lang}`);
    await page.keyboard.press('Escape');
  } else {
    await page.getByTestId('user-block').click();
    await shot(page, `profile-dropdown-desktop-${lang}`);
    await page.keyboard.press('Escape');
  }
  await page.goto('/profile/user-info');
  await page.getByTestId('user-info-view').waitFor();
  await shot(page, `user-info-${kind}-${lang}`, { fullPage: true });
  await page.getByTestId('user-info-view').locator('button').click();
  await shot(page, `user-info-edit-${kind}-${lang}`, { fullPage: true });
  await page.goto('/profile/change-password');
  await page.getByTestId('change-password-form').waitFor();
  await shot(page, `change-password-${kind}-${lang}`, { fullPage: true });
  await page.goto('/profile/slots-history');
  await page.getByTestId('slots-history-filters').waitFor();
  await shot(page, `slots-history-${kind}-${lang}`, { fullPage: true });
  await close(page);
}

await browser.close();
