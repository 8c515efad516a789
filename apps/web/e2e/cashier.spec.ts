import type { Page } from '@playwright/test';
import { chooseLanguage, isMobile, money, openProfileMenu, signIn, toast } from './support';
import {
  apiSession,
  cashOf,
  expect,
  expectDepositOutcome,
  expectHeaderCash,
  fundByBankTransfer,
  IBAN,
  payByCard,
  PAYMENTS,
  serverCommand,
  test,
  type ApiSession,
} from './cashier-support';

let player: ApiSession;
test.beforeEach(async ({ page, player: account, baseURL }) => {
  player ??= await apiSession(baseURL!, account);
  await page.goto('/');
  await signIn(page, account.username, account.password);
});

test('a bank transfer shows its instructions, and the balance rises when the operator confirms it', async ({
  page,
  operator,
}) => {
  const before = await cashOf(player);
  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/DEPOSIT$/);
  await page.getByTestId('system-bank-transfer').click();
  await expect(page).toHaveURL(/\/deposit\/bank-transfer$/);

  // The system's limits, converted from TND and rounded as a person would write them, before anything is sent.
  await expect(page.getByTestId('amount-note')).toHaveText(`From ${money(3)} to ${money(2980)}`);
  const amount = page.getByTestId('amount-input');
  await amount.fill('1');
  await expect(page.getByTestId('amount-note')).toHaveText(`The minimum for this method is ${money(3)}.`);
  await amount.fill('999999');
  await expect(page.getByTestId('amount-note')).toContainText('The maximum for this method is');
  await amount.fill('40');
  await page.getByTestId('deposit-submit').click();

  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByTestId('payment-status')).toHaveText('Awaiting review');
  await expect(panel.getByTestId('payment-status-message')).toContainText('waiting for confirmation by our team');
  await expect(panel.getByTestId('server-message')).toContainText('bank transfer with the reference PAY-');
  await expect(panel.getByTestId('cancel-deposit')).toHaveCount(0);
  const id = Number(await panel.getAttribute('data-payment-id'));

  await operator.post(`${PAYMENTS}/deposit/${id}/manual_success/`);
  await expect(panel.getByTestId('payment-status')).toHaveText('Successful');
  await expect(panel.getByTestId('payment-status-message')).toContainText('the amount is on your balance');
  await expectHeaderCash(page, money(before + 40));
});

test('a withdrawal is held, waits for the administrator, and is seen paid once approved', async ({
  page,
  operator,
}) => {
  await fundByBankTransfer(player, operator, 60);
  const cash = await cashOf(player);
  await page.reload();
  await expectHeaderCash(page, money(cash));

  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/withdraw$/);
  await page.getByTestId('system-bank-transfer').click();
  await expect(page).toHaveURL(/\/withdrawal\/bank-transfer$/);
  await expect(page.getByTestId('available-balance')).toHaveText(money(cash));

  const amount = page.getByTestId('amount-input');
  await amount.fill(String(cash + 1));
  await expect(page.getByTestId('amount-note')).toHaveText('Your balance is too low for this amount.');
  // Far above the balance and the method's maximum: the balance is what to say.
  await amount.fill('5000');
  await expect(page.getByTestId('amount-note')).toHaveText('Your balance is too low for this amount.');
  await amount.fill('25');
  await page.getByTestId('payout-submit').click();
  await expect(page.getByText('Enter your IBAN.')).toBeVisible();
  await page.getByTestId('destination-input').fill('DE00 1234');
  await page.getByTestId('payout-submit').click();
  await expect(page.getByText('This IBAN is not valid.')).toBeVisible();
  await page.getByTestId('destination-input').fill(IBAN);
  await page.getByTestId('payout-submit').click();

  await expect(toast(page, 'Your withdrawal request has been created.')).toBeVisible();
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByTestId('payment-status')).toHaveText('Awaiting review');
  await expect(panel.getByTestId('payment-status-message')).toHaveText(
    "Your withdrawal is waiting for the administrator's confirmation.",
  );
  await expect(panel.getByTestId('held-amount')).toHaveText(money(25));
  await expect(panel.getByTestId('cancel-payout')).toHaveCount(0);
  await expectHeaderCash(page, money(cash - 25));

  // Seen pending in the list of withdrawals too.
  await page.goto('/profile/withdraw');
  const id = Number(new URL(await firstPaymentLink(page)).searchParams.get('payment'));
  await expect(page.getByTestId('payout-payments').getByTestId('payment-status').first()).toHaveText('Awaiting review');

  await operator.post(`${PAYMENTS}/payout/${id}/manual_success/`);
  await expect(page.getByTestId('payout-payments').getByTestId('payment-status').first()).toHaveText('Successful', {
    timeout: 15_000,
  });
  await page.goto(`/withdrawal/bank-transfer?payment=${id}`);
  await expect(page.getByTestId('payment-status-message')).toHaveText('Your withdrawal has been paid.');
  await expect(page.getByTestId('held-amount')).toHaveCount(0);
  expect(await cashOf(player)).toBe(cash - 25);
});

