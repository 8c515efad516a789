import { JACKPOT_TIERS, JackpotTerms } from '@casino/contracts';
import { type FieldCodes, parseDecimal, validate } from './form-errors';

export type Tier = (typeof JACKPOT_TIERS)[number];

/** One currency of a tier: the seed it starts at and the cap it drops before. */
export interface TierRow {
  currency: string;
  seed: string;
  cap: string;
}

export interface TierDraft {
  contributionPercent: string;
  rows: TierRow[];
}

export interface JackpotsDraft {
  enabled: boolean;
  tiers: Record<Tier, TierDraft>;
}

/** The terms as the form's lines: a currency per line, with its seed and cap side by side. */
export function jackpotsDraftOf(terms: JackpotTerms): JackpotsDraft {
  const tiers = Object.fromEntries(
    JACKPOT_TIERS.map((tier) => {
      const { contributionPercent, seeds, caps } = terms.tiers[tier];
      const currencies = [...new Set([...Object.keys(seeds), ...Object.keys(caps)])];
      return [
        tier,
        {
          contributionPercent: String(contributionPercent),
          rows: currencies.map((currency) => ({
            currency,
            seed: seeds[currency] === undefined ? '' : String(seeds[currency]),
            cap: caps[currency] === undefined ? '' : String(caps[currency]),
          })),
        },
      ];
    }),
  ) as Record<Tier, TierDraft>;
  return { enabled: terms.enabled, tiers };
}

/**
 * The form as the body of PUT /api/backoffice/jackpots/. A seed or cap left blank names no
 * amount for that currency (the first currency's is converted); a currency given twice is refused.
 */
export function jackpotTermsRequest(
  draft: JackpotsDraft,
): { ok: true; data: JackpotTerms } | { ok: false; errors: FieldCodes } {
  const duplicates: FieldCodes = {};
  const tiers = Object.fromEntries(
    JACKPOT_TIERS.map((tier) => {
      const seeds: Record<string, number> = {};
      const caps: Record<string, number> = {};
      const seen = new Set<string>();
      for (const row of draft.tiers[tier].rows) {
        const currency = row.currency.trim().toUpperCase();
        if (!currency && !row.seed.trim() && !row.cap.trim()) continue;
        if (seen.has(currency)) duplicates[`tiers.${tier}.rows`] = 'duplicate_currency';
        seen.add(currency);
        const seed = parseDecimal(row.seed);
        const cap = parseDecimal(row.cap);
        if (seed !== undefined) seeds[currency] = seed;
        if (cap !== undefined) caps[currency] = cap;
      }
      return [tier, { contributionPercent: parseDecimal(draft.tiers[tier].contributionPercent), seeds, caps }];
    }),
  );
  const result = validate(JackpotTerms, { enabled: draft.enabled, tiers });
  if (result.ok && Object.keys(duplicates).length === 0) return result;
  return { ok: false, errors: { ...(result.ok ? {} : result.errors), ...duplicates } };
}
