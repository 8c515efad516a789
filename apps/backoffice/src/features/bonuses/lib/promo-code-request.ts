import { CreatePromoCodeRequest, type PromoCode, type PromoRewardKind } from '@casino/contracts';
import { type FieldCodes, isCents, localToIso, parseDecimal, parseWhole, validate } from './form-errors';

export interface PromoCodeDraft {
  code: string;
  currency: string;
  kind: PromoRewardKind;
  amount: string;
  provider: string;
  game_id: string;
  spins: string;
  bet: string;
  valid_hours: string;
  /** `datetime-local` values; blank for no bound. */
  starts_at: string;
  ends_at: string;
  /** Blank for no limit. */
  max_activations: string;
  per_player_limit: string;
}

export const EMPTY_PROMO_CODE: PromoCodeDraft = {
  code: '',
  currency: '',
  kind: 'bonus',
  amount: '',
  provider: '',
  game_id: '',
  spins: '10',
  bet: '',
  valid_hours: '72',
  starts_at: '',
  ends_at: '',
  max_activations: '',
  per_player_limit: '1',
};

const optional = <T>(value: T | undefined, key: string) => (value === undefined ? {} : { [key]: value });

function rewardOf(draft: PromoCodeDraft) {
  const validHours = parseWhole(draft.valid_hours);
  switch (draft.kind) {
    case 'bonus':
      return { kind: 'bonus' as const, amount: parseDecimal(draft.amount) };
    case 'free_spins':
      return {
        kind: 'free_spins' as const,
        provider: draft.provider,
        game_id: draft.game_id,
        spins: parseWhole(draft.spins),
        bet: parseDecimal(draft.bet),
        valid_hours: validHours,
      };
    case 'free_bet':
      return {
        kind: 'free_bet' as const,
        provider: draft.provider,
        amount: parseDecimal(draft.amount),
        valid_hours: validHours,
      };
  }
}

/** The new code form as the request of POST /api/backoffice/promo-codes/: only the reward's own fields go. */
export function promoCodeRequest(
  draft: PromoCodeDraft,
): { ok: true; data: CreatePromoCodeRequest } | { ok: false; errors: FieldCodes } {
  const reward = rewardOf(draft);
  const result = validate(CreatePromoCodeRequest, {
    code: draft.code,
    currency: draft.currency.trim().toUpperCase(),
    reward,
    ...optional(localToIso(draft.starts_at), 'starts_at'),
    ...optional(localToIso(draft.ends_at), 'ends_at'),
    ...optional(parseWhole(draft.max_activations), 'max_activations'),
    per_player_limit: parseWhole(draft.per_player_limit),
  });
  const money = 'bet' in reward ? ['reward.bet', reward.bet] : ['reward.amount', reward.amount];
  const [field, amount] = money as [string, number | undefined];
  if (amount !== undefined && !Number.isNaN(amount) && !isCents(amount)) {
    const errors = result.ok ? {} : result.errors;
    return { ok: false, errors: { ...errors, [field]: errors[field] ?? 'invalid' } };
  }
  return result;
}

export type PromoCodeState = 'active' | 'disabled' | 'scheduled' | 'ended' | 'used_up';

/** Whether a player may activate the code now, and if not, why. */
export function promoCodeState(code: PromoCode, now = new Date()): PromoCodeState {
  if (code.disabled) return 'disabled';
  if (code.startsAt && Date.parse(code.startsAt) > now.getTime()) return 'scheduled';
  if (code.endsAt && Date.parse(code.endsAt) <= now.getTime()) return 'ended';
  if (code.maxActivations !== null && code.activations >= code.maxActivations) return 'used_up';
  return 'active';
}