test('the transactions page shows a bank transfer from its request, then completed with the balance it left', async ({
  page,
  operator,
}) => {
  const deposit = (await player.post(`${PAYMENTS}/deposit/`, { payment_system: 'bank-transfer', amount: 35 })) as {
    id: number;
  };
  const row = (id: string) =>
    page.getByTestId(isMobile(page) ? 'transactions-cards' : 'transactions-table').locator(`a[href$="/${id}"]`);
  const reference = `dp_${deposit.id}`;

  await page.goto('/profile/transactions');
  // In review by the operator: in process, and no balance yet.
  await page.getByTestId('transaction-filters').getByLabel('Status').selectOption('IN_PROCESS');
  await row(reference).first().click();
  await expect(page).toHaveURL(new RegExp(`/profile/transactions/${reference}$`));
  const details = page.getByTestId('transaction-details');
  await expect(details).toContainText('In process');
  await expect(details).toContainText(reference);

  await operator.post(`${PAYMENTS}/deposit/${deposit.id}/manual_success/`);
  const cash = await cashOf(player);
  await page.reload();
  await expect(details).toContainText('Completed');
  await expect(details).toContainText(money(cash));
});

test('the cashier page lists every payment with its status and shows the balances', async ({ page, operator }) => {
  await fundByBankTransfer(player, operator, 5);
  const menu = await openProfileMenu(page);
  await menu.getByRole('link', { name: 'Cashier', exact: true }).click();
  await expect(page).toHaveURL(/\/profile\/cashier$/);
  await expect(page.getByTestId('balance-cash')).toHaveText(money(await cashOf(player)));
  const history = page.getByTestId('payment-history');
  await expect(history.getByTestId('payment-status').filter({ visible: true }).first()).toBeVisible();
  const rows = history.getByTestId(isMobile(page) ? 'payment-card' : 'payment-row');
  expect(await rows.count()).toBeGreaterThanOrEqual(1);
  await expect(rows.first()).toContainText(`+${money(5)}`);

  if (isMobile(page)) {
    // On mobile the balances at the top of the account panel open the balance page.
    await (await openProfileMenu(page)).getByTestId('profile-menu-account').click();
    await expect(page).toHaveURL(/\/balance$/);
  } else {
    await page.goto('/balance');
  }
  await expect(page.getByTestId('balance-cash')).toHaveText(money(await cashOf(player)));
  await expect(page.getByTestId('balance-held')).toHaveText(/\d[.,]\d{2}/);
  await page.getByTestId('go-withdraw').click();
  await expect(page).toHaveURL(/\/profile\/withdraw$/);
});

