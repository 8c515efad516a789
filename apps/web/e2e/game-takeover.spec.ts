import { GAME_SESSION } from '@casino/contracts';
import { expect, signIn, test, toast } from './support';

/**
 * A game still held by another window, one that died with its browser or one simply left
 * open elsewhere, is taken over at once with the spec's replacing-slot modal (SPEC §2.9, no
 * close button), instead of "already open in another window" until its heartbeat goes stale.
 */
test('a game held by another window is taken over at once, and that window leaves it', async ({
  page,
  browser,
  player,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const game = '/slots/studio/viking-raid';
  // The window that holds the game; its clock brings its next heartbeat forward.
  await page.clock.install();
  await page.goto('/');
  await signIn(page, player.username, player.password);
  await page.goto(game);
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', /\/play\/viking-raid\?mode=real/);

  // Another browser (the locks of the first one do not reach it), as after a crash.
  const isMobile = info.project.use.isMobile ?? false;
  const other = await browser.newContext({ baseURL, viewport: page.viewportSize()!, isMobile, hasTouch: isMobile });
  try {
    const here = await other.newPage();
    await here.goto('/');
    await signIn(here, player.username, player.password);
    await here.goto(game);
    const modal = here.getByRole('alertdialog', { name: 'This game is open in another window' });
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Viking Raid');
    await expect(here).toHaveURL(/[?&]openedModals=replacingSlot(&|$)/);
    await expect(here.getByTestId('game-iframe')).toHaveCount(0);
    // No close button, and Escape does not close it: play here, or back to the lobby.
    await expect(modal.getByRole('button')).toHaveText(['Play here', 'Back to the lobby']);
    await here.keyboard.press('Escape');
    await expect(modal).toBeVisible();

    const replaced = here.waitForResponse(
      (r) => r.url().endsWith('/api/slots/studio/session/') && r.request().method() === 'POST',
    );
    await modal.getByRole('button', { name: 'Play here' }).click();
    const answer = await replaced;
    expect(answer.status()).toBe(201);
    expect(answer.request().postDataJSON()).toMatchObject({ game_id: 'viking-raid', replace: true });
    await expect(modal).toHaveCount(0);
    await expect(here.getByTestId('game-iframe')).toHaveAttribute('src', /\/play\/viking-raid\?mode=real/);
    await expect(here).not.toHaveURL(/openedModals/);
    await expect(here.frameLocator('[data-testid="game-iframe"]').getByRole('button', { name: 'Spin' })).toBeVisible();

    // The first window learns it at its next heartbeat, says so and leaves the game.
    await page.clock.fastForward(GAME_SESSION.heartbeatMs);
    await expect(toast(page, 'This game was opened in another window, so it closed here.')).toBeVisible();
    await expect(page).toHaveURL(/\/slots\/casino$/);
    await expect(page.getByTestId('game-iframe')).toHaveCount(0);
    // The game plays on where it was taken over.
    await expect(here.getByTestId('game-iframe')).toBeVisible();
  } finally {
    await other.close();
  }
});
