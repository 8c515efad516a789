import type { Locator, Page } from '@playwright/test';
import { chooseLanguage, expect, isMobile, openProfileMenu, signIn, test, toast } from './support';

/** The lobby's games come from the studio's catalogue: the real studio, started beside the platform. */
const tile = (scope: Locator, name: string) =>
  scope
    .getByTestId('game-tile')
    .filter({ has: scope.page().getByRole('heading', { name, exact: true }) })
    .first();

/** The real and demo buttons appear on hover with a mouse and are always there on touch screens. */
async function press(page: Page, game: Locator, testId: 'play-real' | 'play-demo' | 'favourite-star') {
  if (!isMobile(page)) await game.hover();
  await game.getByTestId(testId).click();
}

const grid = (page: Page) => page.getByTestId('game-grid');

test('the casino lobby shows the catalogue, the top and new rows and the slider', async ({ page }) => {
  await page.goto('/slots/casino');
  await expect(page.getByTestId('home-slider')).toBeVisible();
  await expect(page.getByTestId('top-row').getByTestId('game-tile').first()).toBeVisible();
  await expect(page.getByTestId('new-row').getByTestId('game-tile').first()).toBeVisible();
  await expect(tile(grid(page), 'Lucky Clover')).toBeVisible();
  // The casino section holds slots and table games, not live ones.
  await expect(tile(grid(page), 'European Roulette')).toBeVisible();
  await expect(tile(grid(page), 'Live Roulette')).toHaveCount(0);
  // Fewer than 60 games: every tile is in the page (longer lists are virtualised).
  await expect(page.getByTestId('games-count')).toHaveText(
    `Games: ${await grid(page).getByTestId('game-tile').count()}`,
  );
  const picture = tile(grid(page), 'Lucky Clover').locator('img');
  await expect(picture).toHaveAttribute('width', '235');
  await expect(picture).toHaveAttribute('loading', 'lazy');

  await page.getByTestId('lobby-tabs').getByRole('link', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/slots\/live-casino$/);
  await expect(tile(grid(page), 'Live Roulette')).toBeVisible();
  await expect(tile(grid(page), 'Lucky Clover')).toHaveCount(0);

  await page.goto('/virtual-games');
  await expect(tile(grid(page), 'Turbo Derby')).toBeVisible();
  await page.goto('/slots/table');
  await expect(tile(grid(page), 'Dice 99')).toBeVisible();
  await expect(tile(grid(page), 'Lucky Clover')).toHaveCount(0);
  await page.goto('/slots/casino/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New games' })).toBeVisible();
  await expect(grid(page).getByTestId('game-tile').first()).toBeVisible();
});

