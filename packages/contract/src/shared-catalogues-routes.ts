import { z } from 'zod';
import { recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { IdParamsSchema } from './query.ts';
import { route, staffOnly } from './route.ts';
import {
  AdminCatalogueCreateSchema,
  AdminCatalogueListQuerySchema,
  AdminCatalogueListSchema,
  AdminCatalogueSchema,
  AdminCatalogueUpdateSchema,
  CatalogueKeyParamsSchema,
  CatalogueSchema,
} from './shared-catalogues.ts';

export const sharedCataloguesRoutes = {
  read: route({
    method: 'GET',
    path: '/api/products/catalogs/:key',
    tags: ['catalogue'],
    summary: 'A shareable catalogue by its key',
    params: CatalogueKeyParamsSchema,
    response: { 200: CatalogueSchema, ...recordRefusals },
  }),
  /** Each with its public page, `/catalogs?key=…`. */
  admin: {
    list: route({
      method: 'GET',
      path: '/api/admin/catalogues',
      ...staffOnly('catalogue.manage'),
      summary: 'Shareable catalogues, last changed first, searched by title, each with its public link',
      query: AdminCatalogueListQuerySchema,
      response: { 200: AdminCatalogueListSchema, 400: ValidationErrorBodySchema },
    }),
    read: route({
      method: 'GET',
      path: '/api/admin/catalogues/:id',
      ...staffOnly('catalogue.manage'),
      summary: 'A catalogue with its items in order, as its public page shows them',
      params: IdParamsSchema,
      response: { 200: AdminCatalogueSchema, ...recordRefusals },
    }),
    create: route({
      method: 'POST',
      path: '/api/admin/catalogues',
      ...staffOnly('catalogue.manage'),
      summary: 'Make a catalogue behind a new random key: title, description and items with their notes, in order',
      body: AdminCatalogueCreateSchema,
      response: { 201: AdminCatalogueSchema, 400: ValidationErrorBodySchema },
    }),
    update: route({
      method: 'PATCH',
      path: '/api/admin/catalogues/:id',
      ...staffOnly('catalogue.manage'),
      summary: 'Change any part of a catalogue; `items` is the whole new list. Its public page shows it at once',
      params: IdParamsSchema,
      body: AdminCatalogueUpdateSchema,
      response: { 200: AdminCatalogueSchema, ...recordRefusals },
    }),
    delete: route({
      method: 'DELETE',
      path: '/api/admin/catalogues/:id',
      ...staffOnly('catalogue.manage'),
      summary: 'Delete a catalogue: its link is not found from then on',
      params: IdParamsSchema,
      response: { 204: z.null().describe('Deleted'), ...recordRefusals },
    }),
  },
};
