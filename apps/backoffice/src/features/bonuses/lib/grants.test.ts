import { describe, expect, it } from 'vitest';
import { bonusGrantRequest, freeBetRequest, freeSpinsRequest, manualBonusType } from './grants';

describe('a grant by hand', () => {
  it("is the super operator's or the owner's type (SPEC §4)", () => {
    expect(manualBonusType('SO')).toBe('IncreasedBySO');
    expect(manualBonusType('O')).toBe('IncreasedByOwner');
  });

  it('sends the amount as a decimal, negative to take back, with the comment when there is one', () => {
    expect(bonusGrantRequest(7, { amount: '12,5', way: 'grant', comment: '  goodwill ' }, 'SO')).toEqual({
      ok: true,
      data: { user_id: 7, amount: 12.5, type: 'IncreasedBySO', comment: 'goodwill' },
    });
    expect(bonusGrantRequest(7, { amount: '-3', way: 'take', comment: '' }, 'O')).toEqual({
      ok: true,
      data: { user_id: 7, amount: -3, type: 'IncreasedByOwner' },
    });
    // A minus typed on a grant does not turn it into a take-back.
    expect(bonusGrantRequest(7, { amount: '-3', way: 'grant', comment: '' }, 'O')).toMatchObject({
      data: { amount: 3 },
    });
  });

  it('shows what is wrong with the amount and the comment before anything is sent', () => {
    const errorsOf = (amount: string, comment = '') => {
      const result = bonusGrantRequest(7, { amount, way: 'grant', comment }, 'SO');
      return result.ok ? null : result.errors;
    };
    expect(errorsOf('')).toEqual({ amount: 'required' });
    expect(errorsOf('abc')).toEqual({ amount: 'invalid' });
    expect(errorsOf('0')).toEqual({ amount: 'invalid' });
    expect(errorsOf('1.005')).toEqual({ amount: 'invalid' });
    expect(errorsOf('2000000000')).toEqual({ amount: 'too_long' });
    expect(errorsOf('5', 'x'.repeat(501))).toEqual({ comment: 'too_long' });
  });
});

describe('free spins', () => {
  const draft = { provider: 'studio', game_id: 'fruit-slot', count: '20', bet: '0.2', valid_hours: '48' };

  it('are sent with the count, the bet and the hours as numbers', () => {
    expect(freeSpinsRequest(3, draft)).toEqual({
      ok: true,
      data: { user_id: 3, provider: 'studio', game_id: 'fruit-slot', count: 20, bet: 0.2, valid_hours: 48 },
    });
  });

  it('need a game, a whole count up to 1000 and a bet', () => {
    const result = freeSpinsRequest(3, { ...draft, game_id: '', count: '2.5', bet: '' });
    expect(result).toEqual({ ok: false, errors: { game_id: 'required', count: 'invalid', bet: 'required' } });
    expect(freeSpinsRequest(3, { ...draft, count: '1001' })).toMatchObject({ errors: { count: 'too_long' } });
  });
});

describe('a free bet', () => {
  const now = new Date('2026-05-01T10:00:00Z');

  it('is sent with its stake and the moment it expires, as an ISO moment', () => {
    const result = freeBetRequest(3, { provider: 'sportsbook', amount: '5', expires_at: '2026-05-08T10:00' }, now);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ user_id: 3, provider: 'sportsbook', amount: 5 });
    expect(new Date(result.data.expires_at).getTime()).toBe(new Date('2026-05-08T10:00').getTime());
  });

  it('must expire in the future, with a stake of at least 0.01', () => {
    const result = freeBetRequest(3, { provider: 'sportsbook', amount: '0.001', expires_at: '2020-01-01T00:00' }, now);
    expect(result).toEqual({ ok: false, errors: { amount: 'too_short', expires_at: 'in_past' } });
    expect(freeBetRequest(3, { provider: '', amount: '1', expires_at: '' }, now)).toMatchObject({
      errors: { provider: 'required', expires_at: 'required' },
    });
  });
});
