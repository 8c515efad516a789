import type { Db, Executor } from '../../../db/database.js';
import * as repo from './callback-outbox.repository.js';
import { callbackHeaders } from './callback-signature.js';

type Direction = 'deposit' | 'payout';

/** Sends one signed callback; resolves to the HTTP status the platform answered. */
export type CallbackTransport = (path: string, body: string, headers: Record<string, string>) => Promise<number>;

/** After the n-th failed attempt the next waits 10 s × 3^(n-1), at most an hour; 12 attempts span about 8 hours. */
export const MAX_CALLBACK_ATTEMPTS = 12;
export const retryDelayMs = (attempts: number) => Math.min(10_000 * 3 ** (attempts - 1), 3_600_000);

/**
 * A sandbox processor's outbox of callbacks to the platform, as a real processor keeps
 * one: a callback is written in the transaction that decides the outcome, sent at once,
 * and retried with backoff while the platform does not answer 2xx. A 400, 401, 403 or
 * 404 is the platform refusing it for good (bad signature, unknown payment): retrying
 * cannot help, so it stops; a 409 may pass later (a payment still starting). Each try
 * is signed afresh, so a retry is never refused as stale.
 */
export function createCallbackOutbox(deps: {
  db: Db;
  now: () => Date;
  secretFor: (direction: Direction, slug: string) => Promise<string>;
  transport: () => CallbackTransport;
}) {
  /** Owes a callback, in the caller's transaction; returns its id. */
  async function enqueue(
    db: Executor,
    callback: { direction: Direction; slug: string; path: string; body: string },
  ): Promise<number> {
    return repo.insertCallback(db, { ...callback, at: deps.now() });
  }

  /**
   * Sends the callbacks that are due (or only callback `id`, if due); another instance's
   * run skips the rows this one holds. Returns the count delivered.
   */
  async function deliverDue(options: { id?: number; limit?: number } = {}): Promise<number> {
    const now = deps.now();
    return deps.db.transaction().execute(async (tx) => {
      const due = await repo.claimDue(tx, now, {
        limit: options.limit ?? 20,
        ...(options.id !== undefined ? { id: options.id } : {}),
      });
      let delivered = 0;
      for (const callback of due) {
        let status: number | null = null;
        let error: string | null = null;
        try {
          const secret = await deps.secretFor(callback.direction, callback.system_slug);
          status = await deps.transport()(callback.path, callback.body, callbackHeaders(secret, callback.body, now));
        } catch (cause) {
          error = String(cause).slice(0, 500);
        }
        const attempts = callback.attempts + 1;
        const ok = status !== null && status >= 200 && status < 300;
        const refused = status !== null && [400, 401, 403, 404].includes(status);
        const state = ok
          ? 'delivered'
          : refused
            ? 'refused'
            : attempts >= MAX_CALLBACK_ATTEMPTS
              ? 'abandoned'
              : 'pending';
        if (ok) delivered += 1;
        await repo.recordAttempt(tx, callback.id, {
          attempts,
          state,
          last_status: status,
          last_error: error,
          delivered_at: ok ? now : null,
          next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts)),
        });
      }
      return delivered;
    });
  }

  return { enqueue, deliverDue };
}

export type CallbackOutbox = ReturnType<typeof createCallbackOutbox>;
