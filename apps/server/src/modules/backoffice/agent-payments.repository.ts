import type { Executor, Tx } from '../../db/database.js';

/** Payments with the name of the owner who made them. */
function paymentsQuery(db: Executor) {
  return db
    .selectFrom('agent_commission_payments as p')
    .innerJoin('users as payer', 'payer.id', 'p.paid_by')
    .select([
      'p.id',
      'p.agent_id',
      'p.currency',
      'p.from_day',
      'p.to_day',
      'p.ngr',
      'p.rate_bp',
      'p.amount',
      'p.paid_by',
      'payer.username as paid_by_username',
      'p.paid_at',
    ]);
}

export type PaymentRow = Awaited<ReturnType<typeof listPayments>>[number];

/**
 * Records a commission payment. The period's unique key and the no-overlap exclusion
 * (migration 0038) refuse a period already paid, or overlapping one, with 23505 or 23P01; a
 * concurrent insert of such a period waits for the other transaction's outcome first.
 */
export async function insertPayment(
  tx: Tx,
  payment: {
    agentId: number;
    currency: string;
    from: string;
    to: string;
    ngr: number;
    rateBp: number;
    amount: number;
    operationKey: string;
    paidBy: number;
    now: Date;
  },
): Promise<PaymentRow> {
  const { id } = await tx
    .insertInto('agent_commission_payments')
    .values({
      agent_id: payment.agentId,
      currency: payment.currency,
      from_day: payment.from,
      to_day: payment.to,
      ngr: payment.ngr,
      rate_bp: payment.rateBp,
      amount: payment.amount,
      operation_key: payment.operationKey,
      paid_by: payment.paidBy,
      paid_at: payment.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return paymentsQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow();
}

/** The agent's payments, latest period first (the period key's index, by agent, serves it). */
export function listPayments(db: Executor, agentId: number) {
  return paymentsQuery(db)
    .where('p.agent_id', '=', agentId)
    .orderBy('p.from_day', 'desc')
    .orderBy('p.currency')
    .execute();
}
