import type { FrameLocator, Page } from '@playwright/test';
import { arrangeSplit, ledgerOf, studioSql } from './blackjack-support';
import { money, playSlotRound, signIn } from './support';
import {
  apiSession,
  cashOf,
  expect,
  expectHeaderCash,
  fundByBankTransfer,
  test,
  type ApiSession,
} from './cashier-support';
import { nextLineWin, studioFrame, winOnShow } from './studio-support';

/**
 * Real-money play against the real studio, started beside the platform: every round goes
 * through the seamless wallet, and the site's header follows the ledger without a reload.
 */
const game = (page: Page): FrameLocator => page.frameLocator('[data-testid="game-iframe"]');

let player: ApiSession;
test.beforeEach(async ({ page, player: account, operator, baseURL }) => {
  player ??= await apiSession(baseURL!, account);
  if ((await cashOf(player)) < 20) await fundByBankTransfer(player, operator, 50);
  await page.goto('/');
  await signIn(page, account.username, account.password);
});

/** The rounds the slots history lists for the player. */
const rounds = async () =>
  ((await player.get('/api/backoffice/betshistory/?page=1&page_size=50')) as { count: number }).count;

test('a slot: each spin is a round in the ledger, and the header balance follows', async ({ page }) => {
  test.setTimeout(120_000); // a spin may land a long free-spins feature (playSlotRound)
  const before = await cashOf(player);
  const playedBefore = await rounds();
  await page.goto('/slots/studio/lucky-clover');
  const slot = game(page);
  await expect(slot.getByTestId('balance')).toContainText(before.toFixed(2));
  // The game tells the page when a result is on screen, so the header need not wait for its poll.
  await page.evaluate(() => {
    const seen = window as unknown as { balanceMoved: number };
    seen.balanceMoved = 0;
    window.addEventListener('message', (event) => {
      if ((event.data as { type?: string } | null)?.type === 'studio:balance-moved') seen.balanceMoved += 1;
    });
  });
  const spin = slot.getByRole('button', { name: 'Spin' });
  // A spin may win back exactly its stake; a few spins move the balance.
  for (let i = 0; i < 5 && (await cashOf(player)) === before; i += 1) await playSlotRound(spin);
  const after = await cashOf(player);
  expect(after).not.toBe(before);
  expect(await rounds()).toBeGreaterThan(playedBefore);
  await expect(slot.getByTestId('balance')).toContainText(after.toFixed(2));
  await expectHeaderCash(page, money(after));
  expect(await page.evaluate(() => (window as unknown as { balanceMoved: number }).balanceMoved)).toBeGreaterThan(0);
});

test('a slot win is highlighted: the known round’s line drawn with its amount', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/slots/studio/lucky-clover');
  const frame = await studioFrame(page);
  // The next rounds are decided already (the seed in play and its nonces): find the first line win.
  const known = await nextLineWin(frame, 'lucky-clover');
  const spin = game(page).getByRole('button', { name: 'Spin' });
  for (let i = 0; i < known.before; i += 1) await playSlotRound(spin);
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/api/client/rounds'),
  );
  await spin.click();
  const round = (await (await answered).json()) as { outcome: { base: { stops: number[] }; coinValue: number } };
  expect(round.outcome.base.stops).toEqual(known.round.base.stops);
  // Once the reels stop, the wins are walked through one by one: the known line comes up alone,
  // drawn over the reels, its symbols lit, its amount written on them.
  const amount = money((known.win.amount * round.outcome.coinValue) / 100);
  await expect
    .poll(() => winOnShow(frame), { timeout: 30_000, intervals: [150] })
    .toEqual({ lines: [known.win.line], amounts: [amount], lit: known.win.count });
  await expect(game(page).getByTestId('win-caption')).toContainText(`Line ${known.win.line}`);
});

