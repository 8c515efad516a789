import type { JackpotTerms } from '@casino/contracts';
import { apiSession, expect, fundByBankTransfer, staffSession, test } from './cashier-support';
import { createVerifiedAccount, isMobile, money, newAccount, signIn, spinRouletteOnRed } from './support';

/**
 * The progressive jackpots (SPEC §1, §4, §9): the lobby's ticker shows the four pools in their
 * order; a stake that reaches a pool's point wins it, and its winner gets the jackpot notice.
 */
test('the lobby shows the four jackpots, silver, gold, diamond and bronze', async ({ page }) => {
  await page.goto('/slots/casino');
  const ticker = page.getByTestId('jackpot-ticker');
  await expect(ticker).toBeVisible();
  const cards = ticker.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute('data-testid')))).toEqual([
    'jackpot-silver',
    'jackpot-gold',
    'jackpot-diamond',
    'jackpot-bronze',
  ]);
  // A guest sees the default currency's pools, at least their seeds.
  await expect(ticker.getByTestId('jackpot-gold').getByTestId('jackpot-amount')).toHaveText(/^€[\d,]+\.\d{2}$/);
  await expect(ticker.getByTestId('jackpot-bronze')).toContainText('Bronze');
});

test('a stake that reaches the bronze pool wins it: the jackpot notice, then the pool again at its seed', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  // A currency of this journey's own (no other journey plays in it), one per project running it.
  const currency = isMobile(page) ? 'USD' : 'GBP';
  const operator = await staffSession(baseURL!);
  // Its bronze pool drops at the next cent: a 5.00 stake gives it one (0.2 %). The other
  // currencies keep their seeds and caps, so their rounds go on.
  const terms = (await operator.get('/api/backoffice/jackpots/')) as JackpotTerms;
  const bronze = terms.tiers.bronze;
  const response = await operator.api.put('/api/backoffice/jackpots/', {
    data: {
      ...terms,
      tiers: {
        ...terms.tiers,
        bronze: {
          ...bronze,
          seeds: { ...bronze.seeds, GBP: 1, USD: 1 },
          caps: { ...bronze.caps, GBP: 1.01, USD: 1.01 },
        },
      },
    } satisfies JackpotTerms,
  });
  expect(response.status(), await response.text()).toBe(200);

  const account = await createVerifiedAccount(baseURL!, newAccount('jp'), currency);
  const player = await apiSession(baseURL!, account);
  await fundByBankTransfer(player, operator, 20);
  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/slots/casino');
  const pool = page.getByTestId('jackpot-bronze').getByTestId('jackpot-amount');
  await expect(pool).not.toBeEmpty();
  const before = Number((await pool.textContent())!.replace(/[^\d.]/g, ''));

  await spinRouletteOnRed(page);

  // The notices are polled every 15 s.
  const notice = page.getByTestId('notice');
  await expect(notice).toBeVisible({ timeout: 25_000 });
  await expect(notice).toHaveAttribute('data-kind', 'jackpot');
  await expect(notice.getByTestId('notice-amount')).toHaveText(
    money((Math.round(before * 100) + 1) / 100, 'en-US', currency),
  );
  await notice.getByTestId('notice-thanks').click();
  await expect(notice).toBeHidden();
  expect(await player.get('/api/bonus-system/notices/?kind=jackpot')).toEqual([]);
  // The pool starts again at its seed, and names its winner, masked.
  const jackpots = (await player.get('/api/jackpot/v1/jackpots/')) as {
    name: string;
    amount: number;
    winner: string;
  }[];
  expect(jackpots.find((jackpot) => jackpot.name === 'bronze')).toMatchObject({
    amount: 1,
    winner: `${account.username.slice(0, 2)}***${account.username.at(-1)}`,
  });
});
