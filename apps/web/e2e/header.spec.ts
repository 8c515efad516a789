import type { Page } from '@playwright/test';
import { chooseLanguage, createVerifiedAccount, expect, isMobile, money, newAccount, signIn, test } from './support';

/** The element shows its whole text: nothing is cut off by an ellipsis or an overflow. */
async function expectWhole(page: Page, testId: string, text: string) {
  const element = page.getByTestId(testId);
  await expect(element).toHaveText(text);
  expect(await element.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

test('the header shows the balance beside a Deposit button, and a long username can be read whole', async ({
  page,
  baseURL,
}) => {
  // 30 characters, the longest a username may be: more than the header has room for.
  const account = newAccount('long');
  account.username = `long_${account.username.slice(5)}_username_for_header`.slice(0, 30);
  account.email = `${account.username}@example.com`;
  await createVerifiedAccount(baseURL!, account);
  await page.goto('/');
  await signIn(page, account.username, account.password);

  const deposit = page.getByRole('banner').getByTestId('header-deposit');
  await expect(deposit).toHaveText('Deposit');
  const balance = page.getByTestId(isMobile(page) ? 'mobile-balance' : 'user-block-balance');
  await expect(balance).toHaveText(money(0));
  // Beside the balance, on screen (on a phone too, where the header is 360-412 px wide).
  const [balanceBox, depositBox] = [(await balance.boundingBox())!, (await deposit.boundingBox())!];
  expect(depositBox.x + depositBox.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  expect(Math.abs(depositBox.y + depositBox.height / 2 - (balanceBox.y + balanceBox.height / 2))).toBeLessThan(20);

  if (isMobile(page)) {
    // The header's button cuts the name; the account panel it opens shows it whole.
    await page.getByTestId('mobile-user-button').click();
    await expectWhole(page, 'profile-menu-username', account.username);
    await page.keyboard.press('Escape');
  } else {
    await expect(page.getByTestId('user-block-username')).toHaveAttribute('title', account.username);
    await page.getByTestId('user-block').click();
    await expectWhole(page, 'profile-dropdown-username', account.username);
    await page.keyboard.press('Escape');
  }

  await deposit.click();
  await expect(page).toHaveURL(/\/profile\/DEPOSIT$/);
  // Amounts follow the language: "0,00 €" in French.
  await chooseLanguage(page, 'Français');
  await expect(balance).toHaveText(money(0, 'fr-fr'));
  await expect(deposit).toHaveText('Dépôt');
});
