import { z } from 'zod';
import {
  AnnouncementAdminListQuerySchema,
  AnnouncementAdminListSchema,
  AnnouncementAdminSchema,
  AnnouncementCreateSchema,
  AnnouncementListQuerySchema,
  AnnouncementListSchema,
  AnnouncementUpdateSchema,
} from './announcements.ts';
import { recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { route, staffOnly } from './route.ts';

export const announcementsRoutes = {
  list: route({
    method: 'GET',
    path: '/api/shop/announces',
    tags: ['shop'],
    summary: 'Announcements of the top marquee',
    query: AnnouncementListQuerySchema,
    response: { 200: AnnouncementListSchema, 400: ValidationErrorBodySchema },
  }),
  /** Every change shows at once on every page. */
  admin: {
    list: route({
      method: 'GET',
      path: '/api/admin/announcements',
      ...staffOnly('content.manage'),
      summary: 'Announcements, the inactive ones too; filtered by active, searched in the message',
      query: AnnouncementAdminListQuerySchema,
      response: { 200: AnnouncementAdminListSchema, 400: ValidationErrorBodySchema },
    }),
    read: route({
      method: 'GET',
      path: '/api/admin/announcements/:id',
      ...staffOnly('content.manage'),
      summary: 'An announcement',
      params: IdParamsSchema,
      response: { 200: AnnouncementAdminSchema, ...recordRefusals },
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/announcements',
      ...staffOnly('content.manage'),
      summary: 'Add an announcement: its colours as CSS hex, its animation (bounce, blink or none), a page of the shop it opens',
      body: AnnouncementCreateSchema,
      response: { 201: AnnouncementAdminSchema, 400: ValidationErrorBodySchema },
    }),
    update: route({
      method: 'PATCH',
      path: '/api/admin/announcements/:id',
      ...staffOnly('content.manage'),
      summary: 'Change an announcement',
      params: IdParamsSchema,
      body: AnnouncementUpdateSchema,
      response: { 200: AnnouncementAdminSchema, ...recordRefusals },
    }),
    delete: route({
      method: 'DELETE',
      path: '/api/admin/announcements/:id',
      ...staffOnly('content.manage'),
      summary: 'Delete an announcement',
      params: IdParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...recordRefusals },
    }),
  },
};
