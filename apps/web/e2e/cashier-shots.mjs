// Looks at the cashier as a player would: PNGs of its pages on desktop and mobile, in
// English and Arabic, to SHOTS_DIR. Not a test; run against a running server with a
// signed-up player who has some payments:
//   E2E_BASE_URL=http://localhost:8186 SHOT_USER=demo SHOT_PASSWORD=… node apps/web/e2e/cashier-shots.mjs
import { mkdirSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';

const base = process.env.E2E_BASE_URL ?? 'http://localhost:8181';
const out = process.env.SHOTS_DIR ?? '/tmp/shots/cashier';
const pages = (
  process.env.SHOT_PAGES ??
  '/profile/cashier,/profile/DEPOSIT,/profile/withdraw,/deposit/card,/deposit/crypto,/withdrawal/bank-transfer,/balance,/profile/replenishment'
).split(',');
mkdirSync(out, { recursive: true });

const DESKTOP = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
const MOBILE = devices['Pixel 7'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });

const locales = (process.env.SHOT_LOCALES ?? 'en-US,ar').split(',');
for (const [device, kind, locale] of locales.flatMap((l) => [
  [DESKTOP, 'desktop', l],
  [MOBILE, 'mobile', l],
])) {
  const context = await browser.newContext({ ...device, locale, baseURL: base });
  const page = await context.newPage();
  await page.goto('/auth/sign-in');
  const form = page.locator('main').getByTestId('sign-in-form');
  await form.locator('input[name=username]').fill(process.env.SHOT_USER ?? 'demo');
  await form.locator('input[name=password]').fill(process.env.SHOT_PASSWORD ?? '');
  await form.locator('button[type=submit]').click();
  await page.waitForURL(/\/slots\/casino$/);
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const name = `${path.replace(/^\//, '').replace(/[/?=&]/g, '_')}-${kind}-${locale}`;
    await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
    console.log(`${out}/${name}.png`);
  }
  await context.close();
}
await browser.close();
