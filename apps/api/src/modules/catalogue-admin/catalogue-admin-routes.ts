import multipart from '@fastify/multipart';
import {
  AdminBrandListQuerySchema,
  AdminBrandListSchema,
  AdminBrandSchema,
  AdminCategoryListQuerySchema,
  AdminCategoryListSchema,
  AdminCategorySchema,
  AdminProductListQuerySchema,
  AdminProductListSchema,
  AdminProductSchema,
  BrandUpdateSchema,
  BrandWriteSchema,
  CategoryUpdateSchema,
  CategoryWriteSchema,
  catalogueAdminMessages,
  GalleryOrderSchema,
  GalleryParamsSchema,
  IMAGE_FIELD,
  IMPORT_MAX_BYTES,
  ImportRefusedSchema,
  ImportResultSchema,
  ProductCreateSchema,
  ProductExportQuerySchema,
  ProductUpdateSchema,
} from '@shop/contract/catalogue-admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { messages } from '@shop/contract/messages';
import { IdParamsSchema } from '@shop/contract/query';
import { AVATAR_MAX_BYTES } from '@shop/contract/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-routes.ts';
import { multipartForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as brands from './brands-admin-service.ts';
import { exportProducts, importProducts } from './catalogue-spreadsheet-service.ts';
import * as categories from './categories-admin-service.ts';
import * as gallery from './gallery-admin-service.ts';
import * as products from './products-admin-service.ts';

const { tags, errors } = adminRoute;

const deleted = { 204: z.null().describe('Deleted'), ...errors };
const FileSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });
const NoFieldsSchema = z.object({});

/** A picture as an avatar is: one JPEG, PNG or WebP file of up to 5 MB, checked again on its bytes. */
const pictureForm = multipartForm({
  fileField: IMAGE_FIELD,
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  tooLarge: messages.avatarTooLarge,
});

const sheetForm = multipartForm({
  fileField: 'file',
  limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  tooLarge: catalogueAdminMessages.importFileTooLarge,
});

