import type { PaymentSystem } from '@casino/contracts';
import type { Executor } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './payments.repository.js';

/**
 * The terms' closed loop: payouts go to the method of the last deposit first. When the
 * processor of the player's newest successful deposit also pays out, payouts must use one
 * of its payout systems, and a card payout the card that deposit came from (when the
 * processor said which).
 */
export interface ClosedLoop {
  processor: string;
  /** The payout systems the player may use. */
  systems: repo.PaymentSystemRow[];
  /** The deposit card's last 4 digits, or null when unknown. */
  card: string | null;
}

/** A deposit card as the player sees it: its last 4 digits. */
const masked = (card: string) => `••••${card}`;

/** The player's closed loop, or null when any method may be used. */
export async function findClosedLoop(db: Executor, userId: number): Promise<ClosedLoop | null> {
  const last = await repo.lastSuccessfulDeposit(db, userId);
  if (!last) return null;
  const deposit = await repo.findSystem(db, 'deposit', last.system_slug);
  if (!deposit) return null;
  const systems = (await repo.listSystems(db, 'payout')).filter(
    (s) => s.processor === deposit.processor && !s.is_temporary_disabled,
  );
  if (systems.length === 0) return null;
  return { processor: deposit.processor, systems, card: deposit.kind === 'card' ? last.source : null };
}

/** What the loop says of one payout system, as the player's system_list shows it. */
export function closedLoopOf(system: repo.PaymentSystemRow, loop: ClosedLoop | null): PaymentSystem['closedLoop'] {
  if (!loop) return null;
  const allowed = system.processor === loop.processor;
  return { allowed, destination: allowed && system.kind === 'card' && loop.card ? masked(loop.card) : null };
}

/** Refuses (payout_closed_loop) a payout the loop does not allow, saying what to use instead. */
export function assertClosedLoop(system: repo.PaymentSystemRow, destination: string, loop: ClosedLoop | null): void {
  if (!loop) return;
  if (system.processor !== loop.processor) {
    throw new AppError(
      'payout_closed_loop',
      400,
      `Withdrawals go to the method of your last deposit first: use ${loop.systems.map((s) => s.name).join(' or ')}.`,
    );
  }
  if (system.kind === 'card' && loop.card && !destination.endsWith(loop.card)) {
    throw new AppError(
      'payout_closed_loop',
      400,
      `Withdrawals by card go to the card of your last deposit (${masked(loop.card)}).`,
    );
  }
}
