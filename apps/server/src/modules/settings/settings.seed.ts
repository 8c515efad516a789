import { randomBytes } from 'node:crypto';
import type { Db, Executor } from '../../db/database.js';
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

/** A named random secret kept in the database, created once (e.g. the crypto address master seed). */
export async function loadSecret(db: Executor, name: string): Promise<string> {
  return repo.readOrCreateSecret(db, name, () => randomBytes(32).toString('hex'));
}
