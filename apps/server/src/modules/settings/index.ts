export { createSettingsService, type SettingsService } from './settings.service.js';
export { settingsRoutes } from './settings.routes.js';
export {
  DEFAULT_CURRENCIES,
  DEFAULT_SETTINGS,
  SITE_SETTINGS_KEY,
  type StoredJackpots,
  type StoredWheel,
} from './settings.model.js';
export { loadJwtSecret, loadSecret, seedSettings } from './settings.seed.js';
