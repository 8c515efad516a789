import { apiSession, expect, expectHeaderCash, sql, staffSession, test } from './cashier-support';
import {
  createVerifiedAccount,
  fillSignUp,
  isMobile,
  latestMailLink,
  money,
  newAccount,
  signIn,
  toast,
} from './support';

/**
 * The bonus balance on the site: bonus money an operator grants, exchanged into cash on the
 * exchange page, then read back in the bonus history with its filters. A fresh player each
 * time: the exchange needs a cash balance below its threshold.
 */
test('a granted bonus is exchanged into cash, then found in the bonus history by its type', async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(baseURL!);
  const player = await apiSession(baseURL!, account);
  const { id } = (await player.get('/api/accounts/user')) as { id: number };
  // A super operator's grant is IncreasedBySO (the owner's, IncreasedByOwner, has wagering terms below).
  const superOperator = await staffSession(baseURL!, 'SO');
  await superOperator.post('/api/backoffice/bonuses/', { user_id: id, amount: 20, type: 'IncreasedBySO' });
  await superOperator.api.dispose();

  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/profile/exchange-bonus-balance');
  const form = page.getByTestId('exchange-form');
  await form.getByTestId('exchange-amount').fill('0.5');
  await expect(form.getByTestId('exchange-problem')).toBeVisible();
  await form.getByTestId('exchange-amount').fill('7.5');
  await expect(form.getByTestId('exchange-preview')).toContainText('7.50');
  await form.getByTestId('exchange-submit').click();
  await expect(toast(page, /Balance converted/)).toBeVisible();
  await expectHeaderCash(page, money(7.5));
  expect(await player.get('/api/bonus-system/exchange/')).toMatchObject({ balance: 7.5, bonusBalance: 12.5 });

  await page.getByTestId('link-bonus-history').click();
  await expect(page).toHaveURL(/\/profile\/bonus-history/);
  const list = page.getByTestId(isMobile(page) ? 'bonus-history-cards' : 'bonus-history-table');
  await expect(list).toContainText(money(20));
  await page.getByTestId('bonus-type-filter').selectOption('Cashback');
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();
  await page.goto('/profile/cashback-history');
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();
});

/**
 * A bonus the operator gave wagering terms (decision 032): the player sees what is left to
 * wager, what each kind of game counts and the largest stake, and the exchange waits for it.
 * The terms are set for the owner's grants only, which no other journey makes, and put back.
 */
test('a bonus under a wagering requirement shows its progress, and the exchange waits for it', async ({
  page,
  baseURL,
  operator,
}) => {
  const account = await createVerifiedAccount(baseURL!);
  const player = await apiSession(baseURL!, account);
  const { id } = (await player.get('/api/accounts/user')) as { id: number };
  const settings = '/api/backoffice/bonus-settings/';
  const { wagering } = (await operator.get(settings)) as { wagering: object };
  const terms = {
    times: 3,
    weights: { slot: 100, table: 20, live: 20, virtual: 50, sports: 0 },
    maxBets: { EUR: 2 },
    expiryDays: 14,
  };
  expect(
    (await operator.api.patch(settings, { data: { wagering: { ...wagering, IncreasedByOwner: terms } } })).ok(),
  ).toBe(true);
  try {
    await operator.post('/api/backoffice/bonuses/', { user_id: id, amount: 10, type: 'IncreasedByOwner' });
  } finally {
    expect((await operator.api.patch(settings, { data: { wagering } })).ok()).toBe(true);
  }

  await page.goto('/');
  await signIn(page, account.username, account.password);
  await page.goto('/profile/exchange-bonus-balance');
  const blocked = page.getByTestId('exchange-blocked');
  await expect(blocked).toContainText('must be wagered');
  await blocked.getByRole('link').click();
  await expect(page).toHaveURL(/\/profile\/user-bonus$/);
  const wager = page.getByTestId('wager');
  await expect(wager).toHaveAttribute('data-status', 'active');
  await expect(wager).toContainText('Added by the owner');
  await expect(wager).toContainText(`${money(0)} staked of ${money(30)}`);
  await expect(wager).toContainText('Slots 100%');
  await expect(wager).toContainText(money(2));
});

/**
 * A newcomer arrives on a promo link (/sign-up/{promocode}): the code is in the form, the
 * sign-up activates it, and the bonus is there at the first sign-in. A second code is then
 * activated on /profile/promocode; a code used once is refused in the player's language.
 */
