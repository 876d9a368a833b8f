import { SettingsAdminSchema, SettingsUpdateSchema } from '@shop/contract/content-admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRoute } from '../../lib/admin-routes.ts';
import { staffChange } from '../../plugins/auth.ts';
import { getSettingsForAdmin, updateSettings } from './settings-service.ts';

const { tags } = adminRoute;

/** The store's one record of general settings (id 1), under /api/admin (staff only). */
export const settingsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: "The store's contacts, title, address, licence, blog, map position and the seller's codes for invoices",
        response: { 200: SettingsAdminSchema },
      },
    },
    async () => getSettingsForAdmin(app.db),
  );

  app.patch(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Change any part of the settings; an empty contact is cleared. The storefront shows the change at once',
        body: SettingsUpdateSchema,
        response: { 200: SettingsAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => updateSettings(app.db, staffChange(request), request.body),
  );
};
