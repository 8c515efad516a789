import type { FrameLocator, Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './support';

/**
 * Every studio game fits the visible frame, without scrolling, on common laptop screens and on
 * a phone held either way (issue #29): the controls a round needs are all on screen at once,
 * and the frame shows one title bar, the site's. One signed-in session opens each game in turn
 * and measures it at both of its project's sizes (a resize is what turning a phone does).
 */
const SIZES = {
  desktop: [
    { width: 1366, height: 768 },
    { width: 1280, height: 720 },
  ],
  mobile: [
    { width: 360, height: 640 },
    { width: 640, height: 360 },
  ],
};

type Controls = (game: FrameLocator) => Locator[];
const button = (game: FrameLocator, name: string | RegExp) => game.getByRole('button', { name, exact: true });
const chips = (game: FrameLocator) => game.getByRole('radiogroup', { name: 'Chip' }).getByRole('radio');
const stepper = (game: FrameLocator) => [game.getByTestId('bet'), button(game, '−'), button(game, '+')];
/** The four corners of the roulette layout, and the chips that go on it. */
const felt = (game: FrameLocator) =>
  ['straight:3', 'straight:0', 'column:2', 'high', 'low'].map((spot) => game.locator(`[data-spot="${spot}"]`));

const slot: Controls = (game) => [button(game, 'Spin'), ...stepper(game)];
const GAMES: [string, Controls][] = [
  ...[
    'lucky-clover',
    'arctic-ways',
    'aztec-avalanche',
    'crystal-caverns',
    'dragon-pearls',
    'jungle-ways',
    'neon-nights',
    'pharaohs-fortune',
    'sugar-tumble',
    'viking-raid',
  ].map((id): [string, Controls] => [id, slot]),
  ['european-roulette', (game) => [button(game, 'Spin'), button(game, 'Undo'), ...felt(game), chips(game)]],
  [
    'baccarat',
    (game) => [
      button(game, 'Deal'),
      chips(game),
      ...['Player', 'Tie', 'Banker'].map((name) => game.getByRole('button', { name: new RegExp(`^${name}`) })),
    ],
  ],
  ['jacks-or-better', (game) => [button(game, 'Deal'), ...stepper(game), game.getByRole('radio', { name: '5' })]],
  ['blackjack', (game) => [button(game, 'Deal'), ...stepper(game)]],
  [
    'dice',
    (game) => [button(game, 'Roll'), ...stepper(game), game.getByRole('slider'), game.getByRole('radio').first()],
  ],
  [
    'keno',
    (game) => [
      button(game, 'Draw'),
      ...stepper(game),
      button(game, '1'),
      button(game, '80'),
      button(game, 'Quick pick'),
    ],
  ],
  ['live-roulette', (game) => [button(game, 'Place bet'), ...felt(game), chips(game)]],
  ['crash', (game) => [button(game, /^(Place bet|Your bets)/), ...stepper(game), game.getByRole('combobox')]],
  ['virtual-racing', (game) => [button(game, 'Place bet'), ...stepper(game), game.getByRole('radio')]],
];

/**
 * Each control's box lies inside the game's window (the iframe), itself inside the browser's
 * window, and the game does not scroll: every control is seen without scrolling. The boxes are
 * read in the game's own document, all of a game's controls in one call.
 */
async function expectAllInView(page: Page, id: string, controls: Locator[]) {
  const viewport = page.viewportSize()!;
  const where = `${id} at ${viewport.width}×${viewport.height}`;
  const frame = (await page.getByTestId('game-iframe').boundingBox())!;
  expect(frame.y + frame.height, `${where}: the frame ends below the window`).toBeLessThanOrEqual(viewport.height + 1);
  expect(frame.x + frame.width, `${where}: the frame is wider than the window`).toBeLessThanOrEqual(viewport.width + 1);
  const all = controls.reduce((union, control) => union.or(control));
  const seen = await all.evaluateAll((elements) => {
    const root = document.scrollingElement!;
    const outside = elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      const inside =
        box.width > 0 &&
        box.height > 0 &&
        box.left >= -1 &&
        box.top >= -1 &&
        box.right <= window.innerWidth + 1 &&
        box.bottom <= window.innerHeight + 1;
      if (inside) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20);
      const at = `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      return [`${element.tagName} "${name}" at ${at} in ${window.innerWidth}×${window.innerHeight}`];
    });
    return {
      count: elements.length,
      outside,
      scroll: [root.scrollWidth, root.scrollHeight, window.innerWidth, window.innerHeight],
    };
  });
  expect(seen.count, `${where}: controls missing`).toBeGreaterThanOrEqual(controls.length);
  expect(seen.outside, `${where}: controls out of sight`).toEqual([]);
  const [scrollWidth, scrollHeight, windowWidth, windowHeight] = seen.scroll;
  expect({ scrollWidth, scrollHeight }, `${where}: the game scrolls`).toEqual({
    scrollWidth: windowWidth,
    scrollHeight: windowHeight,
  });
}

test('every studio game fits the visible frame, with one title bar', async ({ page, player }, info) => {
  test.setTimeout(240_000);
  const [first, second] = SIZES[info.project.name as keyof typeof SIZES];
  await page.setViewportSize(first!);
  await page.goto('/');
  await signIn(page, player.username, player.password);
  const game = page.frameLocator('[data-testid="game-iframe"]');
  for (const [id, controls] of GAMES) {
    await page.setViewportSize(first!);
    // In the page, as a player going from game to game: the site is not loaded again.
    await page.evaluate((path) => {
      window.history.pushState({}, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, `/slots/studio/${id}`);
    await expect(page.getByTestId('game-iframe')).toHaveAttribute('src', new RegExp(`/play/${id}\\?mode=real`));
    // The console is there once the game has loaded its session (its balance comes with it).
    await expect(game.getByTestId('balance')).toContainText('0.00', { timeout: 20_000 });
    // The site's frame names the game; the game shows no title bar of its own.
    await expect(page.getByTestId('game-frame').getByRole('heading')).toBeVisible();
    await expect(game.getByRole('banner')).toHaveCount(0);
    // Its first control is its main action (spin, deal, place bet): the game is drawn.
    await expect(controls(game)[0]!.first()).toBeVisible();
    await expectAllInView(page, id, controls(game));
    await page.setViewportSize(second!);
    await expectAllInView(page, id, controls(game));
  }
});