test('the categories and providers filters live in the address', async ({ page }) => {
  await page.goto('/slots/casino');
  await page.getByTestId('category-filter').getByRole('button', { name: 'Table games' }).click();
  await expect(page).toHaveURL(/\/slots\/casino\?categories=tableGames$/);
  await expect(tile(grid(page), 'European Roulette')).toBeVisible();
  await expect(tile(grid(page), 'Lucky Clover')).toHaveCount(0);
  await expect(page.getByTestId('top-row')).toHaveCount(0);

  await page.goto('/slots/casino/?providers=studio');
  await expect(tile(grid(page), 'Lucky Clover')).toBeVisible();
  await expect(page.getByTestId('provider-filter').getByRole('button', { name: 'Studio' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.goto('/slots/casino?providers=nobody');
  await expect(page.getByTestId('games-empty')).toHaveText('No game matches these filters.');

  await page.goto('/slots/live-casino/?categories=roulette&providers=studio');
  await expect(tile(grid(page), 'Live Roulette')).toBeVisible();
  await expect(tile(grid(page), 'Rocket Crash')).toHaveCount(0);
});

test('search: results while typing in the lobby; not empty, at least 4 characters, no special characters', async ({
  page,
}) => {
  await page.goto('/slots/casino');
  const lobbySearch = page.getByTestId('search-input');
  // Key by key, as a player types: below the minimum the lobby stays and the rule says why.
  await lobbySearch.pressSequentially('luc');
  await expect(page.getByTestId('lobby-search-rule')).toHaveText('Type at least 4 characters.');
  await expect(page.getByTestId('top-row')).toBeVisible();
  await lobbySearch.pressSequentially('ky');
  await expect(page.getByRole('heading', { name: 'Results for “lucky”' })).toBeVisible();
  await expect(grid(page).getByTestId('game-tile')).toHaveCount(1);
  await expect(tile(grid(page), 'Lucky Clover')).toBeVisible();
  await expect(page.getByTestId('top-row')).toHaveCount(0);
  await expect(page).toHaveURL(/\/slots\/casino$/);

  // Enter opens the search page.
  await lobbySearch.fill('pharaoh');
  await lobbySearch.press('Enter');
  await expect(page).toHaveURL(/\/search-slots\?q=pharaoh$/);
  // The URL changes before the search page replaces the lobby, whose grid and search box look
  // alike: wait for the rule, which only the search page shows, before reading or typing.
  const rule = page.getByTestId('search-rule');
  await expect(rule).toBeVisible();
  await expect(tile(grid(page), "Pharaoh's Fortune")).toBeVisible();

  const input = page.getByTestId('search-input');
  await input.fill('');
  await expect(rule).toHaveText('At least 4 letters or digits, no special characters.');
  await expect(grid(page)).toHaveCount(0);
  await input.fill('luc');
  await expect(rule).toHaveText('Type at least 4 characters.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(grid(page)).toHaveCount(0);
  await input.fill('luck%');
  await expect(rule).toHaveText('Use letters and digits only: special characters are not allowed.');
  await expect(grid(page)).toHaveCount(0);
  await input.fill('lucky');
  await expect(rule).toHaveText('At least 4 letters or digits, no special characters.');
  await expect(tile(grid(page), 'Lucky Clover')).toBeVisible();
  await expect(grid(page).getByTestId('game-tile')).toHaveCount(1);
  await input.fill('zzzz');
  await expect(page.getByTestId('games-empty')).toHaveText('No game matches your search.');
});

test("a tile names its game once, by the producer's display name, and its buttons leave the name clear", async ({
  page,
}) => {
  await page.goto('/slots/casino');
  // The studio's pictures carry the game's name across their foot (their last quarter).
  const game = tile(page.getByTestId('top-row'), "Pharaoh's Fortune");
  await expect(game.getByTestId('tile-producer')).toHaveText('Studio');
  await expect(page.getByTestId('home-slider')).toContainText('A game by Studio.');
  if (!isMobile(page)) await game.hover();
  await expect(game.getByTestId('play-real')).toBeVisible();
  const picture = (await game.locator('a[aria-hidden="true"]').boundingBox())!;
  const play = (await game.getByTestId('play-real').boundingBox())!;
  if (isMobile(page)) expect(play.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  else expect(play.y + play.height).toBeLessThanOrEqual(picture.y + picture.height * 0.76);
});

test('a row that cuts tiles off scrolls with its arrows and by swipe', async ({ page }) => {
  await page.goto('/slots/casino');
  const row = page.getByTestId('new-row');
  const list = row.getByRole('list');
  await expect(row.getByTestId('game-tile').first()).toBeVisible();
  const scrolled = () => list.evaluate((el) => Math.abs(el.scrollLeft));
  // At its start nothing is hidden behind, and tiles are hidden ahead.
  await expect(row.getByTestId('row-back')).toHaveCount(0);
  await row.getByTestId('row-forward').click();
  await expect.poll(scrolled).toBeGreaterThan(100);
  await row.getByTestId('row-back').click();
  await expect.poll(scrolled).toBeLessThan(5);
  await expect(row.getByTestId('row-back')).toHaveCount(0);

  // A finger drags the row sideways (a trackpad swipes it on a desktop).
  await list.scrollIntoViewIfNeeded();
  const box = (await list.boundingBox())!;
  const [x, y] = [Math.round(box.x + box.width * 0.8), Math.round(box.y + box.height / 3)];
  const cdp = await page.context().newCDPSession(page);
  if (isMobile(page)) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 25, y }] });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await cdp.send('Input.synthesizeScrollGesture', {
      x,
      y,
      xDistance: -300,
      yDistance: 0,
      gestureSourceType: 'mouse',
    });
  }
  await expect.poll(scrolled).toBeGreaterThan(100);
  await expect(row.getByTestId('row-back')).toBeVisible();
});

