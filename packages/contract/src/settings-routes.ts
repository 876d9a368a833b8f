import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { route, staffOnly } from './route.ts';
import { GeneralSettingsSchema, SettingsAdminSchema, SettingsUpdateSchema } from './settings.ts';

export const settingsRoutes = {
  general: route({
    method: 'GET',
    path: '/api/settings/general',
    tags: ['settings'],
    summary: "The store's contacts, title and licence",
    response: { 200: GeneralSettingsSchema, 404: DetailErrorBodySchema },
  }),
  admin: {
    read: route({
      method: 'GET',
      path: '/api/admin/settings',
      ...staffOnly('settings.manage'),
      summary: "The store's contacts, title, address, licence, blog, map position and the seller's codes for invoices",
      response: { 200: SettingsAdminSchema },
    }),
    update: route({
      method: 'PATCH',
      path: '/api/admin/settings',
      ...staffOnly('settings.manage'),
      summary: 'Change any part of the settings; an empty contact is cleared. The storefront shows the change at once',
      body: SettingsUpdateSchema,
      response: { 200: SettingsAdminSchema, 400: ValidationErrorBodySchema },
    }),
  },
};
