import { BonusSettings, BonusSettingsPatch } from '@casino/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BonusSettingsService } from './bonus-settings.service.js';
import { STAFF } from '../../lib/staff-roles.js';

/** The operator's bonus terms (roles SO and O): cashback, exchange and first-deposit bonus. */
export const bonusSettingsRoutes: FastifyPluginAsyncZod<{ bonusSettings: BonusSettingsService }> = async (
  app,
  { bonusSettings },
) => {
  const options = { onRequest: app.requireRole(...STAFF.operators) };
  const schema = { tags: ['bonus'], security: [{ bearer: [] }] };
  app.get(
    '/api/backoffice/bonus-settings/',
    { ...options, schema: { ...schema, response: { 200: BonusSettings } } },
    () => bonusSettings.read(),
  );
  app.patch(
    '/api/backoffice/bonus-settings/',
    { ...options, schema: { ...schema, body: BonusSettingsPatch, response: { 200: BonusSettings } } },
    (request) => bonusSettings.update(request.body),
  );
};
