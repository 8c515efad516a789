import { fromMinor, toMinor } from '@casino/contracts';
import type { WalletClient, WalletResult } from '@casino/seamless-client';
import type { Db } from '../../db/database.js';
import * as repo from './outbox.repository.js';

/** The wallet calls' ids: the install's id keeps a new database from reusing an old one's. */
export const walletIds = (install: string, ticketId: number) => ({
  round: `${install}-${ticketId}`,
  bet: `${install}-${ticketId}-bet`,
  rollback: `${install}-${ticketId}-rb`,
  op: (seq: number) => `${install}-${ticketId}-${seq}`,
});

// Long enough to send a batch (a call that is not answered is tried again after it, safely).
const LEASE_MS = 20_000;
const BATCH = 2_000;
// Calls in flight at once: the platform decides calls in batches, so many at once is cheaper per call.
const IN_FLIGHT = 256;
// An unknown answer (after the client's own retries) is tried again later, backing off up to a minute.
const retryDelayMs = (attempts: number) => Math.min(60_000, 1_000 * 2 ** Math.min(attempts, 6));

export type Outbox = ReturnType<typeof createOutbox>;

/**
 * Sends the wallet calls that settlement, cash-out and recovery wrote (sb_wallet_ops) until
 * the platform answers each. The platform answers a retried call exactly as the first time,
 * so a call sent twice (a crash after sending, a lease that ran out) moves money once.
 */
export function createOutbox(deps: {
  db: Db;
  wallet: WalletClient;
  now: () => Date;
  install: () => Promise<string>;
  log?: (message: string, details?: Record<string, unknown>) => void;
}) {
  async function send(op: repo.OpRow & { player_id: string }): Promise<WalletResult<{ amount: number }>> {
    const ids = walletIds(await deps.install(), op.ticket_id);
    const base = { transactionId: op.transaction_id, roundId: ids.round, playerId: op.player_id };
    switch (op.kind) {
      case 'win':
        return deps.wallet.win({
          ...base,
          betTransactionId: ids.bet,
          amount: fromMinor(op.amount),
          roundClosed: op.round_closed,
        });
      case 'correct':
        return deps.wallet.correct({ ...base, betTransactionId: ids.bet, amount: fromMinor(op.amount) });
      case 'rollback':
        return deps.wallet.rollback({ ...base, betTransactionId: ids.bet });
      case 'bet':
        throw new Error('a bet is sent by its placement, never from the outbox');
    }
  }

  /** What to record of the platform's answer to a call. */
  function answerOf(
    op: repo.OpRow,
    result: WalletResult<{ amount: number }>,
  ): Parameters<typeof repo.recordAnswers>[1][number] {
    if (result.ok)
      return { id: op.transaction_id, state: 'done', moved: toMinor(result.body.amount), answer: result.body };
    if (result.kind === 'refused') {
      deps.log?.('the platform refused a sportsbook wallet call', { op: op.transaction_id, code: result.code });
      return { id: op.transaction_id, state: 'refused', answer: result };
    }
    return {
      id: op.transaction_id,
      state: 'pending',
      retryAt: new Date(deps.now().getTime() + retryDelayMs(op.attempts)),
    };
  }

  return {
    /** Sends every due call once (at most a batch; of one ticket only if named); returns how many were taken. */
    async deliverDue(ticketId?: number): Promise<number> {
      const due = await repo.leaseDue(deps.db, deps.now(), BATCH, LEASE_MS, ticketId);
      const answers: Parameters<typeof repo.recordAnswers>[1][number][] = [];
      let next = 0;
      const worker = async () => {
        while (next < due.length) {
          const op = due[next++]!;
          answers.push(answerOf(op, await send(op)));
        }
      };
      await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, due.length) }, worker));
      // Recorded together: a crash before this sends them again after the lease, and the platform answers as before.
      await repo.recordAnswers(deps.db, answers);
      return due.length;
    },
    pending: () => repo.pendingCount(deps.db),
  };
}
