import { PAYMENT_STATUS } from '@casino/contracts';
import type { Db, Tx } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { SettingsService } from '../settings/index.js';
import type { WalletService } from '../wallet/index.js';
import { assertLegalTransition, statusConflict } from './payment-status.js';
import * as repo from './payments.repository.js';
import type { PaymentProcessor } from './processors/processor.js';
import type { PaymentBonusPort } from './bonus-port.js';

const S = PAYMENT_STATUS;

export interface PaymentsDeps {
  db: Db;
  wallet: WalletService;
  settings: SettingsService;
  now: () => Date;
  /** The bonus rules that ride on deposits and payouts (the first-deposit bonus). */
  bonuses: PaymentBonusPort;
  /** Processors by the name a payment system's `processor` column gives. */
  processors: Map<string, PaymentProcessor>;
  /** Deposits (and unstarted payouts) older than this expire (45). */
  expiryAgeMs: number;
  /** The terms' extra-verification threshold: payouts above it wait for an operator (27). */
  extraVerification: { currency: string; amount: number };
  /** The player's own deposit limits (the protection module), checked as a deposit starts. */
  depositLimits?: DepositLimitPort | undefined;
  /** Identity documents (the kyc module): payouts past a total need them approved. */
  documents?: PayoutDocumentsPort | undefined;
}

/** Refuses a payout (documents_not_approved) past the total allowed without verified identity. */
export interface PayoutDocumentsPort {
  assertPayoutAllowed(tx: Tx, userId: number, currency: string, paidOut: () => Promise<number>): Promise<void>;
}

/** Refuses a deposit beyond the player's limits; `depositedSince` sums their deposits from a time on. */
export interface DepositLimitPort {
  assertDeposit(
    tx: Tx,
    userId: number,
    amount: number,
    depositedSince: (since: Date) => Promise<number>,
  ): Promise<void>;
}

/** Who caused a transition, as payment_events records it. */
export type Actor = 'player' | 'system' | `operator:${number}` | `processor:${string}`;

export interface StepExtra {
  statusMessage?: string | null;
  redirectLink?: string | null;
  externalRef?: string | null;
  /** The amount that actually arrived (crypto under- or overpayment), set with the status. */
  amount?: number;
  /** Where a deposit's money came from (a card's last 4 digits), set with its success. */
  source?: string;
}

export interface AdvanceRequest {
  id: number;
  direction?: repo.Direction;
  userId?: number;
  paths: Readonly<Partial<Record<number, readonly number[]>>>;
  actor: Actor;
  reason?: string | null;
  extra?: StepExtra;
}

export const notFound = () => new AppError('not_found', 404, 'Payment not found.');

/** Status changes with the money they move, each in the transaction of the status change. */
export function createTransitions(deps: PaymentsDeps) {
  /**
   * The money a status causes, exactly once: the conditional update before it let only one
   * caller reach this status, and the wallet keys make a replay move nothing anyway.
   */
  async function moveMoney(tx: Tx, p: repo.PaymentRow) {
    if (p.direction === 'deposit') {
      if (p.status === S.success) {
        const { balances } = await deps.wallet.deposit(
          { key: `payment:${p.id}:deposit`, userId: p.user_id, amount: p.amount, paymentRef: `payment:${p.id}` },
          tx,
        );
        // Asked after the credit: it locked the player's accounts, so of two deposits succeeding
        // at once the second waits here for the first to commit, and then sees it.
        const first = !(await repo.hasOtherSuccessfulDeposit(tx, p.user_id, p.id));
        await deps.bonuses.onDepositCredited(tx, {
          userId: p.user_id,
          amount: p.amount,
          currency: balances.currency,
          first,
        });
      }
      return;
    }
    if (p.hold_id === null) return;
    if (p.status === S.success) {
      await deps.wallet.postHold({ key: `payment:${p.id}:post`, holdId: p.hold_id, to: 'payment_clearing' }, tx);
    } else if (p.status === S.failed || p.status === S.expired) {
      await deps.wallet.voidHold({ key: `payment:${p.id}:void`, holdId: p.hold_id }, tx);
    }
  }

  /** One legal transition from the status the caller saw, its event, and its money. */
  async function step(
    tx: Tx,
    payment: repo.PaymentRow,
    to: number,
    actor: Actor,
    reason: string | null,
    extra: StepExtra = {},
  ): Promise<repo.PaymentRow> {
    assertLegalTransition(payment.id, payment.status, to);
    const at = deps.now();
    const row = await repo.transitionStatus(tx, { id: payment.id, from: payment.status, to, at, ...extra });
    if (!row) throw statusConflict(payment.id, payment.status, to);
    await repo.insertEvent(tx, { paymentId: row.id, from: payment.status, to, actor, reason, at });
    await moveMoney(tx, row);
    return row;
  }

  /**
   * Moves a payment through the path `paths` gives for its current status, in the
   * caller's transaction; a status without a path is refused (409). A payment of another direction
   * or (when `userId` is given) of another player is not found. A lost race rolls
   * everything back with a 409.
   */
  async function advanceIn(tx: Tx, request: AdvanceRequest): Promise<repo.PaymentRow> {
    let payment = await repo.findPayment(tx, request.id);
    if (
      !payment ||
      (request.direction && payment.direction !== request.direction) ||
      (request.userId !== undefined && payment.user_id !== request.userId)
    ) {
      throw notFound();
    }
    const path = request.paths[payment.status];
    if (!path) throw statusConflict(payment.id, payment.status, Number(Object.values(request.paths)[0]?.at(-1)));
    for (const [index, to] of path.entries()) {
      const last = index === path.length - 1;
      payment = await step(tx, payment, to, request.actor, request.reason ?? null, last ? request.extra : {});
    }
    return payment;
  }

  /** advanceIn in a transaction of its own. */
  const advance = (request: AdvanceRequest) => deps.db.transaction().execute((tx) => advanceIn(tx, request));

  /**
   * A processor that did not answer while starting a payment: the payment fails (a
   * payout's hold goes back) and the player is told to try again later.
   */
  async function failToStart(id: number, processor: string, statusMessage: string): Promise<never> {
    await advance({
      id,
      paths: { [S.started]: [S.failed] },
      actor: `processor:${processor}`,
      reason: 'processor_error',
      extra: { statusMessage },
    });
    throw new AppError('payment_system_unavailable', 400, 'The payment system did not answer. Please try again later.');
  }

  return { step, advance, advanceIn, failToStart };
}

export type Transitions = ReturnType<typeof createTransitions>;
