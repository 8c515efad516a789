import { CurrencyList, Settings } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SettingsService } from './settings.service.js';

export const settingsRoutes: FastifyPluginAsyncZod<{ settings: SettingsService }> = async (app, { settings }) => {
  app.get('/api/settings/', { schema: { tags: ['settings'], response: { 200: Settings } } }, () =>
    settings.getSettings(),
  );
  app.get('/api/settings/currency-list/', { schema: { tags: ['settings'], response: { 200: CurrencyList } } }, () =>
    settings.listCurrencies(),
  );
};