test('a guest opens a game in demo mode: the frame holds the session address', async ({ page }) => {
  await page.goto('/slots/casino');
  const session = page.waitForResponse(
    (r) => r.url().endsWith('/api/slots/studio/session/demo/') && r.request().method() === 'POST',
  );
  await press(page, tile(grid(page), 'Lucky Clover'), 'play-demo');
  const answer = await session;
  expect(answer.status()).toBe(201);
  const body = (await answer.json()) as { session_id: string | null; session_url: string };
  expect(body.session_id).toBeNull();
  expect(body.session_url).toContain('/play/lucky-clover?mode=demo');

  await expect(page).toHaveURL(/\/slots\/studio\/lucky-clover\/demo$/);
  const frame = page.getByTestId('game-frame');
  await expect(frame.getByRole('heading', { name: 'Lucky Clover' })).toBeVisible();
  await expect(frame).toContainText('Demo');
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', body.session_url);
  if (isMobile(page)) {
    // On a phone the frame fills the screen under the header.
    const box = (await frame.boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    // The mobile redirect screen sends the browser itself to the session address.
    await page.getByTestId('open-full-window').click();
    // The studio takes its launch and opens its game client.
    await page.waitForURL(/\/game\/\?game=lucky-clover/);
    await page.goBack();
    await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', /\/play\/lucky-clover\?mode=demo/);
  } else {
    await expect(page.getByTestId('game-fullscreen')).toBeVisible();
  }
  await page.getByTestId('game-back').click();
  // Back where the game was opened, and the session address is gone with the frame.
  await expect(page).toHaveURL(/\/slots\/casino$/);
  await expect(page.getByTestId('game-iframe')).toHaveCount(0);
});

test('a guest is sent back from a real-money game with the please-sign-in message', async ({ page }) => {
  let sessionAsked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/slots/') && r.method() === 'POST') sessionAsked = true;
  });
  await page.goto('/slots/studio/lucky-clover');
  await expect(toast(page, 'Please sign in to play for real money.')).toBeVisible();
  await expect(page).toHaveURL(/\/slots\/casino$/);
  expect(sessionAsked).toBe(false);

  await page.goto('/slots/virtual');
  await press(page, tile(grid(page), 'Turbo Derby'), 'play-real');
  await expect(toast(page, 'Please sign in to play for real money.')).toBeVisible();
  await expect(page).toHaveURL(/\/slots\/virtual$/);
});

test('opening the same game twice at once is refused with its message', async ({ page, context }) => {
  await page.goto('/slots/studio/neon-nights/demo');
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', /\/play\/neon-nights\?mode=demo/);
  const second = await context.newPage();
  await second.goto('/slots/studio/neon-nights/demo');
  await expect(toast(second, /Parallel running of two or more of the same game is unavailable/)).toBeVisible();
  await expect(second).toHaveURL(/\/slots\/casino$/);
  await expect(page.getByTestId('game-iframe')).toBeVisible();
});

