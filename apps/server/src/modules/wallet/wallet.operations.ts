import { AppError } from '../../lib/app-error.js';
import type { Tx } from '../../db/database.js';
import { IdempotencyConflict, InsufficientFunds, type Ledger, type LedgerTx, type OperationSpec } from './ledger.js';
import { failureOutcome } from './wallet.metrics.js';

/** Balances after an operation, in minor units. */
export interface BalancesAfter {
  currency: string;
  cash: number;
  bonus: number;
  held: number;
}

/**
 * Runs a ledger operation, turning ledger failures into the spec's error codes. Every
 * one-at-a-time operation of the wallet passes here, so its outcome is counted here (the
 * seamless batches count theirs after their commit).
 */
export async function runOperation<T>(
  ledger: Ledger,
  spec: OperationSpec,
  body: (ledger: LedgerTx) => Promise<T>,
  tx?: Tx,
): Promise<T & { replayed: boolean }> {
  try {
    const { result, replayed } = await ledger.operate(spec, body, tx);
    ledger.metrics?.operation(spec.kind, replayed ? 'replayed' : 'ok');
    return { ...result, replayed };
  } catch (cause) {
    const error = specError(cause);
    ledger.metrics?.operation(spec.kind, failureOutcome(error));
    throw error;
  }
}

function specError(error: unknown): unknown {
  if (error instanceof InsufficientFunds) {
    return new AppError(
      error.accountKind === 'bonus' ? 'insufficient_funds_on_bonus_balance' : 'not_enough_money',
      400,
    );
  }
  if (error instanceof IdempotencyConflict) {
    return new AppError('already_exists', 409, 'This transaction id was already used for another request.');
  }
  return error;
}

/** The user's cash, bonus and held balances as they stand inside the operation. */
export async function balancesOf(ledger: LedgerTx, userId: number): Promise<BalancesAfter> {
  const accounts = await ledger.accountsOf(userId);
  const of = (kind: string) => accounts.find((a) => a.kind === kind);
  const cash = of('cash');
  if (!cash) throw new AppError('not_found', 404, 'The user has no wallet.');
  return {
    currency: cash.currency,
    cash: cash.balance,
    bonus: of('bonus')?.balance ?? 0,
    held: of('held')?.balance ?? 0,
  };
}
