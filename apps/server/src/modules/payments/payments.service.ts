import { type Locale, PAYMENT_STATUS } from '@casino/contracts';
import type { Db, Executor, Tx } from '../../db/database.js';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import { createBalancePayoutService } from './balance-payout.service.js';
import type { PaymentBonusPort } from './bonus-port.js';
import { findClosedLoop } from './closed-loop.js';
import { createDepositService } from './deposit.service.js';
import { createExpiryService } from './expiry.service.js';
import { createOperatorService } from './operator.service.js';
import { toHistoryItem, toPaymentItem } from './payments.mapper.js';
import * as repo from './payments.repository.js';
import { createSystems } from './payments.systems.js';
import {
  createTransitions,
  type DepositLimitPort,
  type PaymentsDeps,
  type PayoutDocumentsPort,
} from './payments.transition.js';
import { createPayoutService } from './payout.service.js';
import { loadSecret } from '../settings/index.js';
import { createCallbackService } from './callback.service.js';
import { createCryptoService } from './crypto.service.js';
import { type CallbackTransport, createCallbackOutbox } from './processors/callback-outbox.js';
import { createCardProcessor } from './processors/card.processor.js';
import { createCryptoChain } from './processors/crypto-chain.js';
import { createCryptoProcessor } from './processors/crypto.processor.js';
import { createManualProcessor } from './processors/manual.processor.js';
import { createSystemsConfigService, PROCESSOR_OF_KIND } from './systems-config.service.js';
import type { PaymentProcessor } from './processors/processor.js';

