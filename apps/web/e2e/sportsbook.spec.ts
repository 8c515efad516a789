import { cashOf, expect, expectHeaderCash, test, type ApiSession } from './cashier-support';
import {
  fundedPlayer,
  legsOf,
  openSlip,
  pricesOf,
  resultFootball,
  signInHere,
  tickets,
  youngestLivePrices,
} from './sportsbook-support';
import { isMobile, LABELS, money, signIn } from './support';

/**
 * Sports betting on the site's own sportsbook (integration C): every ticket goes from the
 * page through the platform to the real sportsbook started beside it, and is paid by the
 * seamless wallet. One player per worker; each journey starts from its own page. A prematch
 * list's first event may kick off in seconds (and be priced live by the time the ticket
 * arrives), so the journeys bet from its second event on, each on events of its own.
 */
let player: ApiSession;
test.beforeEach(async ({ player: account, operator, baseURL }) => {
  player ??= await fundedPlayer(baseURL!, account, operator);
  if ((await cashOf(player)) < 20) player = await fundedPlayer(baseURL!, account, operator);
});

test('a guest opens a top tournament, is asked to sign in, then a prematch single is placed and the balance follows', async ({
  page,
  player: account,
}) => {
  await page.goto('/sportsbook/top-tourneys/1');
  await page.locator('.top-card').first().click();
  const tournament = /\/sportsbook\/tourneys\/1\?tournament=football-[\d-]+$/;
  await expect(page).toHaveURL(tournament);
  await pricesOf(page, 0).first().click();
  await signInHere(page, account);
  await expect(page).toHaveURL(tournament);

  const before = await cashOf(player);
  await pricesOf(page, 0).first().click();
  const slip = await openSlip(page);
  await slip.getByLabel('Stake', { exact: true }).fill('2');
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  await expect(slip.getByRole('status')).toContainText('Bet placed');
  expect(await cashOf(player)).toBeCloseTo(before - 2, 2);
  await expectHeaderCash(page, money(before - 2));
});

test('an accumulator, then a system bet on the same three events', async ({ page, player: account }) => {
  test.skip(isMobile(page), 'the desktop slip; the phone sheet is the same component');
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/sportsbook/prematch/1');
  for (const n of [1, 2, 3]) await pricesOf(page, n).first().click();
  const slip = await openSlip(page);

  await slip.getByRole('tab', { name: 'Accumulator' }).click();
  await slip.getByLabel('Stake', { exact: true }).fill('1');
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  await expect(slip.getByRole('status')).toContainText('Bet placed');
  await slip.getByRole('button', { name: 'Keep selections' }).click();

  await slip.getByRole('tab', { name: 'System' }).click();
  await slip.getByRole('combobox', { name: 'System' }).selectOption({ label: '2 of 3 · 3 lines' });
  await slip.getByLabel('Stake per line', { exact: true }).fill('1');
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  await expect(slip.getByRole('status')).toContainText('Bet placed');

  const [system, accumulator] = await tickets(player);
  expect(system!.ticketType).toMatch(/^system/);
  expect(accumulator!.ticketType).toBe('accumulator');
});

test('a live single waits out the delay; a changed price is shown and accepted in one tap', async ({
  page,
  player: account,
}) => {
  test.skip(isMobile(page), 'the live delay is the same on the phone sheet');
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/sportsbook/live/1');
  await youngestLivePrices(page).first().click();
  const slip = await openSlip(page);
  await slip.getByLabel('Stake', { exact: true }).fill('1');

  // The price moves while the ticket waits: the first answer is the provider's coefs_changed
  // with a new price; every later placement goes to the real sportsbook untouched.
  let first = true;
  await page.route('**/api/integrations/sft/ticket/placement', async (route) => {
    if (!first) return route.continue();
    first = false;
    const leg = (route.request().postDataJSON() as { legs: { odds: number }[] }).legs[0]!;
    await route.fulfill({
      status: 409,
      json: { code: 'coefs_changed', message: 'The odds have changed.', legs: [{ ...leg, odds: leg.odds + 0.05 }] },
    });
  });
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  await expect(slip.getByRole('alert')).toContainText('The odds have changed.');
  await slip.getByRole('button', { name: 'Accept', exact: true }).click();
  // The live market goes on moving while the ticket waits out its delay: from here the slip takes
  // any price, so the market's own moves cannot keep refusing it on a slow machine.
  await slip.getByRole('combobox', { name: 'Odds changes' }).selectOption({ label: 'Accept any' });

  // Place (accepting a price that moved meanwhile, if asked) until the ticket stands.
  await expect(async () => {
    const accept = slip.getByRole('button', { name: 'Accept', exact: true });
    if (await accept.isVisible()) await accept.click();
    const place = slip.getByRole('button', { name: /^Place bet/ });
    if (await place.isVisible()) await place.click();
    await expect(slip.getByRole('status')).toContainText(/Live bet: accepted in \d+ s|Confirming|Bet placed/, {
      timeout: 2_000,
    });
    await expect(slip.getByRole('status')).toContainText('Bet placed', { timeout: 15_000 });
  }).toPass({ timeout: 45_000 });
});

