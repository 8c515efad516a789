import { Counter, Histogram, type Registry } from 'prom-client';

// From a batch that waited for nothing to one behind a slow commit.
const BATCH_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The money's metrics in `registry`: the seamless batches (decision 012) and the wallet's
 * operations, fed through the modules' ports, `SeamlessMetrics` and `WalletMetrics` (they know
 * nothing of Prometheus, and plugins nothing of modules: services.ts checks that these fit).
 */
export function createMoneyMetrics(registry: Registry) {
  const operations = new Counter({
    name: 'wallet_operations_total',
    help: "Wallet operations by the ledger's operation type (deposit, bet, win, Cashback…) and outcome: ok, replayed (a retry given its first result; nothing moved), a refusal's code, or error.",
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const size = new Histogram({
    name: 'seamless_batch_size',
    help: 'Provider money calls per committed seamless batch (a call run alone after its batch failed is a batch of one).',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 256],
    registers: [registry],
  });
  const wait = new Histogram({
    name: 'seamless_batch_wait_seconds',
    help: 'How long each provider money call waited in the queue before its batch began.',
    buckets: BATCH_SECONDS,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'seamless_batch_commit_seconds',
    help: "How long each committed seamless batch took, from its start (a connection taken, BEGIN) to its COMMIT's answer.",
    buckets: BATCH_SECONDS,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'seamless_batches_failed_total',
    help: 'Seamless batches that failed as a whole (a deadlock, a lost connection, a failed COMMIT): their calls ran again one at a time.',
    registers: [registry],
  });
  const wallet = {
    operation: (kind: string, outcome: string, count = 1) => operations.inc({ kind, outcome }, count),
  };
  return {
    wallet,
    seamless: {
      ...wallet,
      committed(calls: number, waitedSeconds: number[], durationSeconds: number) {
        size.observe(calls);
        for (const value of waitedSeconds) wait.observe(value);
        duration.observe(durationSeconds);
      },
      failed: () => failed.inc(),
    },
  };
}
