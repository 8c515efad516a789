import type { AgentCommission, AgentCommissionPayment } from '@casino/contracts';
import type { Period } from './period';

/** Where a commission card's period stands against what the owner already paid (decision 044). */
export type CommissionState =
  | { kind: 'paid'; payment: AgentCommissionPayment }
  | { kind: 'partlyPaid'; payment: AgentCommissionPayment }
  | { kind: 'nothingDue' }
  | { kind: 'otherCurrency' }
  | { kind: 'notOver' }
  | { kind: 'payable' };

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The first day a period may be paid: the day after its last (UTC). */
export const payableFrom = (period: Period) => isoDay(Date.parse(`${period.to}T00:00:00Z`) + 86_400_000);

/** Whether two periods share a day, both ends included (YYYY-MM-DD compares as text). */
const overlaps = (a: Period, b: Period) => a.from <= b.to && b.from <= a.to;

/**
 * A commission's state, as the server would judge a payment: this very period paid, or a paid
 * period overlapping it (never paid twice); else nothing due, not in the agent's currency (the
 * balance it would go to), not over yet, or payable.
 */
export function commissionState(input: {
  commission: AgentCommission;
  period: Period;
  payments: readonly AgentCommissionPayment[];
  agentCurrency: string | null;
  now?: Date;
}): CommissionState {
  const { commission, period } = input;
  const paid = input.payments.filter((payment) => payment.currency === commission.currency);
  const exact = paid.find((payment) => payment.from === period.from && payment.to === period.to);
  if (exact) return { kind: 'paid', payment: exact };
  const overlapping = paid.find((payment) => overlaps(payment, period));
  if (overlapping) return { kind: 'partlyPaid', payment: overlapping };
  if (commission.amount <= 0) return { kind: 'nothingDue' };
  if (input.agentCurrency !== null && commission.currency !== input.agentCurrency) return { kind: 'otherCurrency' };
  if (payableFrom(period) > isoDay((input.now ?? new Date()).getTime())) return { kind: 'notOver' };
  return { kind: 'payable' };
}