test('favourites: a guest is asked to sign in, a player adds and removes one', async ({ page, player }) => {
  await page.goto('/slots/casino');
  await press(page, tile(grid(page), 'Dragon Pearls'), 'favourite-star');
  await expect(toast(page, 'Sign in to keep your favourite games in one place.')).toBeVisible();
  await page.goto('/slots/casino/favourites');
  await expect(page.getByTestId('favourites-sign-in')).toBeVisible();

  await page.goto('/');
  await signIn(page, player.username, player.password);
  await expect(page.getByTestId('favourites-row')).toHaveCount(0);
  const game = tile(grid(page), 'Dragon Pearls');
  await press(page, game, 'favourite-star');
  await expect(toast(page, 'Slot added to favourites.')).toBeVisible();
  await expect(game.getByTestId('favourite-star')).toHaveAttribute('aria-pressed', 'true');
  await expect(tile(page.getByTestId('favourites-row'), 'Dragon Pearls')).toBeVisible();

  await page.reload();
  await expect(tile(page.getByTestId('favourites-row'), 'Dragon Pearls')).toBeVisible();
  await page.goto('/slots/casino/favourites');
  await expect(tile(grid(page), 'Dragon Pearls')).toBeVisible();
  await press(page, tile(grid(page), 'Dragon Pearls'), 'favourite-star');
  await expect(toast(page, 'Slot removed from favourites.')).toBeVisible();
  await expect(page.getByTestId('games-empty')).toContainText('You have no favourite games yet');
});

test('a player opens a real-money game and sees the slots history page', async ({ page, player }) => {
  await page.goto('/');
  await signIn(page, player.username, player.password);
  const session = page.waitForResponse(
    (r) => r.url().endsWith('/api/slots/studio/session/') && r.request().method() === 'POST',
  );
  await press(page, tile(grid(page), 'Viking Raid'), 'play-real');
  const body = (await (await session).json()) as { session_id: string; session_url: string };
  expect(body.session_id).toMatch(/^[0-9a-f-]{36}$/);
  expect(body.session_url).toContain('/play/viking-raid?mode=real');
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', body.session_url);
  // Leaving ends the session on the platform.
  const ended = page.waitForRequest(
    (r) => r.method() === 'DELETE' && r.url().endsWith(`/api/slots/sessions/${body.session_id}/`),
  );
  await page.getByTestId('game-back').click();
  await ended;

  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: 'Slots history' }).click();
  await expect(page).toHaveURL(/\/profile\/slots-history$/);
  await expect(page.getByRole('heading', { name: 'Slots history' })).toBeVisible();
  await expect(page.getByTestId('slots-history-empty')).toHaveText('No game rounds for these filters.');
  const filters = page.getByTestId('slots-history-filters');
  await filters.getByLabel('Provider').selectOption('studio');
  // Days are typed in the player's language (month first in English); the address keeps ISO days.
  const from = filters.getByLabel('From');
  await expect(from).toHaveAttribute('placeholder', 'MM/DD/YYYY');
  await from.pressSequentially('01022026');
  await expect(from).toHaveValue('01/02/2026');
  await expect(page).toHaveURL(/\/profile\/slots-history\?from=2026-01-02&producer=studio$/);
  await expect(page.getByTestId('slots-history-empty')).toBeVisible();
});

test('in Arabic the lobby and the game frame read right to left', async ({ page }) => {
  await page.goto('/slots/casino');
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('lobby-tabs')).toContainText('الكازينو المباشر');
  const game = tile(grid(page), 'Lucky Clover');
  await expect(game).toBeVisible();
  await expect(page.getByTestId('games-count')).toHaveText(
    `عدد الألعاب: ${await grid(page).getByTestId('game-tile').count()}`,
  );
  await expect(game.getByTestId('favourite-star')).toHaveAttribute('aria-label', 'أضف Lucky Clover إلى المفضلة');
  // The star sits at the end of the picture: on the left in a right-to-left page.
  const picture = (await game.locator('img').boundingBox())!;
  const star = (await game.getByTestId('favourite-star').boundingBox())!;
  expect(star.x - picture.x).toBeLessThan(picture.width / 2);

  await press(page, game, 'play-demo');
  await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', /\/play\/lucky-clover\?mode=demo&.*lang=ar/);
  await expect(page.getByTestId('game-frame')).toContainText('تجريبي');
});
