import { PAYMENT_STATUS } from '@casino/contracts';
import type { Db } from '../../db/database.js';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import { createDepositService } from './deposit.service.js';
import { createExpiryService } from './expiry.service.js';
import { createOperatorService } from './operator.service.js';
import { toHistoryItem, toPaymentItem } from './payments.mapper.js';
import * as repo from './payments.repository.js';
import { createSystems } from './payments.systems.js';
import { createTransitions, type PaymentsDeps } from './payments.transition.js';
import { createPayoutService } from './payout.service.js';
import { createManualProcessor } from './processors/manual.processor.js';
import type { PaymentProcessor } from './processors/processor.js';

const S = PAYMENT_STATUS;
/** Paging as the routes parse it (contracts' PaymentsQuery). */
type PaymentsQuery = { page?: number; page_size?: number };
const DAY_MS = 24 * 60 * 60 * 1000;

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The cashier: deposits, payouts, operator actions and expiry over one status machine. */
export function createPaymentsService(options: {
  db: Db;
  wallet: WalletService;
  settings: SettingsService;
  now: () => Date;
  expiryAgeMs?: number;
}) {
  const deps: PaymentsDeps = {
    ...options,
    processors: new Map<string, PaymentProcessor>([['manual', createManualProcessor()]]),
    expiryAgeMs: options.expiryAgeMs ?? DAY_MS,
    // The terms: withdrawals above 3000 TND need extra verification.
    extraVerification: { currency: 'TND', amount: 300_000 },
  };
  const systems = createSystems(deps);
  const transitions = createTransitions(deps);
  const deposits = createDepositService(deps, systems, transitions);
  const payouts = createPayoutService(deps, systems, transitions);
  const operator = createOperatorService(deps, transitions);
  const expiry = createExpiryService(deps, transitions);

  async function page(filter: Parameters<typeof repo.listPayments>[1], query: PaymentsQuery) {
    const pageNo = query.page ?? 1;
    const size = query.page_size ?? 20;
    const [rows, count] = await Promise.all([
      repo.listPayments(deps.db, filter, { limit: size, offset: (pageNo - 1) * size }),
      repo.countPayments(deps.db, filter),
    ]);
    return { count, page: pageNo, page_size: size, rows };
  }

  return {
    /** Makes a processor available to payment systems that name it (card, crypto, …). */
    registerProcessor(name: string, processor: PaymentProcessor) {
      deps.processors.set(name, processor);
    },
    /** Adds or changes a payment system. */
    upsertSystem: systems.upsert,
    /** The direction's systems offered to the player's currency. */
    async listSystems(userId: number, direction: repo.Direction) {
      const balances = await deps.wallet.getPlayerBalances(userId);
      return balances ? systems.list(direction, balances.currency) : [];
    },

    /** Starts a deposit. */
    createDeposit: async (...args: Parameters<typeof deposits.createDeposit>) =>
      toPaymentItem(await deposits.createDeposit(...args)),
    /** One of the player's deposits. */
    getDeposit: async (userId: number, id: number) => toPaymentItem(await deposits.getDeposit(userId, id)),
    /** Requests a payout. */
    createPayout: async (...args: Parameters<typeof payouts.createPayout>) =>
      toPaymentItem(await payouts.createPayout(...args)),
    /** One of the player's payouts. */
    getPayout: async (userId: number, id: number) => toPaymentItem(await payouts.getPayout(userId, id)),
    /** The player cancels an online payout. */
    cancelPayout: async (userId: number, id: number) => toPaymentItem(await payouts.cancelPayout(userId, id)),

    /** The player's own payments of a direction, newest first. */
    async listOwn(userId: number, direction: repo.Direction, query: PaymentsQuery) {
      const { rows, ...rest } = await page({ userId, direction }, query);
      return { ...rest, results: rows.map(toPaymentItem) };
    },
    /** Payments waiting for an operator: approve list (20, 27) or manual list (27). */
    async listWaiting(direction: repo.Direction, list: 'approve' | 'manual', query: PaymentsQuery) {
      const statuses = list === 'approve' ? [S.requested, S.manualProcessRequired] : [S.manualProcessRequired];
      const { rows, ...rest } = await page({ direction, statuses }, query);
      return { ...rest, results: rows.map(toPaymentItem) };
    },
    /** The player's payment history (deposits and payouts), newest first. */
    async history(userId: number, query: PaymentsQuery) {
      const { rows, ...rest } = await page({ userId }, query);
      return { ...rest, results: rows.map(toHistoryItem) };
    },

    /** An operator action on a payment. */
    act: async (...args: Parameters<typeof operator.act>) => toPaymentItem(await operator.act(...args)),
    /** A processor's verified outcome (for callbacks). */
    applyOutcome: async (...args: Parameters<typeof operator.applyOutcome>) =>
      toPaymentItem(await operator.applyOutcome(...args)),
    /** The status changes of a payment, oldest first. */
    events: (paymentId: number) => repo.listEvents(deps.db, paymentId),
    /** Expires stale payments (run every minute by main.ts). */
    expireStale: expiry.expireStale,
  };
}