/** The catalogue's back office, under /api/admin (staff only): products, their gallery, categories, brands, sheets. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  // Products. The export and import come before `/products/:id`, which would take their names for ids.

  app.get(
    '/products/export',
    {
      schema: {
        tags,
        summary: 'The products the list`s filters select, as an Excel (.xlsx) or CSV sheet with Persian headers',
        produces: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'text/csv'],
        querystring: ProductExportQuerySchema,
        response: { 200: FileSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => {
      const sheet = await exportProducts(db, request.query);
      return reply
        .type(sheet.type)
        .header('content-disposition', `attachment; filename="${sheet.name}"`)
        .header('cache-control', 'private, no-store')
        .send(sheet.file);
    },
  );

  app.post(
    '/products/import',
    {
      preValidation: sheetForm.read,
      schema: {
        tags,
        summary:
          'Apply a sheet of products (multipart `file`, .xlsx or CSV, as the export writes it): rows with an id change ' +
          'that product, rows without add one; all rows or none, every bad row answered by its number',
        consumes: ['multipart/form-data'],
        body: NoFieldsSchema,
        response: { 200: ImportResultSchema, 400: z.union([ImportRefusedSchema, ValidationErrorBodySchema]) },
      },
    },
    async (request, reply) => {
      const outcome = await importProducts(db, staffChange(request), sheetForm.pictureOf(request));
      return 'refused' in outcome ? reply.code(400).send(outcome.refused) : outcome.result;
    },
  );

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Every product, published or not: searched, filtered (low_stock: a limited stock of 5 or less), ordered',
        querystring: AdminProductListQuerySchema,
        response: { 200: AdminProductListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await products.listAdminProducts(db, request.query), request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with its gallery and variations',
        params: IdParamsSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    async (request) => products.getAdminProduct(db, request.params.id),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Add a product, simple or variable',
        body: ProductCreateSchema,
        response: { 201: AdminProductSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await products.createAdminProduct(db, staffChange(request), request.body)),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Change a product; `attributes` and `variations`, when given, replace the whole list',
        params: IdParamsSchema,
        body: ProductUpdateSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    async (request) => products.updateAdminProduct(db, staffChange(request), request.params.id, request.body),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Delete a product that no order sold; one that was ordered is refused (unpublish it instead)',
        params: IdParamsSchema,
        response: deleted,
      },
    },
    async (request, reply) => {
      await products.deleteAdminProduct(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/products/:id/gallery',
    {
      preValidation: pictureForm.read,
      schema: {
        tags,
        summary: 'Add a picture (multipart `image`: JPEG, PNG or WebP, 5 MB, 25 MP) to the end of the gallery',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: NoFieldsSchema,
        response: { 201: AdminProductSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await gallery.addGalleryImage(db, media, staffChange(request), request.params.id, pictureForm.pictureOf(request))),
  );

  app.post(
    '/products/:id/gallery/order',
    {
      schema: {
        tags,
        summary: 'Put the gallery in this order (every picture of it, once)',
        params: IdParamsSchema,
        body: GalleryOrderSchema,
        response: { 200: AdminProductSchema, ...errors },
      },
    },
    async (request) => gallery.orderGallery(db, staffChange(request), request.params.id, request.body.ids),
  );

  app.delete(
    '/products/:id/gallery/:imageId',
    {
      schema: {
        tags,
        summary: 'Remove a picture from the gallery; a featured picture gives way to the next',
        params: GalleryParamsSchema,
        response: deleted,
      },
    },
    async (request, reply) => {
      await gallery.removeGalleryImage(db, staffChange(request), request.params.id, request.params.imageId);
      return reply.code(204).send(null);
    },
  );

  // Categories.

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories in the tree`s reading order (or ordered), each with its path, products and subcategories',
        querystring: AdminCategoryListQuerySchema,
        response: { 200: AdminCategoryListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await categories.listAdminCategories(db, request.query), request.query),
  );

  app.get(
    '/categories/:id',
    { schema: { tags, summary: 'One category', params: IdParamsSchema, response: { 200: AdminCategorySchema, ...errors } } },
    async (request) => categories.getAdminCategory(db, request.params.id),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Add a category',
        body: CategoryWriteSchema,
        response: { 201: AdminCategorySchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await categories.createAdminCategory(db, staffChange(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Change a category; a parent below itself is refused',
        params: IdParamsSchema,
        body: CategoryUpdateSchema,
        response: { 200: AdminCategorySchema, ...errors },
      },
    },
    async (request) => categories.updateAdminCategory(db, staffChange(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: { tags, summary: 'Delete a category without products or subcategories', params: IdParamsSchema, response: deleted },
    },
    async (request, reply) => {
      await categories.deleteAdminCategory(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/categories/:id/image',
    {
      preValidation: pictureForm.read,
      schema: {
        tags,
        summary: 'Set the category`s picture (multipart `image`)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: NoFieldsSchema,
        response: { 200: AdminCategorySchema, ...errors },
      },
    },
    async (request) =>
      categories.setCategoryImage(
        db,
        media,
        staffChange(request),
        request.params.id,
        pictureForm.pictureOf(request) ?? undefined,
      ),
  );

  app.delete(
    '/categories/:id/image',
    {
      schema: {
        tags,
        summary: 'Remove the category`s picture',
        params: IdParamsSchema,
        response: { 200: AdminCategorySchema, ...errors },
      },
    },
    async (request) => categories.setCategoryImage(db, media, staffChange(request), request.params.id, null),
  );

  // Brands.

  app.get(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Brands, searched by either name',
        querystring: AdminBrandListQuerySchema,
        response: { 200: AdminBrandListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await brands.listAdminBrands(db, request.query), request.query),
  );

  app.get(
    '/brands/:id',
    { schema: { tags, summary: 'One brand', params: IdParamsSchema, response: { 200: AdminBrandSchema, ...errors } } },
    async (request) => brands.getAdminBrand(db, request.params.id),
  );

  app.post(
    '/brands',
    {
      schema: {
        tags,
        summary: 'Add a brand',
        body: BrandWriteSchema,
        response: { 201: AdminBrandSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) => reply.code(201).send(await brands.createAdminBrand(db, staffChange(request), request.body)),
  );

  app.patch(
    '/brands/:id',
    {
      schema: {
        tags,
        summary: 'Change a brand; its products are found by its new names at once',
        params: IdParamsSchema,
        body: BrandUpdateSchema,
        response: { 200: AdminBrandSchema, ...errors },
      },
    },
    async (request) => brands.updateAdminBrand(db, staffChange(request), request.params.id, request.body),
  );

  app.delete(
    '/brands/:id',
    { schema: { tags, summary: 'Delete a brand no product names', params: IdParamsSchema, response: deleted } },
    async (request, reply) => {
      await brands.deleteAdminBrand(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/brands/:id/image',
    {
      preValidation: pictureForm.read,
      schema: {
        tags,
        summary: 'Set the brand`s logo (multipart `image`)',
        consumes: ['multipart/form-data'],
        params: IdParamsSchema,
        body: NoFieldsSchema,
        response: { 200: AdminBrandSchema, ...errors },
      },
    },
    async (request) =>
      brands.setBrandImage(db, media, staffChange(request), request.params.id, pictureForm.pictureOf(request) ?? undefined),
  );

  app.delete(
    '/brands/:id/image',
    {
      schema: {
        tags,
        summary: 'Remove the brand`s logo',
        params: IdParamsSchema,
        response: { 200: AdminBrandSchema, ...errors },
      },
    },
    async (request) => brands.setBrandImage(db, media, staffChange(request), request.params.id, null),
  );
};