test('a newcomer signs up through a promo link, finds the bonus, then activates another code', async ({
  page,
  baseURL,
  operator,
}) => {
  const code = `WELCOME${Date.now().toString(36).toUpperCase()}`;
  for (const [name, amount] of [
    [code, 10],
    [`${code}X`, 2.5],
  ] as const) {
    await operator.post('/api/backoffice/promo-codes/', {
      code: name,
      currency: 'EUR',
      reward: { kind: 'bonus', amount },
    });
  }
  const account = newAccount('promo');
  await page.goto(`/sign-up/${code}`);
  await expect(page.getByTestId('sign-up-form').getByLabel('Bonus code')).toHaveValue(code);
  await fillSignUp(page, account);
  await expect(page.getByTestId('check-inbox')).toBeVisible();
  const link = new URL(await latestMailLink(baseURL!, account.email));
  await page.goto(link.pathname);
  await signIn(page, account.username, account.password);
  if (!isMobile(page)) await expect(page.getByTestId('user-block-bonus')).toHaveText(`Bonus ${money(10)}`);

  await page.goto('/profile/promocode');
  const activated = page.getByTestId('promo-activations');
  await expect(activated).toContainText(code);
  await expect(activated).toContainText(money(10));
  await page.getByTestId('promo-code').fill(`${code}x`.toLowerCase());
  await page.getByTestId('promo-submit').click();
  await expect(toast(page, /Promo code activated/)).toBeVisible();
  await expect(activated).toContainText(money(2.5));
  await page.getByTestId('promo-code').fill(code);
  await page.getByTestId('promo-submit').click();
  await expect(page.getByTestId('promo-form')).toContainText('This promo code has already been activated.');

  // As an affiliate: a site needs a name and a web address, then gets its own sign-up link.
  const referral = page.getByTestId('referral-form');
  await referral.getByTestId('referral-name').fill('My blog');
  await referral.getByTestId('referral-link').fill('my blog');
  await referral.getByTestId('referral-submit').click();
  await expect(referral).toContainText('The site link is not a valid URL.');
  await referral.getByTestId('referral-link').fill('https://blog.example/casino');
  await referral.getByTestId('referral-submit').click();
  await expect(page.getByTestId('referral-sites')).toContainText(/\/sign-up\/REF-[A-Z2-9]{8}/);
});

/**
 * Last week's cashback reaches the player as a pop-up: the thank-you acknowledges it on the
 * server, and it does not come back. The journey cannot wait for a week to end: it writes a
 * loss on a day of last week into the counter the cashback reads, has the operator pay the
 * period, and takes the made-up day away again so the books still match the game transfers.
 */
test('last week’s cashback pops up once and is acknowledged with thanks', async ({ page, baseURL, operator }) => {
  const account = await createVerifiedAccount(baseURL!);
  const player = await apiSession(baseURL!, account);
  const { id } = (await player.get('/api/accounts/user')) as { id: number };
  // Weeks run Monday to Sunday (UTC): last Wednesday is in the last ended one.
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  const lastWednesday = new Date(monday.getTime() - 5 * 86_400_000).toISOString().slice(0, 10);
  const lastMonday = new Date(monday.getTime() - 7 * 86_400_000).toISOString().slice(0, 10);
  await sql('INSERT INTO wallet_daily_game_results (user_id, day, net) VALUES ($1, $2, -5000)', [id, lastWednesday]);
  try {
    await sql('DELETE FROM cashback_periods WHERE period_start = $1', [lastMonday]);
    expect(await operator.post('/api/backoffice/cashback/pay/')).toMatchObject({ players: expect.any(Number) });
  } finally {
    await sql('DELETE FROM wallet_daily_game_results WHERE user_id = $1 AND day = $2', [id, lastWednesday]);
  }

  await page.goto('/');
  await signIn(page, account.username, account.password);
  const notice = page.getByTestId('notice');
  await expect(notice).toHaveAttribute('data-kind', 'cashback');
  await expect(notice.getByTestId('notice-amount')).toHaveText(money(5));
  await notice.getByTestId('notice-thanks').click();
  await expect(notice).toBeHidden();
  expect(await player.get('/api/bonus-system/notices/?kind=cashback')).toEqual([]);
  const polled = page.waitForResponse((response) =>
    response.url().includes('/api/bonus-system/notices/?kind=cashback'),
  );
  await page.reload();
  await polled;
  await expect(notice).toBeHidden();
});
