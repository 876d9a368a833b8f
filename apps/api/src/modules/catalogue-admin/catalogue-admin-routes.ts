import multipart from '@fastify/multipart';
import { catalogueAdminMessages, IMAGE_FIELD, IMPORT_MAX_BYTES } from '@shop/contract/catalogue-admin';
import { messages } from '@shop/contract/messages';
import { routes } from '@shop/contract/routes';
import { AVATAR_MAX_BYTES } from '@shop/contract/users';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { multipartForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as brands from './brands-admin-service.ts';
import { exportProducts, importProducts } from './catalogue-spreadsheet-service.ts';
import * as categories from './categories-admin-service.ts';
import * as gallery from './gallery-admin-service.ts';
import * as products from './products-admin-service.ts';

const { admin } = routes.catalogue;

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

/** The catalogue's back office, staff only: products, their gallery, categories, brands, sheets. */
export const catalogueAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, pictures } = app;
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } });

  serve(app, admin.products.export, async (request, reply) => {
    const sheet = await exportProducts(db, pictures, request.query);
    return reply
      .type(sheet.type)
      .header('content-disposition', `attachment; filename="${sheet.name}"`)
      .header('cache-control', 'private, no-store')
      .send(sheet.file);
  });

  serve(app, admin.products.import, { preValidation: sheetForm.read }, async (request, reply) => {
    const outcome = await importProducts(db, pictures, staffChange(request), sheetForm.pictureOf(request));
    return 'refused' in outcome ? reply.code(400).send(outcome.refused) : outcome.result;
  });

  serve(app, admin.products.list, async (request) =>
    paginate(request, await products.listAdminProducts(db, pictures, request.query), request.query),
  );

  serve(app, admin.products.read, async (request) => products.getAdminProduct(db, pictures, request.params.id));

  serve(app, admin.products.create, async (request, reply) =>
    reply.code(201).send(await products.createAdminProduct(db, pictures, staffChange(request), request.body)),
  );

  serve(app, admin.products.update, async (request) =>
    products.updateAdminProduct(db, pictures, staffChange(request), request.params.id, request.body),
  );

  serve(app, admin.products.delete, async (request, reply) => {
    await products.deleteAdminProduct(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, admin.products.addPicture, { preValidation: pictureForm.read }, async (request, reply) =>
    reply
      .code(201)
      .send(
        await gallery.addGalleryImage(
          db,
          media,
          pictures,
          staffChange(request),
          request.params.id,
          pictureForm.pictureOf(request),
        ),
      ),
  );

  serve(app, admin.products.orderGallery, async (request) =>
    gallery.orderGallery(db, pictures, staffChange(request), request.params.id, request.body.ids),
  );

  serve(app, admin.products.removePicture, async (request, reply) => {
    await gallery.removeGalleryImage(db, pictures, staffChange(request), request.params.id, request.params.imageId);
    return reply.code(204).send(null);
  });

  serve(app, admin.categories.list, async (request) =>
    paginate(request, await categories.listAdminCategories(db, pictures, request.query), request.query),
  );

  serve(app, admin.categories.read, async (request) => categories.getAdminCategory(db, pictures, request.params.id));

  serve(app, admin.categories.create, async (request, reply) =>
    reply.code(201).send(await categories.createAdminCategory(db, pictures, staffChange(request), request.body)),
  );

  serve(app, admin.categories.update, async (request) =>
    categories.updateAdminCategory(db, pictures, staffChange(request), request.params.id, request.body),
  );

  serve(app, admin.categories.delete, async (request, reply) => {
    await categories.deleteAdminCategory(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, admin.categories.setPicture, { preValidation: pictureForm.read }, async (request) =>
    categories.setCategoryImage(
      db,
      media,
      pictures,
      staffChange(request),
      request.params.id,
      pictureForm.pictureOf(request) ?? undefined,
    ),
  );

  serve(app, admin.categories.removePicture, async (request) =>
    categories.setCategoryImage(db, media, pictures, staffChange(request), request.params.id, null),
  );

  serve(app, admin.brands.list, async (request) =>
    paginate(request, await brands.listAdminBrands(db, pictures, request.query), request.query),
  );

  serve(app, admin.brands.read, async (request) => brands.getAdminBrand(db, pictures, request.params.id));

  serve(app, admin.brands.create, async (request, reply) =>
    reply.code(201).send(await brands.createAdminBrand(db, pictures, staffChange(request), request.body)),
  );

  serve(app, admin.brands.update, async (request) =>
    brands.updateAdminBrand(db, pictures, staffChange(request), request.params.id, request.body),
  );

  serve(app, admin.brands.delete, async (request, reply) => {
    await brands.deleteAdminBrand(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, admin.brands.setPicture, { preValidation: pictureForm.read }, async (request) =>
    brands.setBrandImage(
      db,
      media,
      pictures,
      staffChange(request),
      request.params.id,
      pictureForm.pictureOf(request) ?? undefined,
    ),
  );

  serve(app, admin.brands.removePicture, async (request) =>
    brands.setBrandImage(db, media, pictures, staffChange(request), request.params.id, null),
  );
};
