import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { route, staffOnly } from './route.ts';
import {
  QueuedTextListQuerySchema,
  QueuedTextListSchema,
  TextKindParamsSchema,
  TextSettingsSchema,
  TextSettingsUpdateSchema,
  TextTemplateListSchema,
  TextTemplateSchema,
  TextTemplateUpdateSchema,
} from './texts.ts';

export const textsRoutes = {
  admin: {
    templates: route({
      method: 'GET',
      path: '/api/admin/texts/templates',
      ...staffOnly('settings.manage'),
      summary: 'Every kind of text message after a sale, with its text now, its default and the placeholders it may use',
      response: { 200: TextTemplateListSchema },
    }),
    updateTemplate: route({
      method: 'PATCH',
      path: '/api/admin/texts/templates/:kind',
      ...staffOnly('settings.manage'),
      summary: "A kind's text from now on; a placeholder the kind does not fill is refused. Texts already queued keep theirs",
      params: TextKindParamsSchema,
      body: TextTemplateUpdateSchema,
      response: { 200: TextTemplateSchema, 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema },
    }),
    resetTemplate: route({
      method: 'DELETE',
      path: '/api/admin/texts/templates/:kind',
      ...staffOnly('settings.manage'),
      summary: "Back to the kind's default text",
      params: TextKindParamsSchema,
      response: { 200: TextTemplateSchema, 400: ValidationErrorBodySchema, 404: DetailErrorBodySchema },
    }),
    settings: route({
      method: 'GET',
      path: '/api/admin/texts/settings',
      ...staffOnly('settings.manage'),
      summary: 'The staff numbers each new order is texted to',
      response: { 200: TextSettingsSchema },
    }),
    updateSettings: route({
      method: 'PATCH',
      path: '/api/admin/texts/settings',
      ...staffOnly('settings.manage'),
      summary: 'Replace the staff numbers each new order is texted to; none texts no one',
      body: TextSettingsUpdateSchema,
      response: { 200: TextSettingsSchema, 400: ValidationErrorBodySchema },
    }),
    messages: route({
      method: 'GET',
      path: '/api/admin/texts/messages',
      ...staffOnly('orders.view'),
      summary: 'The queued text messages, newest first: waiting, sent, or given up on, with their attempts and last error',
      query: QueuedTextListQuerySchema,
      response: { 200: QueuedTextListSchema, 400: ValidationErrorBodySchema },
    }),
  },
};
