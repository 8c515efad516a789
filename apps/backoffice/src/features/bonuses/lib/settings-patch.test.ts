import type { BonusSettings } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { draftOf, settingsPatch } from './settings-patch';

const saved: BonusSettings = {
  cashbackOn: true,
  cashbackPercent: 10,
  cashbackPeriodDays: 7,
  transferBonusBalanceToBalanceOn: true,
  transferBonusBalanceToBalanceMinBalance: 3,
  transferBonusBalanceToBalanceRate: 2,
  exchangeMinimums: { TND: 3 },
  firstDepositPercent: 100,
  firstDepositCaps: { EUR: 200, USD: 220 },
  wagering: {},
};

describe('the bonus settings form', () => {
  it('sends nothing when nothing changed', () => {
    expect(settingsPatch(saved, draftOf(saved))).toEqual({ ok: true, data: {} });
  });

  it('sends only the fields changed, as numbers, the caps as a record', () => {
    const draft = {
      ...draftOf(saved),
      cashbackPercent: '12,5',
      firstDepositCaps: [
        { currency: 'eur', amount: '250' },
        { currency: 'USD', amount: '220' },
        { currency: '', amount: '' },
      ],
    };
    expect(settingsPatch(saved, draft)).toEqual({
      ok: true,
      data: { cashbackPercent: 12.5, firstDepositCaps: { EUR: 250, USD: 220 } },
    });
  });

  it('refuses a share over 100 %, a period of 0 days, a currency twice, a cap left blank', () => {
    const draft = {
      ...draftOf(saved),
      cashbackPercent: '101',
      cashbackPeriodDays: '0',
      exchangeMinimums: [
        { currency: 'TND', amount: '3' },
        { currency: 'TND', amount: '4' },
      ],
      firstDepositCaps: [{ currency: 'EUR', amount: '' }],
    };
    expect(settingsPatch(saved, draft)).toEqual({
      ok: false,
      errors: {
        cashbackPercent: 'too_long',
        cashbackPeriodDays: 'too_short',
        exchangeMinimums: 'duplicate_currency',
        'firstDepositCaps.EUR': 'invalid',
      },
    });
  });
});
