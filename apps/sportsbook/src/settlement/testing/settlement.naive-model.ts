import type { LegOutcome } from '../leg-outcome.js';

/**
 * The test oracle: settlement written the most naive way, sharing no code with the engine.
 * Every line is listed as a subset of the legs, and every line's stake is followed leg by
 * leg as a set of stake portions: a half-won leg splits a portion in two (half at the odds,
 * half returned), a half-lost one keeps the returned half, a dead heat keeps `p/q` of it at
 * the odds. Amounts are kept both as floats and exactly, as bigint numerators over the
 * common denominator D = Π (2000 × q) of all legs (q is 1 but for dead heats).
 */

/** A leg's result as the model reads it; a dead heat carries its share as p/q integers. */
export type ModelResult =
  { kind: 'won' | 'lost' | 'void' | 'half-won' | 'half-lost' } | { kind: 'dead-heat'; p: number; q: number } | null;

export interface ModelTicket {
  /** Odds in thousandths. */
  odds: readonly number[];
  sizes: readonly number[];
  stakePerLine: number;
}

/** The LegOutcome the engine reads for a model result. */
export function toOutcome(result: ModelResult): LegOutcome | null {
  if (result === null) return null;
  return result.kind === 'dead-heat' ? { kind: 'dead-heat', share: result.p / result.q } : { kind: result.kind };
}

/** Every line, as the list of its leg indexes: each leg in or out, keeping the subsets of a listed size. */
export function modelLines(n: number, sizes: readonly number[]): number[][] {
  const lines: number[][] = [];
  const largest = Math.max(...sizes);
  const smallest = Math.min(...sizes);
  const walk = (i: number, picked: number[]): void => {
    // Pruned only where no listed size can be reached any more (a 20-leg accumulator has one line, not 2^20 masks).
    if (picked.length > largest || picked.length + (n - i) < smallest) return;
    if (i === n) {
      if (sizes.includes(picked.length)) lines.push(picked);
      return;
    }
    walk(i + 1, [...picked, i]);
    walk(i + 1, picked);
  };
  walk(0, []);
  return lines;
}

/** True when some line has an open leg and no lost leg: it can still win, so the ticket waits. */
export function modelWaits(ticket: ModelTicket, results: readonly ModelResult[]): boolean {
  return modelLines(ticket.odds.length, ticket.sizes).some(
    (line) => line.some((i) => results[i] === null) && !line.some((i) => results[i]?.kind === 'lost'),
  );
}

interface Portion {
  exact: bigint;
  float: number;
}

/** The ticket's total return, exact (numerator over D) and as a float, with every leg decided. */
export function modelReturn(
  ticket: ModelTicket,
  results: readonly ModelResult[],
): { numerator: bigint; denominator: bigint; float: number } {
  const q = results.map((r) => BigInt(r?.kind === 'dead-heat' ? r.q : 1));
  const denominator = q.reduce((d, qi) => d * 2000n * qi, 1n);
  let numerator = 0n;
  let float = 0;
  for (const line of modelLines(ticket.odds.length, ticket.sizes)) {
    if (line.some((i) => results[i] === null || results[i]?.kind === 'lost')) continue;
    let portions: Portion[] = [{ exact: BigInt(ticket.stakePerLine), float: ticket.stakePerLine }];
    for (const i of line) {
      const odds = ticket.odds[i]!;
      const o = BigInt(odds);
      const qi = q[i]!;
      const r = results[i]!;
      const next: Portion[] = [];
      for (const { exact, float: f } of portions) {
        // Each step multiplies by something over 2000 × q_i.
        if (r.kind === 'won') next.push({ exact: exact * o * 2n * qi, float: (f * odds) / 1000 });
        if (r.kind === 'void') next.push({ exact: exact * 2000n * qi, float: f });
        if (r.kind === 'half-won') {
          next.push({ exact: exact * o * qi, float: ((f / 2) * odds) / 1000 });
          next.push({ exact: exact * 1000n * qi, float: f / 2 });
        }
        if (r.kind === 'half-lost') next.push({ exact: exact * 1000n * qi, float: f / 2 });
        if (r.kind === 'dead-heat')
          next.push({ exact: exact * o * 2n * BigInt(r.p), float: (((f * r.p) / r.q) * odds) / 1000 });
      }
      portions = next;
    }
    // Bring the line's denominator (its own legs) up to D with the legs it does not hold.
    const scale = q.reduce((s, qi, i) => (line.includes(i) ? s : s * 2000n * qi), 1n);
    for (const portion of portions) {
      numerator += portion.exact * scale;
      float += portion.float;
    }
  }
  return { numerator, denominator, float };
}

/** The status and payout the decision's rules give, or Wait. */
export function modelSettle(
  ticket: ModelTicket & { stake: number; freeBet: boolean },
  results: readonly ModelResult[],
): { status: string; payout: number; returnsToken: boolean; float: number } {
  if (modelWaits(ticket, results)) return { status: 'Wait', payout: 0, returnsToken: false, float: 0 };
  if (results.every((r) => r?.kind === 'void'))
    return ticket.freeBet
      ? { status: 'Voided', payout: 0, returnsToken: true, float: 0 }
      : { status: 'Voided', payout: ticket.stake, returnsToken: false, float: ticket.stake };
  const { numerator, denominator, float } = modelReturn(ticket, results);
  const floored = Number(numerator / denominator);
  const payout = ticket.freeBet ? Math.max(0, floored - ticket.stake) : floored;
  const paidFloat = ticket.freeBet ? Math.max(0, float - ticket.stake) : float;
  const status = payout === 0 ? 'Loser' : ticket.freeBet || payout > ticket.stake ? 'Winner' : 'Done';
  return { status, payout, returnsToken: false, float: paidFloat };
}
