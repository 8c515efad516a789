import { expect, test, type Page } from '@playwright/test';
import { isMobile } from './support';

// The installable app's offers (SPEC §1, decision 040). Chromium fires `beforeinstallprompt` only
// for a page its service worker controls, and the journeys block workers (playwright.config.ts):
// the page gets the event the browser would send, with a prompt that records its call.
async function browserOffersInstall(page: Page) {
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { prompted?: number }).prompted = ((window as { prompted?: number }).prompted ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
}
const prompted = (page: Page) => page.evaluate(() => (window as { prompted?: number }).prompted ?? 0);

test('the install notice installs, hides for 30 minutes across reloads, then comes back', async ({ page }) => {
  await page.clock.install();
  await page.goto('/slots/casino');
  await expect(page.getByTestId('casino-hero')).toBeVisible();
  const notice = page.getByTestId('pwa-notice');
  await expect(notice).toHaveCount(0);

  await browserOffersInstall(page);
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Install', exact: true }).click();
  await expect.poll(() => prompted(page)).toBe(1);
  // The browser's offer serves once.
  await expect(notice).toHaveCount(0);

  await browserOffersInstall(page);
  await notice.getByRole('button', { name: 'Not now' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('casino-hero')).toBeVisible();
  await browserOffersInstall(page);
  await page.clock.fastForward('29:00');
  await expect(notice).toHaveCount(0);
  await page.clock.fastForward('01:05');
  await expect(notice).toBeVisible();
});

test.describe('on an Android phone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  });

  test('the Android button appears once the browser offers the app, and installs it', async ({ page }) => {
    await page.goto('/slots/casino');
    await expect(page.getByTestId('casino-hero')).toBeVisible();
    const openMenu = async () => {
      if (isMobile(page)) await page.getByTestId('menu-toggle').click();
    };
    // No install offered and no APK configured: no button.
    await openMenu();
    await expect(page.getByTestId('android-app')).toHaveCount(0);
    await browserOffersInstall(page);
    // The install notice offers the same at the bottom of the screen, over the menu's foot.
    await page.getByTestId('pwa-notice').getByRole('button', { name: 'Not now' }).click();
    const button = page.getByTestId('android-app');
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => prompted(page)).toBe(1);
    await expect(button).toHaveCount(0);
  });
});
