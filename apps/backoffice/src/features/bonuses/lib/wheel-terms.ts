import { type WheelOperatorView, WheelTerms } from '@casino/contracts';
import { type FieldCodes, parseDecimal, parseWhole, validate } from './form-errors';

export interface SegmentRow {
  name: string;
  amount: string;
  isPresent: boolean;
  weight: string;
}

/** The wheel form as typed; the time between free spins in minutes, as a person thinks of it. */
export interface WheelDraft {
  freeSpinMinutes: string;
  paidSpinCost: string;
  freeSpinMinBalance: string;
  paidSpinMinBalance: string;
  segments: SegmentRow[];
}

export function wheelDraftOf(view: WheelOperatorView): WheelDraft {
  return {
    freeSpinMinutes: String(Math.round((view.freeSpinTime / 60) * 100) / 100),
    paidSpinCost: String(view.paidSpinCost),
    freeSpinMinBalance: String(view.freeSpinMinBalance),
    paidSpinMinBalance: String(view.paidSpinMinBalance),
    segments: view.segments.map((segment) => ({
      name: segment.name,
      amount: String(segment.amount),
      isPresent: segment.isPresent,
      weight: String(segment.weight),
    })),
  };
}

/** A segment's numbers as the chances and the return read them (unreadable counts as 0). */
export function segmentNumbers(row: SegmentRow) {
  const amount = parseDecimal(row.amount);
  const weight = parseWhole(row.weight);
  return {
    name: row.name,
    isPresent: row.isPresent,
    amount: amount !== undefined && Number.isFinite(amount) ? amount : 0,
    weight: weight !== undefined && Number.isFinite(weight) ? weight : 0,
  };
}

/** The wheel form as the body of PUT /api/backoffice/wheel/; the free spin's time back in seconds. */
export function wheelTermsRequest(
  draft: WheelDraft,
): { ok: true; data: WheelTerms } | { ok: false; errors: FieldCodes } {
  const minutes = parseDecimal(draft.freeSpinMinutes);
  const result = validate(WheelTerms, {
    freeSpinTime: minutes === undefined ? undefined : Math.round(minutes * 60),
    paidSpinCost: parseDecimal(draft.paidSpinCost),
    freeSpinMinBalance: parseDecimal(draft.freeSpinMinBalance),
    paidSpinMinBalance: parseDecimal(draft.paidSpinMinBalance),
    segments: draft.segments.map((row) => ({
      name: row.name,
      amount: row.isPresent ? (parseDecimal(row.amount) ?? 0) : parseDecimal(row.amount),
      isPresent: row.isPresent,
      weight: parseWhole(row.weight),
    })),
  });
  if (result.ok) return result;
  // The form names the time in minutes.
  const { freeSpinTime, ...errors } = result.errors;
  return { ok: false, errors: freeSpinTime ? { ...errors, freeSpinMinutes: freeSpinTime } : errors };
}
