import {
  type CreateCryptoPaymentRequest,
  type CryptoPayment,
  fromMinor,
  type MinAmountQuery,
  PAYMENT_STATUS,
} from '@casino/contracts';
import { AppError, FieldValidationError } from '../../lib/app-error.js';
import { limitsFor } from '../wallet/index.js';
import type { createDepositService } from './deposit.service.js';
import * as repo from './payments.repository.js';
import type { Systems } from './payments.systems.js';
import { notFound, type PaymentsDeps, type Transitions } from './payments.transition.js';
import * as coins from './processors/crypto.repository.js';
import {
  coinText,
  coins as toCoins,
  type FiatRates,
  fiatCeilForUnits,
  fiatForUnits,
} from './processors/crypto.rates.js';

const S = PAYMENT_STATUS;
type Deposits = ReturnType<typeof createDepositService>;

/**
 * /services/crypto-pay and the platform's side of the simulated chain: a confirmed
 * transfer settles its address's deposit through the status machine, exactly once.
 *
 * What arrives is what is credited (as real processors report a partial payment): the
 * deposit's amount becomes the fiat value of the coins received, if that reaches the
 * system's minimum (30); below it the deposit fails (40) and an operator refunds on the
 * chain. Coins reaching an address whose deposit already ended, or an unknown address,
 * are not credited (orphaned, for an operator). A credit the wallet's limits would
 * refuse waits for an operator (27).
 */
export function createCryptoService(
  deps: PaymentsDeps,
  systems: Systems,
  transitions: Transitions,
  deposits: Deposits,
) {
  const rates = async (): Promise<FiatRates> => (await deps.settings.readStored()).rates;

  async function view(payment: repo.PaymentRow): Promise<CryptoPayment> {
    const address = await coins.findAddressOfPayment(deps.db, payment.id);
    if (!address) throw notFound();
    const coin = (await coins.findCoin(deps.db, address.currency))!;
    const [received, height, fx] = await Promise.all([
      coins.receivedAt(deps.db, address.address),
      coins.readHeight(deps.db),
      rates(),
    ]);
    return {
      payment_id: payment.id,
      payment_status: payment.status,
      pay_address: address.address,
      pay_currency: coin.code,
      pay_amount: toCoins(address.expected_units),
      network: coin.network,
      price_amount: fromMinor(payment.amount),
      price_currency: payment.currency,
      min_amount: toCoins(coin.min_units),
      fiat_equivalent: fromMinor(fiatCeilForUnits(coin.min_units, coin, payment.currency, fx)),
      confirmations_required: coin.confirmations,
      received_amount: toCoins(received.units),
      confirmations: received.newestBlock === null ? 0 : Math.max(0, height - received.newestBlock + 1),
      created_at: payment.created_at.toISOString(),
    };
  }

  /** Settles one confirmed transfer; null when another run already did. */
  async function settleTransfer(transferId: number) {
    return deps.db.transaction().execute(async (tx) => {
      const transfer = await coins.lockPendingTransfer(tx, transferId);
      if (!transfer) return null;
      const at = deps.now();
      const address = await coins.findAddress(tx, transfer.address);
      const payment = address && (await repo.lockPayment(tx, address.payment_id));
      if (!address || !payment || payment.status !== S.requested) {
        await coins.settleTransfer(tx, transfer.id, 'orphaned', payment?.id ?? null, at);
        return { txid: transfer.txid, state: 'orphaned' as const, paymentId: payment?.id ?? null };
      }
      const coin = (await coins.findCoin(tx, address.currency))!;
      const received = fiatForUnits(transfer.units, coin, payment.currency, await rates());
      const system = (await repo.findSystem(tx, 'deposit', payment.system_slug))!;
      const { min } = await systems.limitsOf(system, payment.currency);
      const arrived = `Received ${coinText(transfer.units)} ${coin.ticker} (${fromMinor(received)} ${payment.currency}).`;
      const reason = received < payment.amount ? 'underpaid' : received > payment.amount ? 'overpaid' : 'confirmed';
      const actor = `processor:${system.processor}` as const;

      let state: 'credited' | 'refused' | 'review';
      if (received < min) {
        state = 'refused';
        await transitions.advanceIn(tx, {
          id: payment.id,
          paths: { [S.requested]: [S.failed] },
          actor,
          reason: 'underpaid',
          extra: { statusMessage: `${arrived} That is below the minimum deposit; contact support for a refund.` },
        });
      } else {
        const balances = await deps.wallet.getPlayerBalances(payment.user_id);
        const limits = await limitsFor(deps.settings, payment.currency, tx);
        const fits = received <= limits.maxTransaction && (balances?.cash ?? 0) + received <= limits.maxBalance;
        state = fits ? 'credited' : 'review';
        await transitions.advanceIn(tx, {
          id: payment.id,
          paths: { [S.requested]: [fits ? S.success : S.manualProcessRequired] },
          actor,
          reason: fits ? reason : 'transaction_limit',
          extra: fits
            ? { statusMessage: `${arrived} The deposit is complete.`, amount: received }
            : { statusMessage: `${arrived} An operator will confirm this deposit.` },
        });
      }
      await coins.settleTransfer(tx, transfer.id, state, payment.id, at);
      return { txid: transfer.txid, state, paymentId: payment.id };
    });
  }

  return {
    settleTransfer,

    /** The coins in the spec's display order. */
    async availableCurrencies() {
      const rows = await coins.listCoins(deps.db);
      return {
        currencies: rows.map((c) => ({
          currency: c.code,
          name: c.name,
          ticker: c.ticker,
          network: c.network,
          confirmations: c.confirmations,
          min_amount: toCoins(c.min_units),
        })),
      };
    },

    /** A coin's minimum and what it is worth in a fiat currency (EUR unless asked). */
    async minAmount(query: MinAmountQuery) {
      const coin = await coins.findCoin(deps.db, query.currency);
      if (!coin) throw FieldValidationError.of('currency', 'invalid');
      const fiat = query.fiat_currency ?? 'EUR';
      if (!(await deps.settings.findCurrency(fiat))) throw FieldValidationError.of('fiat_currency', 'invalid_currency');
      return {
        currency_from: coin.code,
        min_amount: toCoins(coin.min_units),
        fiat_equivalent: fromMinor(fiatCeilForUnits(coin.min_units, coin, fiat, await rates())),
        fiat_currency: fiat,
      };
    },

    /** Starts a crypto deposit and gives its fresh address. */
    async createPayment(userId: number, request: Required<CreateCryptoPaymentRequest>) {
      const system = await repo.findSystem(deps.db, 'deposit', request.payment_system);
      if (!system || system.kind !== 'crypto') {
        throw new AppError('payment_system_unavailable', 400, `No crypto system "${request.payment_system}".`);
      }
      const payment = await deposits.createDeposit(userId, {
        payment_system: request.payment_system,
        amount: request.amount,
        pay_currency: request.pay_currency,
      });
      return view(payment);
    },

    /** One of the player's crypto deposits, with what the chain has seen so far. */
    async getPayment(userId: number, id: number) {
      return view(await deposits.getDeposit(userId, id));
    },
  };
}

export type CryptoService = ReturnType<typeof createCryptoService>;
