import type { WheelOperatorView } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { wheelDraftOf, wheelTermsRequest } from './wheel-terms';

const view: WheelOperatorView = {
  freeSpinTime: 86_400,
  paidSpinCost: 1,
  freeSpinMinBalance: 0,
  paidSpinMinBalance: 1,
  segments: Array.from({ length: 16 }, (_, index) => ({
    name: `Prize ${index}`,
    amount: index,
    isPresent: index === 15,
    weight: index === 0 ? 0 : 10,
  })),
  paidSpinReturn: { numerator: '7', denominator: '8', percent: 87.5 },
  totalWeight: 150,
};

describe("the wheel's form", () => {
  it('shows the time between free spins in minutes and sends it back in seconds, every segment as numbers', () => {
    const draft = wheelDraftOf(view);
    expect(draft.freeSpinMinutes).toBe('1440');
    const result = wheelTermsRequest({ ...draft, freeSpinMinutes: '90' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data.freeSpinTime).toBe(5_400);
    expect(result.data.segments).toEqual(view.segments);
  });

  it("names the wrong segment's field, and the minutes rather than the seconds", () => {
    const draft = wheelDraftOf(view);
    draft.segments[3] = { ...draft.segments[3]!, name: ' ', weight: '1.5' };
    const result = wheelTermsRequest({ ...draft, freeSpinMinutes: '0.5' });
    expect(result).toEqual({
      ok: false,
      errors: { freeSpinMinutes: 'too_short', 'segments.3.name': 'required', 'segments.3.weight': 'invalid' },
    });
  });

  it('refuses a wheel where no segment can be drawn', () => {
    const draft = wheelDraftOf(view);
    const result = wheelTermsRequest({ ...draft, segments: draft.segments.map((row) => ({ ...row, weight: '0' })) });
    expect(result).toEqual({ ok: false, errors: { segments: 'invalid' } });
  });
});