test.describe('card deposits', () => {
  test('a test card that succeeds: the balance rises in the header', async ({ page }) => {
    const before = await cashOf(player);
    await payByCard(page, '20', '4242 4242 4242 4242');
    await expectDepositOutcome(page, 'Successful', 'the amount is on your balance');
    await expectHeaderCash(page, money(before + 20));
  });

  test('a declined card: the deposit fails and the balance stays', async ({ page }) => {
    const before = await cashOf(player);
    await payByCard(page, '15', '4000 0000 0000 0002');
    // The card was not charged: nothing is said of a balance it never touched.
    await expectDepositOutcome(page, 'Failed', 'your card was not charged');
    await expect(page.getByTestId('payment-status-message')).not.toContainText('balance');
    await expectHeaderCash(page, money(before));
  });

  test('a card that asks for 3-D Secure: confirmed with the code, then credited', async ({ page }) => {
    const before = await cashOf(player);
    await payByCard(page, '12.50', '4000 0000 0000 3220');
    await expect(page).toHaveURL(/\/sandbox\/card\/3ds\//);
    await page.getByLabel('Confirmation code').fill('000000');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByText('This code is not correct.')).toBeVisible();
    await page.getByLabel('Confirmation code').fill('123456');
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expectDepositOutcome(page, 'Successful', 'the amount is on your balance');
    await expectHeaderCash(page, money(before + 12.5));
  });

  test('an unpaid card deposit awaits payment, not credited, until the player cancels it', async ({ page }) => {
    const before = await cashOf(player);
    await page.goto('/deposit/card');
    await page.getByTestId('amount-input').fill('100');
    await page.getByTestId('deposit-submit').click();
    await expect(page).toHaveURL(/\/sandbox\/card\/pay\//);
    // The player leaves the processor's page without paying.
    await page.goto('/profile/replenishment');
    const row = page
      .getByTestId('deposit-payments')
      .getByTestId(isMobile(page) ? 'payment-card' : 'payment-row')
      .first();
    await expect(row.getByTestId('payment-status')).toHaveText('Awaiting payment');
    await expect(row.getByTestId('payment-amount')).toHaveText(money(100));
    await row.getByRole('link').first().click();

    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByTestId('payment-status-message')).toContainText('expires after 24 hours');
    await panel.getByTestId('cancel-deposit').click();
    await expect(toast(page, 'Your deposit has been cancelled; nothing was charged.')).toBeVisible();
    await expect(panel.getByTestId('payment-status')).toHaveText('Failed');
    await expect(panel.getByTestId('payment-status-message')).toContainText('your card was not charged');
    await expect(panel.getByTestId('continue-payment')).toHaveCount(0);
    await expect(panel.getByTestId('cancel-deposit')).toHaveCount(0);
    const id = await panel.getAttribute('data-payment-id');
    await page.goto(`/profile/transactions/dp_${id}`);
    await expect(page.getByTestId('transaction-details')).toContainText('Rejected');
    expect(await cashOf(player)).toBe(before);
  });

  test('an online payout goes to the card of the last deposit, and can be cancelled: the hold goes back', async ({
    page,
  }) => {
    // The last deposit was by the 3-D Secure card (closed loop): the withdrawal pages say so.
    const before = await cashOf(player);
    await page.goto('/profile/withdraw');
    await expect(page.getByTestId('system-card')).toContainText('••••3220');
    await expect(page.getByTestId('system-bank-transfer')).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByTestId('system-bank-transfer')).toContainText('Your last deposit was made with Bank card');
    await page.getByTestId('system-card').click();
    await expect(page).toHaveURL(/\/withdrawal\/card$/);
    await page.getByTestId('amount-input').fill('10');
    // A card never used for a deposit (Mastercard's test number).
    await page.getByTestId('destination-input').fill('5555 5555 5555 4444');
    await page.getByTestId('payout-submit').click();
    // The card is isolated left to right inside the sentence (for Arabic).
    await expect(
      page.getByText(/^Withdrawals go to the card of your last deposit, \u2066••••3220\u2069\.$/),
    ).toBeVisible();
    await page.getByTestId('destination-input').fill('4000 0000 0000 3220');
    await page.getByTestId('payout-submit').click();
    const panel = page.getByTestId('payment-panel');
    await expect(panel.getByTestId('payment-status')).toHaveText('Requested');
    await expect(panel.getByTestId('payment-status-message')).toHaveText(
      'Your withdrawal request has been received and is being processed.',
    );
    await expect(panel.getByTestId('held-amount')).toHaveText(money(10));
    await expectHeaderCash(page, money(before - 10));

    await panel.getByTestId('cancel-payout').click();
    await expect(toast(page, 'Your withdrawal has been cancelled; the amount is back on your balance.')).toBeVisible();
    await expect(panel.getByTestId('payment-status')).toHaveText('Failed');
    await expect(panel.getByTestId('cancel-payout')).toHaveCount(0);
    await expect(panel.getByTestId('held-amount')).toHaveCount(0);
    await expectHeaderCash(page, money(before));
    expect(await cashOf(player)).toBe(before);
  });
});

