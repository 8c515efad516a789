import {
  type Currency,
  fromMinor,
  type Settings,
  SPORTSBOOK_INTEGRATIONS,
  type SportsbookIntegrationSetting,
  toMinorCeil,
} from '@casino/contracts';
import type { Db, Executor } from '../../db/database.js';
import * as repo from './settings.repository.js';
import { DEFAULT_SETTINGS, SITE_SETTINGS_KEY, StoredSettings } from './settings.model.js';

export type SettingsService = ReturnType<typeof createSettingsService>;

export function createSettingsService(deps: {
  db: Db;
  mailboxUrl: string | null;
  /** Where browsers reach the sportsbook provider (SPORTSBOOK_PUBLIC_URL): an integration's URL unless it has its own. */
  sportsbookPublicUrl: string;
}) {
  async function readStored(db: Executor = deps.db): Promise<StoredSettings> {
    const value = await repo.readSetting(db, SITE_SETTINGS_KEY);
    return value === undefined ? DEFAULT_SETTINGS : StoredSettings.parse(value);
  }

  const integrationsOf = (stored: StoredSettings): SportsbookIntegrationSetting[] =>
    SPORTSBOOK_INTEGRATIONS.map((id) => {
      const { enabled, providerUrl, styleUrl } = stored.sportsbooks[id];
      return { id, enabled, url: (providerUrl ?? deps.sportsbookPublicUrl).replace(/\/+$/, ''), styleUrl };
    });

  return {
    readStored,

    /** Replaces the operator's settings; refused (ZodError) unless they are complete and valid. */
    async writeStored(settings: StoredSettings, db: Executor = deps.db): Promise<void> {
      await repo.writeSetting(db, SITE_SETTINGS_KEY, StoredSettings.parse(settings));
    },

    /** Changes the operator's settings under a lock: two operators' changes never undo each other. */
    async updateStored(change: (stored: StoredSettings) => StoredSettings): Promise<StoredSettings> {
      return deps.db.transaction().execute(async (tx) => {
        await repo.lockSetting(tx, SITE_SETTINGS_KEY);
        const next = StoredSettings.parse(change(await readStored(tx)));
        await repo.writeSetting(tx, SITE_SETTINGS_KEY, next);
        return next;
      });
    },

    /** The public settings of SPEC.md §3, amounts as decimals (minBet ceiled, the rest floored). */
    async getSettings(): Promise<Settings> {
      const [stored, currencies] = await Promise.all([readStored(), repo.listCurrencies(deps.db)]);
      const { limits, bonuses } = stored;
      return {
        rates: stored.rates,
        limits: {
          maxBet: fromMinor(limits.maxBet),
          minBet: fromMinor(toMinorCeil(fromMinor(limits.minBet))),
          maxWin: fromMinor(limits.maxWin),
          maxTransaction: fromMinor(limits.maxTransaction),
        },
        bonuses: {
          ...bonuses,
          transferBonusBalanceToBalanceMinBalance: fromMinor(bonuses.transferBonusBalanceToBalanceMinBalance),
        },
        isTransferToBonusBalanceOn: stored.isTransferToBonusBalanceOn,
        defaultCurrency: currencies.find((c) => c.is_default)?.code ?? 'EUR',
        currencies: currencies.map((c) => c.code),
        mailboxUrl: deps.mailboxUrl,
        sportsbooks: integrationsOf(stored),
      };
    },

    /** Every sportsbook integration in SPORTSBOOK_INTEGRATIONS order: enabled or not, and its provider's public URL. */
    async sportsbookIntegrations(db: Executor = deps.db): Promise<SportsbookIntegrationSetting[]> {
      return integrationsOf(await readStored(db));
    },

    async listCurrencies(): Promise<Currency[]> {
      const rows = await repo.listCurrencies(deps.db);
      return rows.map((row) => ({
        code: row.code,
        name: row.name,
        symbol: row.symbol,
        isDefault: row.is_default,
        isDepositCurrency: row.is_deposit_currency,
      }));
    },

    /** The currency settings' limits are expressed in. */
    async defaultCurrency(db: Executor = deps.db): Promise<string> {
      const rows = await repo.listCurrencies(db);
      return rows.find((row) => row.is_default)?.code ?? 'EUR';
    },

    findCurrency: (code: string, db: Executor = deps.db) => repo.findCurrency(db, code),
  };
}
