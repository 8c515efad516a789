import {
  expect,
  isMobile,
  money,
  newAccount,
  openProfilePage,
  registerViaUi,
  signIn,
  signOut,
  test,
  toast,
  verifyFromMailbox,
} from './support';

test('a new player registers, confirms the e-mail, edits details, changes the password and signs out', async ({
  page,
  context,
}) => {
  const account = newAccount();
  const newPassword = 'Jackpot$Win77';

  await test.step('register through the sign-up form', async () => {
    await registerViaUi(page, account);
    await expect(page).toHaveURL(/\/verify-email\?email=/);
  });

  await test.step('open the mailbox from the check-inbox page and follow the link', async () => {
    const [mailbox] = await Promise.all([context.waitForEvent('page'), page.getByTestId('mailbox-link').click()]);
    await mailbox.waitForLoadState();
    await expect(mailbox).toHaveURL(/\/dev\/mailbox$/);
    await verifyFromMailbox(mailbox, account.email);
    await mailbox.close();
  });

  await test.step('sign in and see the username and both balances', async () => {
    await page.goto('/');
    await signIn(page, account.username, account.password);
    if (isMobile(page)) {
      await page.getByTestId('mobile-user-button').click();
      const card = page.getByTestId('account-panel').getByTestId('profile-menu-account');
      await expect(card).toContainText(account.username);
      await expect(card).toContainText(money(0));
      await expect(card).toContainText(`Bonus balance: ${money(0)}`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('account-panel')).toHaveAttribute('data-state', 'closed');
    } else {
      await expect(page.getByTestId('user-block-username')).toHaveText(account.username);
      await expect(page.getByTestId('user-block-balance')).toHaveText(money(0));
      await expect(page.getByTestId('user-block-bonus')).toHaveText(`Bonus ${money(0)}`);
    }
  });

  await test.step('edit the personal details and find them saved after a reload', async () => {
    await openProfilePage(page, 'Personal details');
    await expect(page).toHaveURL(/\/profile\/user-info$/);
    const view = page.getByTestId('user-info-view');
    await expect(view).toContainText('Ada');
    await page.getByRole('button', { name: 'Edit my details' }).click();
    const form = page.getByTestId('user-info-form');
    await expect(form.getByLabel('First name')).toHaveValue('Ada');
    await form.getByLabel('City').fill('Lyon');
    await form.getByLabel('Post code').fill('69002');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Your information has been updated.')).toBeVisible();
    await expect(view).toContainText('Lyon');
    await page.reload();
    await expect(view).toContainText('Lyon');
    await expect(view).toContainText('69002');
    await page.getByRole('button', { name: 'Edit my details' }).click();
    await expect(form.getByLabel('City')).toHaveValue('Lyon');
    await expect(form.getByLabel('Post code')).toHaveValue('69002');
  });

  await test.step('change the password', async () => {
    await openProfilePage(page, 'Change password');
    await expect(page).toHaveURL(/\/profile\/change-password$/);
    const form = page.getByTestId('change-password-form');
    await form.getByLabel('Current password', { exact: true }).fill(account.password);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Save the password' }).click();
    await expect(toast(page, 'Your password has been changed.')).toBeVisible();
    await expect(form.getByLabel('Current password', { exact: true })).toHaveValue('');
  });

  await test.step('sign out, then in again with the new password, then out', async () => {
    await signOut(page);
    await signIn(page, account.username, newPassword);
    await signOut(page);
  });
});
