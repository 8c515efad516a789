import type { TradingSettings } from '@casino/contracts';

/**
 * The book's settings as the form shows them: the margins in percent, the live delay in seconds,
 * the amounts as decimals (the API speaks a fraction, milliseconds and basis points).
 */
export interface SettingsDraft {
  marginPercent: string;
  liveDelaySeconds: string;
  cashOutMarginPercent: string;
  minStake: string;
  maxStake: string;
  maxPayout: string;
  maxMarketLiability: string;
  maxEventLiability: string;
}

const AMOUNTS = ['minStake', 'maxStake', 'maxPayout', 'maxMarketLiability', 'maxEventLiability'] as const;
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export function draftOf(settings: TradingSettings): SettingsDraft {
  return {
    marginPercent: String(round(settings.margin * 100, 2)),
    liveDelaySeconds: String(round(settings.liveDelayMs / 1000, 1)),
    cashOutMarginPercent: String(round(settings.cashOutMarginBp / 100, 2)),
    ...(Object.fromEntries(AMOUNTS.map((field) => [field, String(settings[field])])) as Pick<
      SettingsDraft,
      (typeof AMOUNTS)[number]
    >),
  };
}

const decimal = (text: string) => {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : undefined;
};

/** Each field's bounds, as the sportsbook takes them (margin up to 50 %, delay up to a minute, cash-out up to 50 %). */
const BOUNDS: Record<keyof SettingsDraft, number> = {
  marginPercent: 50,
  liveDelaySeconds: 60,
  cashOutMarginPercent: 50,
  minStake: 1e12,
  maxStake: 1e12,
  maxPayout: 1e12,
  maxMarketLiability: 1e12,
  maxEventLiability: 1e12,
};

/**
 * What PUT …/settings/ is sent: the fields the form changed, in the API's units, so that a setting
 * another trader saved meanwhile is not written back over; or the fields that are not numbers in range.
 */
export function settingsPatch(
  saved: TradingSettings,
  draft: SettingsDraft,
): { ok: true; patch: Partial<TradingSettings> } | { ok: false; invalid: (keyof SettingsDraft)[] } {
  const values = Object.fromEntries(
    (Object.keys(BOUNDS) as (keyof SettingsDraft)[]).map((field) => [field, decimal(draft[field])]),
  ) as Record<keyof SettingsDraft, number | undefined>;
  const invalid = (Object.keys(BOUNDS) as (keyof SettingsDraft)[]).filter(
    (field) => values[field] === undefined || values[field] > BOUNDS[field],
  );
  if (values.minStake !== undefined && values.maxStake !== undefined && values.minStake > values.maxStake)
    invalid.push('maxStake');
  if (invalid.length) return { ok: false, invalid };
  const next: TradingSettings = {
    margin: round(values.marginPercent! / 100, 4),
    liveDelayMs: Math.round(values.liveDelaySeconds! * 1000),
    cashOutMarginBp: Math.round(values.cashOutMarginPercent! * 100),
    ...(Object.fromEntries(AMOUNTS.map((field) => [field, round(values[field]!, 2)])) as Pick<
      TradingSettings,
      (typeof AMOUNTS)[number]
    >),
  };
  const patch = Object.fromEntries(
    (Object.keys(next) as (keyof TradingSettings)[])
      .filter((field) => next[field] !== saved[field])
      .map((field) => [field, next[field]]),
  );
  return { ok: true, patch };
}
