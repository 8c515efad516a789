import type { PromoCode } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { EMPTY_PROMO_CODE, promoCodeRequest, promoCodeState } from './promo-code-request';

describe('a new promo code', () => {
  it('sends only the chosen reward’s fields, the code upper-cased, the limits as numbers', () => {
    const result = promoCodeRequest({
      ...EMPTY_PROMO_CODE,
      code: 'spring-10',
      currency: 'eur',
      kind: 'bonus',
      amount: '10',
      bet: '0.5',
      max_activations: '100',
    });
    expect(result).toEqual({
      ok: true,
      data: {
        code: 'SPRING-10',
        currency: 'EUR',
        reward: { kind: 'bonus', amount: 10 },
        max_activations: 100,
        per_player_limit: 1,
      },
    });
  });

  it('sends free spins with their game, count, bet and hours, and the dates as ISO moments', () => {
    const result = promoCodeRequest({
      ...EMPTY_PROMO_CODE,
      code: 'SPINS',
      currency: 'USD',
      kind: 'free_spins',
      provider: 'studio',
      game_id: 'fruit-slot',
      spins: '25',
      bet: '0.1',
      valid_hours: '24',
      starts_at: '2026-06-01T00:00',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.reward).toEqual({
      kind: 'free_spins',
      provider: 'studio',
      game_id: 'fruit-slot',
      spins: 25,
      bet: 0.1,
      valid_hours: 24,
    });
    expect(result.data.starts_at).toBe(new Date('2026-06-01T00:00').toISOString());
    expect(result.data).not.toHaveProperty('ends_at');
  });

  it('shows each wrong field under its own name, as the server would', () => {
    const result = promoCodeRequest({
      ...EMPTY_PROMO_CODE,
      code: 'REF-X1',
      currency: 'eu',
      kind: 'free_bet',
      provider: '',
      amount: '',
      starts_at: '2026-06-02T00:00',
      ends_at: '2026-06-01T00:00',
      per_player_limit: '0',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        code: 'invalid',
        currency: 'invalid_currency',
        'reward.provider': 'required',
        'reward.amount': 'required',
        per_player_limit: 'invalid',
      },
    });
    // The dates are compared once the rest is valid (the contract's last check).
    const dates = promoCodeRequest({
      ...EMPTY_PROMO_CODE,
      code: 'ABC',
      currency: 'EUR',
      amount: '1',
      starts_at: '2026-06-02T00:00',
      ends_at: '2026-06-01T00:00',
    });
    expect(dates).toEqual({ ok: false, errors: { ends_at: 'invalid_date' } });
  });
});

describe("a promo code's state", () => {
  const code: PromoCode = {
    id: 1,
    code: 'A',
    currency: 'EUR',
    reward: { kind: 'bonus', amount: 1, currency: 'EUR' },
    startsAt: null,
    endsAt: null,
    maxActivations: null,
    perPlayerLimit: 1,
    activations: 0,
    disabled: false,
    createdAt: '2026-01-01T00:00:00Z',
  };
  const now = new Date('2026-05-01T00:00:00Z');

  it('says whether a player may activate it now, and if not, why', () => {
    expect(promoCodeState(code, now)).toBe('active');
    expect(promoCodeState({ ...code, disabled: true }, now)).toBe('disabled');
    expect(promoCodeState({ ...code, startsAt: '2026-06-01T00:00:00Z' }, now)).toBe('scheduled');
    expect(promoCodeState({ ...code, endsAt: '2026-04-01T00:00:00Z' }, now)).toBe('ended');
    expect(promoCodeState({ ...code, maxActivations: 5, activations: 5 }, now)).toBe('used_up');
  });
});
