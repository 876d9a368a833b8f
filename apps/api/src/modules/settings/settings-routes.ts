import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.ts';
import { getGeneralSettings } from './settings-service.ts';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, routes.settings.general, async () => getGeneralSettings(app.db));
};
