import { AppError } from '../../lib/app-error.js';

/**
 * What the wallet reports when the platform measures itself (METRICS_PORT): a port, so that
 * this module knows nothing of Prometheus. None by default.
 */
export interface WalletMetrics {
  /**
   * `count` operations of `kind` (the ledger's operation type: `deposit`, `bet`, `Cashback`…, a
   * fixed set) ended with `outcome`: `ok`, `replayed` (a retry given its first result; nothing
   * moved), a refusal's code, or `error`. Counted once the operation's transaction is done: its
   * own has committed, a caller's (a payment's status change) commits or rolls back after.
   */
  operation(kind: string, outcome: string, count?: number): void;
}

/** An operation's failure as its outcome: a refusal's code, or `error` for anything else. */
export const failureOutcome = (error: unknown) => (error instanceof AppError ? error.code : 'error');