test('a crypto deposit: coins in order, an address with its QR code, credited once the chain confirms it, then paid out to an address', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const before = await cashOf(player);
  await page.goto('/profile/DEPOSIT');
  await page.getByTestId('system-crypto').click();
  await expect(page).toHaveURL(/\/deposit\/crypto$/);

  // SPEC §9's display order, and the chosen coin's minimum with its value in euros.
  const coins = page.getByTestId('crypto-currencies').getByRole('button');
  await expect(coins).toHaveCount(9);
  const codes = await coins.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-testid')));
  expect(codes).toEqual(
    ['btc', 'eth', 'usdttrc20', 'usdterc20', 'busdbsc', 'bnbbsc', 'doge', 'trx', 'ltc'].map((c) => `coin-${c}`),
  );
  await page.getByTestId('coin-eth').click();
  await expect(page.getByTestId('crypto-min')).toContainText(/Minimum [\d.]+ ETH \(about .+\)/);
  await page.getByTestId('coin-btc').click();
  await expect(page.getByTestId('crypto-min')).toHaveText(`Minimum 0.0001 BTC (about ${money(6)})`);
  // 0.0001 BTC is worth 6 EUR, above the method's 5: no quick amount offers less.
  await expect(page.getByTestId('quick-amount').first()).toHaveText('6');
  expect((await page.getByTestId('quick-amount').allTextContents()).every((text) => Number(text) >= 6)).toBe(true);
  await page.getByTestId('amount-input').fill('5');
  await expect(page.getByTestId('amount-note')).toHaveText(`The minimum for this method is ${money(6)}.`);

  await page.getByTestId('amount-input').fill('30');
  await page.getByTestId('crypto-submit').click();
  await expect(page).toHaveURL(/\/deposit\/crypto\?payment=\d+$/);
  const address = (await page.getByTestId('crypto-pay-address').textContent())!.trim();
  const coinsToSend = (await page.getByTestId('crypto-pay-amount').textContent())!.split(' ')[0]!;
  await expect(page.getByTestId('crypto-qr').getByRole('img')).toBeVisible();
  await page.getByTestId('crypto-copy').click();
  await expect(toast(page, 'Address copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  const panel = page.getByTestId('payment-panel');
  await expect(panel.getByTestId('payment-status')).toHaveText('Awaiting payment');

  // The outside world: the coins are sent, and the chain confirms them block by block.
  await serverCommand('chain', ['send', address, coinsToSend]);
  await serverCommand('chain', ['mine', '1']);
  await expect(page.getByTestId('crypto-confirmations')).toContainText(/1 of \d+ confirmations/, { timeout: 15_000 });
  await expect(panel.getByTestId('payment-status')).toHaveText('Awaiting payment');
  await serverCommand('chain', ['mine', '5']);
  await expect(panel.getByTestId('payment-status')).toHaveText('Successful', { timeout: 15_000 });
  await expectHeaderCash(page, money(before + 30));

  // Paid out the same way (closed loop): to an address of the chosen coin's network.
  await page.goto('/withdrawal/crypto');
  await page.getByTestId('amount-input').fill('10');
  await page.getByLabel('Currency').selectOption('eth');
  await page.getByTestId('destination-input').fill('bc1-not-an-ethereum-address');
  await page.getByTestId('payout-submit').click();
  await expect(page.getByText('This is not a valid address for the chosen currency.')).toBeVisible();
  await page.getByTestId('destination-input').fill(`0x${'ab'.repeat(20)}`);
  await page.getByTestId('payout-submit').click();
  const payout = page.getByTestId('payment-panel');
  await expect(payout.getByTestId('payment-status')).toHaveText('Requested');
  await expect(payout.getByTestId('held-amount')).toHaveText(money(10));
  await expectHeaderCash(page, money(before + 20));
});

test('in Arabic the cashier reads right to left, with its statuses and limits in Arabic', async ({
  page,
  operator,
}) => {
  await fundByBankTransfer(player, operator, 5);
  await chooseLanguage(page, 'العربية');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/profile/cashier');
  await expect(page.getByRole('heading', { name: 'الصندوق', exact: true })).toBeVisible();
  const history = page.getByTestId('payment-history');
  await expect(history.getByTestId('payment-status').filter({ hasText: 'ناجحة', visible: true }).first()).toBeVisible();
  await expect(history).toContainText('إيداع');

  await page.goto('/deposit/bank-transfer');
  await expect(page.getByRole('heading', { name: /إيداع/ })).toBeVisible();
  await page.getByTestId('amount-input').fill('1');
  await expect(page.getByTestId('amount-note')).toContainText('الحد الأدنى لهذه الوسيلة هو');
  // The amount keeps its Latin digits and reads left to right inside the RTL page.
  await expect(page.getByTestId('amount-input')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByTestId('help-limits')).toContainText('الحدود والمهل');
});

/** The newest payment's link in a visible payment list. */
async function firstPaymentLink(page: Page): Promise<string> {
  const list = page.getByTestId('payout-payments');
  const link = isMobile(page)
    ? list.getByTestId('payment-card').first().getByRole('link')
    : list.getByTestId('payment-row').first().getByRole('link');
  return new URL((await link.getAttribute('href'))!, page.url()).toString();
}