test('European roulette: a chip on red, one spin, paid by the wallet', async ({ page }) => {
  const before = await cashOf(player);
  await page.goto('/slots/studio/european-roulette');
  const table = game(page);
  const red = table.locator('[data-spot="red"]');
  await red.click();
  // The chip sits inside the spot it bets on, not astride its neighbour.
  const placed = red.getByTestId('placed-chip');
  await expect(placed).toBeVisible();
  const chip = (await placed.boundingBox())!;
  const spot = (await red.boundingBox())!;
  expect(chip.x).toBeGreaterThanOrEqual(spot.x);
  expect(chip.y).toBeGreaterThanOrEqual(spot.y);
  expect(chip.x + chip.width).toBeLessThanOrEqual(spot.x + spot.width);
  expect(chip.y + chip.height).toBeLessThanOrEqual(spot.y + spot.height);
  await table.getByRole('button', { name: 'Spin' }).click();
  await expect(table.getByTestId('pocket')).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => cashOf(player)).not.toBe(before);
  await expectHeaderCash(page, money(await cashOf(player)));
});

test('live roulette: a bet on the shared round, settled when the wheel stops', async ({ page }) => {
  test.setTimeout(120_000);
  const before = await cashOf(player);
  await page.goto('/slots/studio/live-roulette');
  const table = game(page);
  const place = table.getByRole('button', { name: 'Place bet' });
  // Bets open for the next round when the current one closes.
  await expect(async () => {
    await table.locator('[data-spot="red"]').click({ timeout: 2_000 });
    await expect(place).toBeEnabled({ timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
  await place.click();
  await expect.poll(() => cashOf(player), { timeout: 10_000 }).toBeLessThan(before);
  // The placed chip stays on the table, no longer waiting to be sent, until the round is over.
  const chip = table.locator('[data-spot="red"]').getByTestId('placed-chip');
  await expect(chip).toBeVisible();
  await expect(chip).not.toHaveClass(/pending/);
  const staked = await cashOf(player);
  await expectHeaderCash(page, money(staked));
  // The round closes within 30 s, then its winners are paid; a losing bet stays as it is.
  await expect
    .poll(
      async () =>
        ((await player.get('/api/backoffice/betshistory/?page=1&page_size=5')) as { results: { status: string }[] })
          .results[0]?.status,
      {
        timeout: 60_000,
      },
    )
    .toMatch(/Winner|Loser/);
  await expectHeaderCash(page, money(await cashOf(player)));
});

test('blackjack: a split hand played to the end, each stake its own bet in the ledger', async ({
  page,
  player: account,
}) => {
  const before = await cashOf(player);
  await page.goto('/slots/studio/blackjack');
  const table = game(page);
  await expect(table.getByTestId('balance')).toContainText(before.toFixed(2));
  await arrangeSplit(account.username, 100); // a pair at the default bet of 1.00
  await table.getByRole('button', { name: 'Deal' }).click();
  await table.getByRole('button', { name: 'Split' }).click();
  const hands = table.getByTestId('bj-hand');
  await expect(hands).toHaveCount(2);
  // Each hand is played in turn, the one in play marked.
  await expect(hands.nth(0)).toHaveAttribute('aria-current', 'true');
  await table.getByRole('button', { name: 'Stand' }).click();
  await expect(hands.nth(1)).toHaveAttribute('aria-current', 'true');
  await table.getByRole('button', { name: 'Stand' }).click();
  await expect(table.getByRole('button', { name: 'Deal' })).toBeVisible({ timeout: 15_000 });
  await expect(hands.locator('.bj-result')).toHaveCount(2);

  // Two stakes of 1.00, each a bet of the round in the platform's ledger, and its win.
  const { rows } = await studioSql(
    `SELECT r.id, r.stake + r.extra_stake AS staked, r.credited FROM studio_rounds r
      JOIN studio_sessions s ON s.id = r.session_id WHERE s.username = $1 ORDER BY r.created_at DESC LIMIT 1`,
    [account.username],
  );
  const round = rows[0] as { id: string; staked: string; credited: string };
  expect(Number(round.staked)).toBe(200);
  const moved = await ledgerOf(round.id);
  expect(moved.bet).toBe(200);
  expect(moved.win ?? 0).toBe(Number(round.credited)); // a lost round moves no win
  const after = before + (Number(round.credited) - 200) / 100;
  await expect.poll(() => cashOf(player)).toBeCloseTo(after, 2);
  await expectHeaderCash(page, money(after));
});
