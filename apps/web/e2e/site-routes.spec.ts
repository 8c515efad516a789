import { expect, test, type Page } from '@playwright/test';
import { SPEC_ADDRESSES as ADDRESSES } from '../src/app/spec-addresses';
import { isMobile } from './support';

/**
 * Every address of SPEC §2.2, §2.4 and §2.7 (placeholders for ids and tokens), walked as a guest
 * on the desktop and the phone, and once in Arabic: each lands on a page or the redirect the spec
 * implies, never the not-found page, with no console error and nothing wider than the screen.
 * The content service may have nothing yet: its pages then show their empty states.
 */

/** Script errors; a refused request (a guest's 401, a content service not there yet) is the network's, not the page's. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    errors.push(`console: ${message.text()}`);
  });
  return errors;
}

async function walk(page: Page, errors: string[]) {
  for (const address of ADDRESSES) {
    await test.step(address, async () => {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main')).toBeVisible();
      // The lazily loaded page has arrived (or the redirect has happened).
      await expect(page.locator('main')).not.toBeEmpty();
      await expect(page.getByTestId('not-found'), address).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${address} is wider than the screen`).toBeLessThanOrEqual(0);
      expect(errors, address).toEqual([]);
    });
  }
}

test.describe('the site addresses', () => {
  test.setTimeout(240_000);

  test('every address of the spec has its page or redirect', async ({ page }) => {
    const errors = collectErrors(page);
    await walk(page, errors);
  });

  test('an unknown content page is the not-found page', async ({ page }) => {
    for (const address of [
      '/faq/unknown',
      '/terms-and-conditions/unknown',
      '/promotions/welcome-offer-10',
      '/promotions-detail/nope',
    ]) {
      await page.goto(address);
      await expect(page.getByTestId('not-found'), address).toBeVisible();
    }
  });

  test('in Arabic, right to left, every address still fits', async ({ page }) => {
    test.skip(!isMobile(page), 'once, on the phone: the narrower screen is where right to left overflows');
    await page.addInitScript(() => localStorage.setItem('persist:language', JSON.stringify('ar-ar')));
    const errors = collectErrors(page);
    await page.goto('/promotions');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await walk(page, errors);
  });
});
