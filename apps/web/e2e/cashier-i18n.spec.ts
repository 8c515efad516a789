import type { Locale } from '@casino/contracts';
import { expectNoEnglish, englishPhrases } from './cashier-english';
import { apiSession, expect, fundByBankTransfer, PAYMENTS, test, type ApiSession } from './cashier-support';
import { chooseLanguage, isMobile, signIn } from './support';

/** The languages, by the name the language menu gives them, with what their pages must read. */
const JOURNEYS: { locale: Locale; language: string; card: string; awaiting: string }[] = [
  { locale: 'fr-fr', language: 'Français', card: 'Carte bancaire', awaiting: 'En attente de paiement' },
  { locale: 'ar-ar', language: 'العربية', card: 'بطاقة مصرفية', awaiting: 'بانتظار الدفع' },
  { locale: 'ru', language: 'Русский', card: 'Банковская карта', awaiting: 'Ожидает оплаты' },
];

let player: ApiSession;
test.beforeEach(async ({ page, player: account, baseURL }) => {
  player ??= await apiSession(baseURL!, account);
  await page.goto('/');
  await signIn(page, account.username, account.password);
});

for (const { locale, language, card, awaiting } of JOURNEYS) {
  test(`in ${language} the deposit, withdrawal, history and transactions pages show no English`, async ({
    page,
    operator,
  }) => {
    const phrases = englishPhrases(locale);
    const funded = await fundByBankTransfer(player, operator, 50);
    const transfer = (await player.post(`${PAYMENTS}/deposit/`, { payment_system: 'bank-transfer', amount: 20 })) as {
      id: number;
    };
    const unpaid = (await player.post(`${PAYMENTS}/deposit/`, { payment_system: 'card', amount: 30 })) as {
      id: number;
    };
    await chooseLanguage(page, language);
    const main = page.locator('main');
    const visit = async (path: string, ready: () => Promise<void>) => {
      await page.goto(path);
      await ready();
      await expectNoEnglish(page, locale, phrases);
    };

    await visit('/profile/DEPOSIT', () => expect(page.getByTestId('system-card')).toContainText(card));
    await visit('/deposit/card', async () => {
      await expect(page.getByTestId('deposit-form')).toBeVisible();
      await page.getByTestId('amount-input').fill('1');
      await expect(page.getByTestId('amount-note')).toHaveAttribute('role', 'alert');
    });
    await visit('/deposit/crypto', () => expect(page.getByTestId('crypto-min')).toContainText('BTC'));
    await visit('/deposit/bank-transfer', () => expect(page.getByTestId('deposit-form')).toBeVisible());
    // A bank transfer waiting for its money: the instructions, with the reference, in the language.
    await visit(`/deposit/bank-transfer?payment=${transfer.id}`, () =>
      expect(page.getByTestId('server-message')).toContainText(`PAY-${transfer.id}`),
    );
    // A card deposit not paid: awaiting payment, with its cancel.
    await visit(`/deposit/card?payment=${unpaid.id}`, async () => {
      await expect(page.getByTestId('payment-status')).toHaveText(awaiting);
      await expect(page.getByTestId('cancel-deposit')).toBeVisible();
    });
    await visit('/profile/withdraw', () => expect(page.getByTestId('payout-systems')).toBeVisible());
    await visit('/withdrawal/bank-transfer', () => expect(page.getByTestId('payout-form')).toBeVisible());
    // The last deposit was a bank transfer: the card is refused, saying which method to use.
    await visit('/withdrawal/card', () => expect(page.getByTestId('closed-loop-refused')).toBeVisible());

    const history = isMobile(page) ? 'payment-card' : 'payment-row';
    await visit('/profile/cashier', () =>
      expect(page.getByTestId('payment-history').getByTestId(history).filter({ hasText: card }).first()).toBeVisible(),
    );
    await visit('/profile/replenishment', () =>
      expect(page.getByTestId('deposit-payments').getByTestId(history).first()).toContainText(awaiting),
    );
    await visit('/profile/transactions', () =>
      expect(main.locator(`a[href$="/dp_${unpaid.id}"]`).filter({ visible: true }).first()).toBeVisible(),
    );
    if (!isMobile(page)) {
      await expect(page.getByTestId('transactions-table')).toContainText(card);
    }
    await visit(`/profile/transactions/dp_${funded}`, () => expect(page.getByTestId('open-payment')).toBeVisible());
  });
}
