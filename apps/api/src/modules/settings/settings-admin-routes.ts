import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import { getSettingsForAdmin, updateSettings } from './settings-service.ts';

const { admin } = routes.settings;

/** The store's one record of general settings (id 1), staff only. */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  serve(app, admin.read, async () => getSettingsForAdmin(app.db));
  serve(app, admin.update, async (request) => updateSettings(app.db, staffChange(request), request.body));
};
