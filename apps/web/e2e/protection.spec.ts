import { apiSession, fundByBankTransfer, staffSession } from './cashier-support';
import {
  createVerifiedAccount,
  expect,
  isMobile,
  money,
  openProfilePage,
  signIn,
  spinRouletteOnRed,
  signInControl,
  submitSignIn,
  test,
  toast,
  userIndicator,
} from './support';

/**
 * Player protection (issue #23): identity documents; deposit limits (a decrease at once, an increase after 7 days);
 * a self-exclusion from the profile signs the player out at once, and sign-in then says what
 * happened and until when; a reality check comes over a running game.
 */
test('an identity document is sent and waits for its check; a program named as a picture is refused', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!);
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/profile/kyc-verifiaction');
  const front = page.getByTestId('kyc-id_front');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
  const input = front.locator('input[type="file"]');
  // The browser trusts the name; the server reads the content.
  await input.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is a program') });
  await front.getByRole('button', { name: 'Send' }).click();
  await expect(front.getByRole('alert')).toHaveText('The file must be a JPEG or PNG picture or a PDF document.');
  await input.setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: png });
  await front.getByRole('button', { name: 'Send' }).click();
  await expect(toast(page, 'Your document has been sent.')).toBeVisible();
  await expect(front.getByTestId('kyc-status')).toHaveText('Being checked');
  await expect(front.getByRole('button', { name: 'Send' })).toHaveCount(0);
});

test('a deposit limit: set, raised (pending for 7 days) and lowered (at once)', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!);
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/profile/limits');
  const daily = page.getByTestId('limit-deposit-day');
  await expect(daily.getByTestId('limit-amount')).toHaveText('No limit');
  const change = async (amount: string) => {
    await daily.getByLabel('New limit (EUR)').fill(amount);
    await daily.getByRole('button', { name: 'Save' }).click();
  };
  await change('100');
  await expect(daily.getByTestId('limit-amount')).toHaveText(money(100));
  await change('200');
  await expect(daily.getByTestId('limit-pending')).toContainText(`${money(200)} from`);
  await expect(daily.getByTestId('limit-amount')).toHaveText(money(100));
  await change('50');
  await expect(daily.getByTestId('limit-amount')).toHaveText(money(50));
  await expect(daily.getByTestId('limit-pending')).toHaveCount(0);
});

test('a player who self-excludes is signed out and cannot sign in again', async ({ page, baseURL }) => {
  const account = await createVerifiedAccount(baseURL!);
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await openProfilePage(page, 'Self-exclusion');
  await expect(page).toHaveURL(/\/profile\/self-exclusion$/);

  const form = page.getByTestId('self-exclusion-form');
  await form.getByText('1 year').click();
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  const submit = form.getByRole('button', { name: 'Exclude myself' });
  await expect(submit).toBeDisabled();
  await form.getByText(/I understand that my account stays closed/).click();
  await submit.click();

  await expect(toast(page, 'You are signed out. Take care of yourself.')).toBeVisible();
  await expect(signInControl(page)).toBeVisible();

  if (isMobile(page)) await page.getByTestId('mobile-sign-in').click();
  else await page.getByTestId('header-sign-in').click();
  const scope = isMobile(page) ? page.getByTestId('account-panel') : page.locator('main');
  await submitSignIn(scope.getByTestId('sign-in-form'), account.username, account.password);
  const notice = scope.getByTestId('account-excluded');
  await expect(notice).toContainText('Your account is self-excluded until');
  await expect(notice.getByRole('button', { name: 'Ask to reactivate my account' })).toHaveCount(0);
  await expect(userIndicator(page)).toHaveCount(0);
});

test('a reality check comes over a running game with the session’s result; leaving ends the game', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const staff = await staffSession(baseURL!);
  const account = await createVerifiedAccount(baseURL!);
  await fundByBankTransfer(await apiSession(baseURL!, account), staff, 20);
  // The tab's clock runs as usual until the journey moves it on.
  await page.clock.install();
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/profile/limits');
  await page.getByTestId('reality-check-form').getByRole('radio', { name: '15 min' }).click();
  await expect(toast(page, 'Your reality check is saved.')).toBeVisible();

  await spinRouletteOnRed(page);

  await page.clock.fastForward('15:00');
  const check = page.getByTestId('reality-check');
  await expect(check).toBeVisible();
  await expect(check.getByTestId('reality-check-staked')).toHaveText(money(5));
  await check.getByRole('button', { name: 'Leave the game' }).click();
  await expect(check).toBeHidden();
  // In the lobby: the game's page, and with it its session, has ended.
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(page.getByTestId('game-iframe')).toHaveCount(0);
});
