import { DetailErrorBodySchema } from '@shop/contract/errors';
import { GeneralSettingsSchema } from '@shop/contract/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getGeneralSettings } from './settings-service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: "The store's contacts, title and licence",
        response: { 200: GeneralSettingsSchema, 404: DetailErrorBodySchema },
      },
    },
    async () => getGeneralSettings(app.db),
  );
};
