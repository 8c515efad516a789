import type { BatchObserver } from '../../db/batch-commit.js';
import type { WalletMetrics } from '../wallet/index.js';
import { type Answer, isReplay } from './seamless.answers.js';
import type { Call } from './seamless.call.js';

/**
 * What the seamless service reports when the platform measures itself (METRICS_PORT): its
 * batches (decision 012), and its money calls as the wallet operations they are. A port: this
 * module knows nothing of Prometheus.
 */
export interface SeamlessMetrics extends BatchObserver, WalletMetrics {}

/** The ledger's operation type of each money call: a correction takes back as a `reclaim`. */
const LEDGER_KIND = { bet: 'bet', win: 'win', rollback: 'rollback', correct: 'reclaim' } as const satisfies Record<
  Call['kind'],
  string
>;

/** A call's answer as an outcome: `ok`, `replayed` (a retry given its first answer), or the refusal's code. */
function outcomeOf(answer: Answer): string {
  if (isReplay(answer)) return 'replayed';
  if (answer.status === 200) return 'ok';
  const { code } = answer.body as { code?: unknown };
  return typeof code === 'string' ? code : `status_${answer.status}`;
}

/**
 * Counts each money call as a wallet operation once it is answered: after its batch's COMMIT,
 * once, whichever transaction it ended in (a batch that failed runs its calls again alone).
 */
export function countCalls(
  metrics: SeamlessMetrics | undefined,
  run: (call: Call) => Promise<Answer>,
): (call: Call) => Promise<Answer> {
  if (!metrics) return run;
  return (call) =>
    run(call).then(
      (answer) => {
        metrics.operation(LEDGER_KIND[call.kind], outcomeOf(answer));
        return answer;
      },
      (error: unknown) => {
        metrics.operation(LEDGER_KIND[call.kind], 'error');
        throw error;
      },
    );
}
