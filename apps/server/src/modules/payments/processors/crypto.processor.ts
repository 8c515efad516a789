import { fromMinor } from '@casino/contracts';
import type { Db } from '../../../db/database.js';
import { AppError, FieldValidationError } from '../../../lib/app-error.js';
import { deriveAddress } from './crypto-address.js';
import { coinText, type FiatRates, fiatCeilForUnits, unitsForFiat } from './crypto.rates.js';
import * as repo from './crypto.repository.js';
import type { PaymentProcessor } from './processor.js';

/**
 * The sandbox crypto processor: a fresh address per deposit, derived from the master
 * seed; the simulated chain (crypto-chain.ts) reports what reaches it. Payouts are
 * checked at request (the address's format) and sent after the operator approves them.
 */
export function createCryptoProcessor(deps: {
  db: Db;
  now: () => Date;
  seed: () => Promise<string>;
  rates: () => Promise<FiatRates>;
}): PaymentProcessor {
  async function coinOf(code: string | null) {
    if (!code) throw FieldValidationError.of('pay_currency', 'required');
    const coin = await repo.findCoin(deps.db, code);
    if (!coin) throw FieldValidationError.of('pay_currency', 'invalid');
    return coin;
  }

  return {
    async prepareDeposit({ amount, currency, payCurrency }) {
      const coin = await coinOf(payCurrency);
      const rates = await deps.rates();
      if (unitsForFiat(amount, currency, coin, rates) < coin.min_units) {
        const fiat = fromMinor(fiatCeilForUnits(coin.min_units, coin, currency, rates));
        throw new AppError(
          'payment_system_limits',
          400,
          `Below the minimum: at least ${coinText(coin.min_units)} ${coin.ticker} (${fiat} ${currency}).`,
        );
      }
    },

    async startDeposit(payment) {
      const coin = await coinOf(payment.payCurrency);
      const rates = await deps.rates();
      const index = await repo.nextDerivationIndex(deps.db);
      const address = deriveAddress(coin.address_format, await deps.seed(), index);
      const units = unitsForFiat(payment.amount, payment.currency, coin, rates);
      await repo.insertAddress(deps.db, {
        address,
        currency: coin.code,
        index,
        paymentId: payment.id,
        expectedUnits: units,
        at: deps.now(),
      });
      return {
        status: 20,
        externalRef: address,
        instructions: `Send ${coinText(units)} ${coin.ticker} (${coin.network}) to ${address}. It is credited after ${coin.confirmations} confirmations.`,
      };
    },

    // Coins seen on the chain (even unconfirmed) are on their way: the deposit waits for them.
    // Coins sent after this are orphaned for an operator to refund, as after an expiry (decision 011).
    async releaseDeposit(payment) {
      const address = await repo.findAddressOfPayment(deps.db, payment.id);
      if (!address) return true;
      return (await repo.receivedAt(deps.db, address.address)).units === 0;
    },

    async startPayout(payment) {
      return { status: 20, externalRef: `wd_${payment.id}` };
    },
  };
}
