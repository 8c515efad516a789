import { expect, signIn, signInControl, test, toast, userIndicator } from './support';

const EXPIRED = 'Your session has expired. Please sign in again.';

test.describe('inactivity', () => {
  test.beforeEach(async ({ page, player }) => {
    await page.clock.install();
    await page.goto('/');
    await signIn(page, player.username, player.password);
  });

  test('20 minutes without input end the session with a notice', async ({ page }) => {
    await page.clock.fastForward('19:50');
    await expect(userIndicator(page)).toBeVisible();
    await page.clock.fastForward('00:11');
    await expect(toast(page, EXPIRED)).toBeVisible();
    await expect(signInControl(page)).toBeVisible();
    await expect(userIndicator(page)).toHaveCount(0);
    await page.reload();
    await expect(signInControl(page)).toBeVisible();
  });

  test('input restarts the 20 minutes', async ({ page, player }) => {
    await page.clock.fastForward('15:00');
    await page.mouse.move(200, 300);
    await page.mouse.move(240, 320);
    await page.clock.fastForward('15:00');
    await expect(userIndicator(page)).toContainText(player.username);
    await expect(toast(page, EXPIRED)).toHaveCount(0);
    // 20 minutes after the last input it is over.
    await page.clock.fastForward('05:01');
    await expect(toast(page, EXPIRED)).toBeVisible();
    await expect(signInControl(page)).toBeVisible();
  });
});

test('the error boundary reloads three times, then goes home, then shows the error screen', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('debug:boom', '1'));
  const boomLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) {
      boomLoads.push(new URL(request.url()).pathname);
    }
  });

  await page.goto('/__boom');
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(signInControl(page)).toBeVisible();
  expect(boomLoads.slice(0, 5)).toEqual(['/__boom', '/__boom', '/__boom', '/__boom', '/']);

  // Within 30 s of the last failure the fifth one shows the screen instead of reloading.
  boomLoads.length = 0;
  await page.goto('/__boom');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('heading')).toHaveText('Something went wrong, please try again.');
  await expect(page.getByTestId('error-text')).toContainText('Boom: deliberate render failure');
  await expect(page).toHaveURL(/\/__boom$/);
  expect(boomLoads).toEqual(['/__boom']);

  // Try again starts the count over: reloads, then home.
  await screen.getByRole('button', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
});
