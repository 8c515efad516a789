import { type BonusSettings, BonusSettingsPatch } from '@casino/contracts';
import { type CurrencyRow, recordOf, rowsOf } from './currency-rows';
import { type FieldCodes, parseDecimal, parseWhole, validate } from './form-errors';

/** The settings form as typed: switches, texts, and the amounts per currency as lines. */
export interface SettingsDraft {
  cashbackOn: boolean;
  cashbackPercent: string;
  cashbackPeriodDays: string;
  transferBonusBalanceToBalanceOn: boolean;
  transferBonusBalanceToBalanceMinBalance: string;
  transferBonusBalanceToBalanceRate: string;
  exchangeMinimums: CurrencyRow[];
  firstDepositPercent: string;
  firstDepositCaps: CurrencyRow[];
}

export function draftOf(settings: BonusSettings): SettingsDraft {
  return {
    cashbackOn: settings.cashbackOn,
    cashbackPercent: String(settings.cashbackPercent),
    cashbackPeriodDays: String(settings.cashbackPeriodDays),
    transferBonusBalanceToBalanceOn: settings.transferBonusBalanceToBalanceOn,
    transferBonusBalanceToBalanceMinBalance: String(settings.transferBonusBalanceToBalanceMinBalance),
    transferBonusBalanceToBalanceRate: String(settings.transferBonusBalanceToBalanceRate),
    exchangeMinimums: rowsOf(settings.exchangeMinimums),
    firstDepositPercent: String(settings.firstDepositPercent),
    firstDepositCaps: rowsOf(settings.firstDepositCaps),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What PATCH /api/backoffice/bonus-settings/ is sent: the fields the form changed, and only
 * those, so a setting another operator saved meanwhile (or the wagering terms, not on this
 * form) is not written back over.
 */
export function settingsPatch(
  saved: BonusSettings,
  draft: SettingsDraft,
): { ok: true; data: BonusSettingsPatch } | { ok: false; errors: FieldCodes } {
  const minimums = recordOf(draft.exchangeMinimums);
  const caps = recordOf(draft.firstDepositCaps);
  const values: Record<keyof SettingsDraft, unknown> = {
    cashbackOn: draft.cashbackOn,
    cashbackPercent: parseDecimal(draft.cashbackPercent),
    cashbackPeriodDays: parseWhole(draft.cashbackPeriodDays),
    transferBonusBalanceToBalanceOn: draft.transferBonusBalanceToBalanceOn,
    transferBonusBalanceToBalanceMinBalance: parseDecimal(draft.transferBonusBalanceToBalanceMinBalance),
    transferBonusBalanceToBalanceRate: parseDecimal(draft.transferBonusBalanceToBalanceRate),
    exchangeMinimums: minimums.record,
    firstDepositPercent: parseWhole(draft.firstDepositPercent),
    firstDepositCaps: caps.record,
  };
  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => !same(saved[key as keyof BonusSettings], value)),
  );
  const result = validate(BonusSettingsPatch, changed);
  const duplicates: FieldCodes = {
    ...(minimums.duplicate ? { exchangeMinimums: 'duplicate_currency' } : {}),
    ...(caps.duplicate ? { firstDepositCaps: 'duplicate_currency' } : {}),
  };
  if (Object.keys(duplicates).length === 0) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), ...duplicates } };
}
