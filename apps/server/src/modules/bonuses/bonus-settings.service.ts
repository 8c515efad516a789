import { type BonusSettings, type BonusSettingsPatch, fromMinor, toMinor, type WageringTerms } from '@casino/contracts';
import type { SettingsService } from '../settings/index.js';

type StoredBonuses = Awaited<ReturnType<SettingsService['readStored']>>['bonuses'];

const mapValues = (record: Record<string, number>, map: (value: number) => number) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]));

/** Each kind's terms with their maximum stakes converted by `map`. */
const mapMaxBets = (wagering: WageringTerms, map: (value: number) => number): WageringTerms =>
  Object.fromEntries(
    Object.entries(wagering).map(([kind, terms]) => [kind, { ...terms, maxBets: mapValues(terms.maxBets, map) }]),
  );

function toDecimals(stored: StoredBonuses): BonusSettings {
  return {
    ...stored,
    transferBonusBalanceToBalanceMinBalance: fromMinor(stored.transferBonusBalanceToBalanceMinBalance),
    exchangeMinimums: mapValues(stored.exchangeMinimums, fromMinor),
    firstDepositCaps: mapValues(stored.firstDepositCaps, fromMinor),
    wagering: mapMaxBets(stored.wagering, fromMinor),
  };
}

function toStored(patch: BonusSettingsPatch): Partial<StoredBonuses> {
  const {
    transferBonusBalanceToBalanceMinBalance: minBalance,
    exchangeMinimums,
    firstDepositCaps,
    wagering,
    ...rest
  } = patch;
  return {
    ...rest,
    ...(minBalance === undefined ? {} : { transferBonusBalanceToBalanceMinBalance: toMinor(minBalance) }),
    ...(exchangeMinimums ? { exchangeMinimums: mapValues(exchangeMinimums, toMinor) } : {}),
    ...(firstDepositCaps ? { firstDepositCaps: mapValues(firstDepositCaps, toMinor) } : {}),
    ...(wagering ? { wagering: mapMaxBets(wagering, toMinor) } : {}),
  };
}

export type BonusSettingsService = ReturnType<typeof createBonusSettingsService>;

/** The operator's bonus terms: read, and changed in part, the rest kept as it stands. */
export function createBonusSettingsService(deps: { settings: SettingsService }) {
  return {
    read: async (): Promise<BonusSettings> => toDecimals((await deps.settings.readStored()).bonuses),
    async update(patch: BonusSettingsPatch): Promise<BonusSettings> {
      const next = await deps.settings.updateStored((stored) => ({
        ...stored,
        bonuses: { ...stored.bonuses, ...toStored(patch) },
      }));
      return toDecimals(next.bonuses);
    },
  };
}
