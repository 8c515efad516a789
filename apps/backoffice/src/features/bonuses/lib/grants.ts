import { GrantFreeBetRequest, GrantFreeSpinsRequest, ManualBonusRequest, type StaffRole } from '@casino/contracts';
import { type FieldCodes, isCents, localToIso, parseDecimal, parseWhole, validate } from './form-errors';

type Result<T> = { ok: true; data: T } | { ok: false; errors: FieldCodes };

/** SPEC §4: a grant by hand is the super operator's (IncreasedBySO) or the owner's (IncreasedByOwner). */
export function manualBonusType(role: StaffRole): ManualBonusRequest['type'] {
  return role === 'O' ? 'IncreasedByOwner' : 'IncreasedBySO';
}

/** Money typed in a form: the schema's checks, then at most cents. */
function moneyCheck<T>(result: Result<T>, field: string, amount: number | undefined): Result<T> {
  if (amount === undefined || Number.isNaN(amount) || isCents(amount)) return result;
  const errors = result.ok ? {} : result.errors;
  return { ok: false, errors: { ...errors, [field]: errors[field] ?? 'invalid' } };
}

export interface BonusGrantDraft {
  amount: string;
  /** Grant the amount, or take it back from the bonus balance. */
  way: 'grant' | 'take';
  comment: string;
}

/** The bonus money form as the request of POST /api/backoffice/bonuses/ (a take-back is a negative amount). */
export function bonusGrantRequest(userId: number, draft: BonusGrantDraft, role: StaffRole): Result<ManualBonusRequest> {
  const amount = parseDecimal(draft.amount);
  // A sign typed by hand would turn a grant into a take-back: the direction says which.
  const signed = amount === undefined ? undefined : draft.way === 'take' ? -Math.abs(amount) : Math.abs(amount);
  const comment = draft.comment.trim();
  const result = validate(ManualBonusRequest, {
    user_id: userId,
    amount: signed,
    type: manualBonusType(role),
    ...(comment ? { comment } : {}),
  });
  return moneyCheck(result, 'amount', amount);
}

export interface FreeSpinsDraft {
  provider: string;
  game_id: string;
  count: string;
  bet: string;
  valid_hours: string;
}

/** The free spins form as the request of POST /api/backoffice/freespins/. */
export function freeSpinsRequest(userId: number, draft: FreeSpinsDraft): Result<GrantFreeSpinsRequest> {
  const bet = parseDecimal(draft.bet);
  const result = validate(GrantFreeSpinsRequest, {
    user_id: userId,
    provider: draft.provider,
    game_id: draft.game_id,
    count: parseWhole(draft.count),
    bet,
    valid_hours: parseWhole(draft.valid_hours),
  });
  return moneyCheck(result, 'bet', bet);
}

export interface FreeBetDraft {
  provider: string;
  amount: string;
  /** A `datetime-local` value, on the staff member's clock. */
  expires_at: string;
}

/** The free bet form as the request of POST /api/backoffice/free-bets (it must end in the future). */
export function freeBetRequest(userId: number, draft: FreeBetDraft, now = new Date()): Result<GrantFreeBetRequest> {
  const amount = parseDecimal(draft.amount);
  const expires = localToIso(draft.expires_at);
  const result = moneyCheck(
    validate(GrantFreeBetRequest, { user_id: userId, provider: draft.provider.trim(), amount, expires_at: expires }),
    'amount',
    amount,
  );
  if (expires && !Number.isNaN(Date.parse(expires)) && Date.parse(expires) <= now.getTime()) {
    const errors = result.ok ? {} : result.errors;
    return { ok: false, errors: { ...errors, expires_at: 'in_past' } };
  }
  return result;
}
