import type { TradingSettings } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, settingsPatch } from './settings-draft';

const saved: TradingSettings = {
  margin: 0.055,
  liveDelayMs: 5_000,
  cashOutMarginBp: 400,
  minStake: 0.1,
  maxStake: 3_000,
  maxPayout: 25_000,
  maxMarketLiability: 50_000,
  maxEventLiability: 100_000,
};

describe("the book's settings form", () => {
  it('shows margins in percent and the delay in seconds', () => {
    expect(draftOf(saved)).toMatchObject({ marginPercent: '5.5', liveDelaySeconds: '5', cashOutMarginPercent: '4' });
  });

  it('sends only what changed, in the API units', () => {
    const draft = { ...draftOf(saved), marginPercent: '6,25', liveDelaySeconds: '2.5', maxStake: '2500' };
    expect(settingsPatch(saved, draft)).toEqual({
      ok: true,
      patch: { margin: 0.0625, liveDelayMs: 2_500, maxStake: 2_500 },
    });
    expect(settingsPatch(saved, draftOf(saved))).toEqual({ ok: true, patch: {} });
  });

  it('names the fields that are not numbers in range', () => {
    const draft = { ...draftOf(saved), marginPercent: '60', minStake: 'abc', liveDelaySeconds: '' };
    expect(settingsPatch(saved, draft)).toEqual({
      ok: false,
      invalid: ['marginPercent', 'liveDelaySeconds', 'minStake'],
    });
    expect(settingsPatch(saved, { ...draftOf(saved), minStake: '5000' })).toEqual({ ok: false, invalid: ['maxStake'] });
  });
});
