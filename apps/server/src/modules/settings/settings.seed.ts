import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { DEFAULT_CURRENCIES, DEFAULT_SETTINGS, SITE_SETTINGS_KEY } from './settings.model.js';
import * as repo from './settings.repository.js';

/** Fills a new database with the currency list and settings; leaves an existing one alone. */
export async function seedSettings(db: Db): Promise<void> {
  await repo.insertMissingCurrencies(db, DEFAULT_CURRENCIES);
  await repo.insertSettingIfMissing(db, SITE_SETTINGS_KEY, DEFAULT_SETTINGS);
}

/** The JWT signing secret: the configured one, else one generated once and kept in the database. */
export async function loadJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  return configured ?? repo.readOrCreateSecret(db, 'jwt', () => randomBytes(48).toString('base64url'));
}
