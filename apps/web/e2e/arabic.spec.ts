import {
  LABELS,
  chooseLanguage,
  expect,
  fillSignUp,
  isMobile,
  newAccount,
  openProfileMenu,
  signIn,
  signOut,
  test,
} from './support';

const AR = {
  signInSubtitle: 'مرحبًا بعودتك! سجّل الدخول باسم المستخدم أو البريد الإلكتروني.',
  personalDetails: 'البيانات الشخصية',
  alreadyInUse: 'هذه القيمة مستخدمة بالفعل.',
  signOut: 'تسجيل الخروج',
};

test.beforeEach(async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test('in Arabic the page is right to left and a player signs in and out', async ({ page, player }) => {
  await test.step('the sign-in page speaks Arabic', async () => {
    if (isMobile(page)) {
      await page.getByTestId('mobile-sign-in').click();
      await expect(page.getByTestId('account-panel')).toContainText(LABELS.ar.signIn);
      await page.keyboard.press('Escape');
    }
    await page.goto('/auth/sign-in');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: LABELS.ar.signIn })).toBeVisible();
    await expect(main).toContainText(AR.signInSubtitle);
    await expect(main.getByLabel(LABELS.ar.login, { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: LABELS.ar.signIn, exact: true })).toBeVisible();
    await expect(main).not.toContainText('Sign in');
  });

  await test.step('sign in with Arabic labels; the header is mirrored', async () => {
    await page.goto('/');
    await signIn(page, player.username, player.password, LABELS.ar);
    const logo = page.getByRole('banner').getByRole('link', { name: 'Royal Ace' });
    const logoBox = (await logo.boundingBox())!;
    if (isMobile(page)) {
      // RTL: the menu toggle sits on the right, the user button on the left.
      const toggle = (await page.getByTestId('menu-toggle').boundingBox())!;
      const user = (await page.getByTestId('mobile-user-button').boundingBox())!;
      expect(toggle.x).toBeGreaterThan(logoBox.x);
      expect(user.x).toBeLessThan(logoBox.x);
    } else {
      const block = (await page.getByTestId('user-block').boundingBox())!;
      expect(block.x).toBeLessThan(logoBox.x);
      expect(logoBox.x + logoBox.width).toBeGreaterThan(1440 - 200);
    }
  });

  await test.step('the profile menu and page are in Arabic', async () => {
    const menu = await openProfileMenu(page);
    await expect(menu.getByTestId('logout-button')).toHaveText(AR.signOut);
    await menu.getByRole('link', { name: AR.personalDetails }).click();
    await expect(page).toHaveURL(/\/profile\/user-info$/);
    await expect(page.locator('main').getByRole('heading', { name: AR.personalDetails })).toBeVisible();
    await expect(page.getByTestId('user-info-view')).toContainText('Api');
  });

  await test.step('sign out', async () => {
    await signOut(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});

test('a server validation error is shown in Arabic under its field', async ({ page, player }) => {
  await page.goto('/sign-up');
  const taken = { ...newAccount('dup'), username: player.username };
  await fillSignUp(page, taken, LABELS.ar);
  const username = page.getByTestId('sign-up-form').getByLabel(LABELS.ar.username, { exact: true });
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(AR.alreadyInUse);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: AR.alreadyInUse })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
});