test('a ticket is cashed out from the bet history, then settled tickets show what they paid', async ({
  page,
  player: account,
}) => {
  test.skip(isMobile(page), 'the bet history is one component on both layouts');
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/sportsbook/prematch/1');
  // Two singles on the home side of two events: one sold, one settled as a win.
  for (const n of [4, 5]) await pricesOf(page, n).first().click();
  const slip = await openSlip(page);
  await slip.getByRole('tab', { name: 'Single' }).click();
  await slip.getByLabel('Stake per bet', { exact: true }).fill('1');
  await slip.getByRole('button', { name: /^Place bet/ }).click();
  await expect(slip.getByRole('status')).toContainText('2 bets placed');
  const [settled, sold] = await tickets(player);

  await page.goto('/profile/bet-history/sft');
  const soldCard = page.locator('article.ticket').filter({ hasText: `#${sold!.ticketCode}` });
  const cashOut = soldCard.getByRole('button', { name: /^Cash out / });
  await expect(cashOut).toBeEnabled();
  const before = await cashOf(player);
  await cashOut.click();
  await soldCard.getByRole('button', { name: 'Confirm' }).click();
  await expect(soldCard).toContainText('Sold');
  expect(await cashOf(player)).toBeGreaterThan(before);

  const { events } = await legsOf(player, settled!.id);
  await resultFootball(events[0]!.eventId, 2, 0);
  await expect(async () => {
    await page.goto('/profile/bet-history/sft?bets=settled');
    await expect(page.locator('article.ticket').filter({ hasText: `#${settled!.ticketCode}` })).toContainText('Won', {
      timeout: 2_000,
    });
  }).toPass({ timeout: 30_000 });
});

test('the second sportsbook keeps to its views and pages', async ({ page }) => {
  const view = isMobile(page) ? 'm' : 'af';
  await page.goto('/sport/dgt/zz/Live');
  await expect(page).toHaveURL(new RegExp(`/sport/dgt/${view}/Home$`));
  await page.goto(`/sport/dgt/${view}/Nowhere`);
  await expect(page).toHaveURL(new RegExp(`/sport/dgt/${view}/Home$`));
  // The other device's view becomes this one's, keeping the page.
  await page.goto(`/sport/dgt/${isMobile(page) ? 'af' : 'm'}/Live`);
  await expect(page).toHaveURL(new RegExp(`/sport/dgt/${view}/Live$`));
  const client = page.frameLocator('iframe');
  await expect(client.locator('.odds').first()).toBeVisible();
  // Its client wears the skin the site serves for it (public/skins/dgt.css), not its own gold.
  await expect
    .poll(() => client.locator('html').evaluate((html) => getComputedStyle(html).getPropertyValue('--gold-rgb').trim()))
    .toBe('52 211 169');
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('a prematch single from the phone sheet, right to left', async ({ page, player: account }) => {
    test.skip(!isMobile(page), 'the phone layout');
    await page.goto('/sportsbook/prematch/1');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await pricesOf(page, 6).first().click();
    await signInHere(page, account, LABELS.ar);
    await pricesOf(page, 6).first().click();
    const slip = await openSlip(page);
    await slip.getByLabel('المبلغ', { exact: true }).fill('1');
    await slip.getByRole('button', { name: /^راهن/ }).click();
    await expect(slip.getByRole('status')).toContainText('تم تسجيل الرهان');
  });
});
