import { apiSession, expect, expectHeaderCash, test } from './cashier-support';
import { createVerifiedAccount, isMobile, money, signIn, toast } from './support';

/**
 * The bonus balance on the site: bonus money an operator grants, exchanged into cash on the
 * exchange page, then read back in the bonus history with its filters. A fresh player each
 * time: the exchange needs a cash balance below its threshold.
 */
test('a granted bonus is exchanged into cash, then found in the bonus history by its type', async ({
  page,
  baseURL,
  operator,
}) => {
  const account = await createVerifiedAccount(baseURL!);
  const player = await apiSession(baseURL!, account);
  const { id } = (await player.get('/api/accounts/user')) as { id: number };
  await operator.post('/api/backoffice/bonuses/', { user_id: id, amount: 20, type: 'IncreasedBySO' });

  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/profile/exchange-bonus-balance');
  const form = page.getByTestId('exchange-form');
  await form.getByTestId('exchange-amount').fill('0.5');
  await expect(form.getByTestId('exchange-problem')).toBeVisible();
  await form.getByTestId('exchange-amount').fill('7.5');
  await expect(form.getByTestId('exchange-preview')).toContainText('7.50');
  await form.getByTestId('exchange-submit').click();
  await expect(toast(page, /Balance converted/)).toBeVisible();
  await expectHeaderCash(page, money(7.5));
  expect(await player.get('/api/bonus-system/exchange/')).toMatchObject({ balance: 7.5, bonusBalance: 12.5 });

  await page.getByTestId('link-bonus-history').click();
  await expect(page).toHaveURL(/\/profile\/bonus-history/);
  const list = page.getByTestId(isMobile(page) ? 'bonus-history-cards' : 'bonus-history-table');
  await expect(list).toContainText(money(20));
  await page.getByTestId('bonus-type-filter').selectOption('Cashback');
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();
  await page.goto('/profile/cashback-history');
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();
});
