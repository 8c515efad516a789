import { money, newAccount, playSlotRound, registerViaUi, signIn, verifyFromMailbox } from './support';
import { apiSession, cashOf, expect, expectDepositOutcome, expectHeaderCash, payByCard, test } from './cashier-support';

/**
 * As a new player would: sign up, deposit by card, play a slot, withdraw. After every step
 * the header, the balance page and the slots history agree with the ledger (the API).
 */
test('a newcomer signs up, deposits, plays and withdraws, and every amount agrees with the ledger', async ({
  page,
  baseURL,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const account = newAccount('new');
  await page.goto('/');
  await registerViaUi(page, account);
  await verifyFromMailbox(page, account.email);
  await page.goto('/');
  await signIn(page, account.username, account.password);
  const player = await apiSession(baseURL!, account);
  expect(await cashOf(player)).toBe(0);

  await payByCard(page, '40', '4242 4242 4242 4242');
  await expectDepositOutcome(page, 'Successful', 'the amount is on your balance');
  await expectHeaderCash(page, money(40));

  await page.goto('/slots/studio/pharaohs-fortune');
  const slot = page.frameLocator('[data-testid="game-iframe"]');
  await expect(slot.getByTestId('balance')).toContainText('40.00');
  const spin = slot.getByRole('button', { name: 'Spin' });
  for (let i = 0; i < 3; i += 1) await playSlotRound(spin);
  const afterPlay = await cashOf(player);
  await expect(slot.getByTestId('balance')).toContainText(afterPlay.toFixed(2));
  await expectHeaderCash(page, money(afterPlay));

  // The slots history holds the three rounds, and their stakes and wins explain the balance.
  const history = (await player.get('/api/backoffice/betshistory/?page=1&page_size=10')) as {
    count: number;
    results: { betAmount: number; winAmount: number }[];
  };
  expect(history.count).toBe(3);
  const net = history.results.reduce((sum, round) => sum + round.winAmount - round.betAmount, 0);
  expect(Math.round((40 + net) * 100) / 100).toBe(afterPlay);
  await page.goto('/profile/slots-history');
  // A phone shows the rounds as cards, a desktop as a table.
  const rounds = isMobile
    ? page.getByTestId('slots-history-cards').getByRole('listitem')
    : page.getByTestId('slots-history-table').locator('tbody tr');
  await expect(rounds).toHaveCount(3);
  // A round is "Won" only when it paid more than its stake (a win below the stake is a loss).
  for (const [i, round] of history.results.entries()) {
    const even = round.winAmount === round.betAmount && round.betAmount > 0;
    await expect(rounds.nth(i)).toContainText(round.winAmount > round.betAmount ? 'Won' : even ? 'Stake back' : 'Lost');
  }

  // Closed loop: the last deposit was by card, so the payout goes back to a card.
  await page.goto('/withdrawal/card');
  await page.getByTestId('amount-input').fill('10');
  await page.getByTestId('destination-input').fill('4242 4242 4242 4242');
  await page.getByTestId('payout-submit').click();
  await expect(page.getByTestId('payment-panel').getByTestId('held-amount')).toHaveText(money(10));
  const afterPayout = await cashOf(player);
  expect(afterPayout).toBe(Math.round((afterPlay - 10) * 100) / 100);
  await expectHeaderCash(page, money(afterPayout));
  await page.goto('/balance');
  await expect(page.getByTestId('balance-cash')).toHaveText(money(afterPayout));
  await expect(page.getByTestId('balance-held')).toHaveText(money(10));
});
