import { apiSession, expect, fundByBankTransfer, staffSession, test } from './cashier-support';
import { createVerifiedAccount, isMobile, signIn, toast } from './support';

/**
 * The prize wheel (SPEC §2.9, §4): a guest is asked to sign in; a player takes the free spin,
 * sees the prize once the wheel stops, then a paid spin, and finds both in the history,
 * reached from the prize view and kept in the address (openedModals).
 */
test('a guest who taps spin is asked to sign in', async ({ page }) => {
  await page.goto('/wheel-game');
  const wheel = page.getByTestId('wheel-modal');
  await expect(wheel.getByTestId('wheel-spin')).toBeEnabled();
  await wheel.getByTestId('wheel-spin').click();
  await expect(toast(page, 'Sign in to spin the wheel.')).toBeVisible();
  await expect(wheel.getByTestId('wheel-sign-in')).toBeVisible();
});

test('a free spin, then a paid one, each prize seen and found in the history', async ({ page, baseURL }) => {
  // An operator of its own: the worker's may have signed in longer ago than a token lives.
  const staff = await staffSession(baseURL!);
  const account = await createVerifiedAccount(baseURL!);
  await fundByBankTransfer(await apiSession(baseURL!, account), staff, 10);
  await page.goto('/');
  await signIn(page, account.username, account.password);
  // The header's entry on a desktop; the address on a phone (its entry sits in the menu).
  if (isMobile(page)) await page.goto('/wheel-game');
  else await page.getByTestId('wheel-entry').first().click();
  await expect(page).toHaveURL(/openedModals=wheelGame/);
  const wheel = page.getByTestId('wheel-modal');
  const spin = wheel.getByTestId('wheel-spin');
  await expect(spin).toHaveAttribute('data-free', 'true');

  await spin.click();
  const result = wheel.getByTestId('wheel-result');
  await expect(result).toBeVisible({ timeout: 10_000 });
  await expect(result.getByTestId('wheel-result-prize')).not.toBeEmpty();
  await result.getByTestId('wheel-result-close').click();
  // The free spin is used: the next one costs, and the countdown runs.
  await expect(spin).toHaveAttribute('data-free', 'false');
  await expect(spin).toContainText('Spin for');
  await expect(wheel.getByTestId('wheel-countdown')).toBeVisible();

  await spin.click();
  await expect(result).toBeVisible({ timeout: 10_000 });
  await result.getByTestId('wheel-view-history').click();
  await expect(page).toHaveURL(/openedModals=wheelGameHistory/);
  const rows = page.getByTestId('wheel-history-modal').getByTestId('wheel-history-row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Paid');
  await expect(rows.nth(1)).toContainText('Free');
  await page.goBack();
  await expect(page).not.toHaveURL(/openedModals=wheelGameHistory/);
});
