import { expect, newAccount, signIn, signInControl, submitSignIn, test, toast, userIndicator } from './support';

test('the root and the bare slots path land on the casino page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await page.goto('/slots');
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(signInControl(page)).toBeVisible();
});

test('a guest is kept out of the profile', async ({ page }) => {
  await page.goto('/profile/user-info');
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(page.getByTestId('user-info-view')).toHaveCount(0);
  await page.goto('/profile/change-password');
  await expect(page).toHaveURL(/\/slots\/casino$/);
});

test('a signed-in player is sent away from the guest pages', async ({ page, player }) => {
  await page.goto('/');
  await signIn(page, player.username, player.password);
  for (const path of ['/sign-up', '/auth/sign-in']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/slots\/casino$/);
    await expect(userIndicator(page)).toContainText(player.username);
  }
  await expect(page.getByTestId('sign-up-form')).toHaveCount(0);
});

test('an unknown address shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByTestId('not-found').getByRole('link').click();
  await expect(page).toHaveURL(/\/slots\/casino$/);
});

test('a wrong password is refused with the localized message, which goes once the player signs in', async ({
  page,
  player,
}) => {
  await page.goto('/auth/sign-in');
  const form = page.locator('main').getByTestId('sign-in-form');
  await submitSignIn(form, player.username, 'Not-the-password1');
  const refused = toast(page, 'Invalid username or password.');
  await expect(refused).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(userIndicator(page)).toHaveCount(0);

  // The pointer rests on the toast, which keeps it from timing out: only the sign-in removes it.
  await refused.hover();
  await form.getByLabel('Password', { exact: true }).fill(player.password);
  await form.getByLabel('Password', { exact: true }).press('Enter');
  await expect(userIndicator(page)).toContainText(player.username);
  await expect(refused).toHaveCount(0);
});

test('an unconfirmed account is told to confirm and can ask for the mail again', async ({ page, request }) => {
  const account = newAccount('unv');
  const created = await request.post('/api/accounts/registration/', {
    data: {
      username: account.username,
      email: account.email,
      password: account.password,
      password2: account.password,
      first_name: 'Una',
      last_name: 'Verified',
      date_of_birth: '1990-01-15',
      country: 'ES',
      currency: 'EUR',
      age_confirmation: true,
      terms_accepted: true,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/auth/sign-in');
  const form = page.locator('main').getByTestId('sign-in-form');
  await submitSignIn(form, account.email, account.password);
  const notice = form.getByTestId('email-not-verified');
  await expect(notice).toContainText('Your e-mail address is not confirmed yet.');
  await expect(userIndicator(page)).toHaveCount(0);

  const mails = async () => {
    const html = await (await request.get('/dev/mailbox')).text();
    return html.split(`to ${account.email}<`).length - 1;
  };
  await expect.poll(mails).toBe(1);
  await notice.getByRole('button', { name: 'Resend the e-mail' }).click();
  await expect(toast(page, 'A new verification e-mail has been sent.')).toBeVisible();
  await expect.poll(mails).toBe(2);
});