const S = PAYMENT_STATUS;
/** Paging as the routes parse it (contracts' PaymentsQuery). */
type PaymentsQuery = { page?: number; page_size?: number };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Posts a signed callback to the platform's own HTTP address. */
function httpTransport(baseUrl: string): CallbackTransport {
  return async (path, body, headers) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json', ...headers },
      signal: AbortSignal.timeout(10_000),
    });
    return response.status;
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** The cashier: deposits, payouts, operator actions and expiry over one status machine. */
export function createPaymentsService(options: {
  db: Db;
  wallet: WalletService;
  settings: SettingsService;
  now: () => Date;
  /** The bonus rules that ride on deposits and payouts, in their transactions. */
  bonuses: PaymentBonusPort;
  expiryAgeMs?: number;
  /** The site's address: hosted payment pages are linked under it. */
  publicUrl: string;
  /** Where the sandbox processors reach the platform's callback routes (this server's own address). */
  callbackBaseUrl: string;
  /** Whether the sandbox card and crypto processors take payments (config SANDBOX_PAYMENTS; off in production by default). */
  sandbox: boolean;
  /** The player's own deposit limits, checked as a deposit starts. */
  depositLimits?: DepositLimitPort;
  /** Identity documents, which payouts past a total need approved. */
  documents?: PayoutDocumentsPort;
}) {
  const { publicUrl, callbackBaseUrl, sandbox, ...rest } = options;
  const deps: PaymentsDeps = {
    ...rest,
    processors: new Map<string, PaymentProcessor>([['manual', createManualProcessor()]]),
    expiryAgeMs: options.expiryAgeMs ?? DAY_MS,
    // The terms: withdrawals above 3000 TND need extra verification.
    extraVerification: { currency: 'TND', amount: 300_000 },
  };
  const systems = createSystems(deps);
  const transitions = createTransitions(deps);
  const deposits = createDepositService(deps, systems, transitions);
  const payouts = createPayoutService(deps, systems, transitions);
  const balancePayouts = createBalancePayoutService(deps, transitions);
  const operator = createOperatorService(deps, transitions);
  const expiry = createExpiryService(deps, transitions);
  const callbacks = createCallbackService(deps, systems, transitions);
  const systemsConfig = createSystemsConfigService(deps);
  const crypto = createCryptoService(deps, systems, transitions, deposits);

  // The sandbox processors, as a real processor would be: they reach the platform over HTTP only.
  let transport: CallbackTransport = httpTransport(callbackBaseUrl);
  const outbox = createCallbackOutbox({
    db: deps.db,
    now: deps.now,
    transport: () => transport,
    secretFor: async (direction, slug) => {
      const system = await repo.findSystem(deps.db, direction, slug);
      if (!system) throw new Error(`no ${direction} system ${slug}`);
      return systems.callbackSecret(system);
    },
  });
  // Without them a system that names them is unavailable, as one whose processor is not plugged in.
  const card = sandbox ? createCardProcessor({ db: deps.db, now: deps.now, publicUrl, outbox }) : null;
  if (card) {
    deps.processors.set(PROCESSOR_OF_KIND.card, card.processor);
    deps.processors.set(
      PROCESSOR_OF_KIND.crypto,
      createCryptoProcessor({
        db: deps.db,
        now: deps.now,
        seed: () => loadSecret(deps.db, 'crypto-master-seed'),
        rates: async () => (await deps.settings.readStored()).rates,
      }),
    );
  }
  const chain = createCryptoChain({ db: deps.db, now: deps.now, settle: crypto.settleTransfer });

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
    /** The direction's systems offered to the player's currency, named in the locale, with the payouts' closed loop. */
    async listSystems(userId: number, direction: repo.Direction, locale: Locale | null) {
      const balances = await deps.wallet.getPlayerBalances(userId);
      if (!balances) return [];
      const loop = direction === 'payout' ? await findClosedLoop(deps.db, userId) : null;
      return systems.list(direction, balances.currency, locale, loop);
    },

    /** Starts a deposit. */
    createDeposit: async (...args: Parameters<typeof deposits.createDeposit>) =>
      toPaymentItem(await deposits.createDeposit(...args)),
    /** The player abandons a deposit they have not paid. */
    abandonDeposit: async (userId: number, id: number) => toPaymentItem(await deposits.abandonDeposit(userId, id)),
    /** One of the player's deposits. */
    getDeposit: async (userId: number, id: number) => toPaymentItem(await deposits.getDeposit(userId, id)),
    /** Requests a payout. */
    createPayout: async (...args: Parameters<typeof payouts.createPayout>) =>
      toPaymentItem(await payouts.createPayout(...args)),
    /** One of the player's payouts. */
    getPayout: async (userId: number, id: number) => toPaymentItem(await payouts.getPayout(userId, id)),
    /** The player cancels an online payout. */
    /** A payment as staff see it, whoever's it is (the audit log's state before a decision); null if none. */
    async view(id: number) {
      const row = await repo.findPayment(deps.db, id);
      return row ? { ...toPaymentItem(row), userId: row.user_id } : null;
    },
    cancelPayout: async (userId: number, id: number) => toPaymentItem(await payouts.cancelPayout(userId, id)),
    /**
     * Holds the player's whole cash and queues it for an operator, to the closed loop's method
     * (decision 038), in the caller's transaction; a key already used answers its payouts.
     */
    queueWholeBalance: async (tx: Tx, request: Parameters<typeof balancePayouts.queueWholeBalance>[1]) =>
      (await balancePayouts.queueWholeBalance(tx, request)).map(toPaymentItem),
    /** The player's whole-balance payouts whose key starts with one of `prefixes`, oldest first. */
    keyedPayouts: async (db: Executor, userId: number, prefixes: string[]) =>
      (await repo.keyedPayouts(db, userId, prefixes)).map(toPaymentItem),

    /** The player's payments, as a part of the transactions page's query (backoffice module). */
    transactionsPart: repo.paymentTransactionsPart,
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

    /** A processor's callback: verified by its adapter, then applied through the status machine. */
    receiveCallback: async (...args: Parameters<typeof callbacks.receive>) =>
      toPaymentItem(await callbacks.receive(...args)),
    /** The system slug a callback address names (where the player's browser goes back to). */
    callbackSystem: callbacks.returnPath,
    /** Operators' configuration of payment systems. */
    systemsConfig,
    /** /services/crypto-pay. */
    crypto: {
      availableCurrencies: crypto.availableCurrencies,
      minAmount: crypto.minAmount,
      createPayment: crypto.createPayment,
      getPayment: crypto.getPayment,
    },
    /** The simulated chain (npm run chain). */
    chain,
    /** The sandbox card processor's hosted pages; null when the sandbox is off. */
    card,
    /** Sends the sandbox processors' due callbacks (run every few seconds by main.ts). */
    deliverCallbacks: () => outbox.deliverDue(),
    /** Replaces how the sandbox processors reach the platform (tests: app.inject). */
    setCallbackTransport(next: CallbackTransport) {
      transport = next;
    },
  };
}
