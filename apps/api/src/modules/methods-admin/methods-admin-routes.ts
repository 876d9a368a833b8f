import multipart from '@fastify/multipart';
import { routes } from '@shop/contract/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordWithPictureForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { serve } from '../../lib/serve.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as methods from './methods-admin-service.ts';

const { shippingMethods, paymentMethods, closures } = routes.methods.admin;

/** Shipping and payment methods, staff only; checkout offers the active ones at once. */
export const methodsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media, pictures } = app;
  const form = recordWithPictureForm();
  await app.register(multipart, { limits: form.limits });

  serve(app, shippingMethods.list, async (request) =>
    paginate(request, await methods.listShippingMethodsForAdmin(db, pictures, request.query), request.query),
  );

  serve(app, shippingMethods.read, async (request) => methods.getShippingMethodForAdmin(db, pictures, request.params.id));

  serve(app, shippingMethods.create, { preValidation: form.read }, async (request, reply) =>
    reply
      .code(201)
      .send(await methods.createShippingMethod(db, media, pictures, staffChange(request), request.body, form.pictureOf(request))),
  );

  serve(app, shippingMethods.update, { preValidation: form.read }, async (request) =>
    methods.updateShippingMethod(
      db,
      media,
      pictures,
      staffChange(request),
      request.params.id,
      request.body,
      form.pictureOf(request),
    ),
  );

  serve(app, shippingMethods.delete, async (request, reply) => {
    await methods.deleteShippingMethod(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, closures.list, async (request) =>
    paginate(request, await methods.listClosuresForAdmin(db, app.clock(), request.query), request.query),
  );

  serve(app, closures.read, async (request) => methods.getClosureForAdmin(db, request.params.id));

  serve(app, closures.create, async (request, reply) =>
    reply.code(201).send(await methods.createClosure(db, staffChange(request), request.body)),
  );

  serve(app, closures.update, async (request) =>
    methods.updateClosure(db, staffChange(request), request.params.id, request.body),
  );

  serve(app, closures.delete, async (request, reply) => {
    await methods.deleteClosure(db, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });

  serve(app, paymentMethods.list, async (request) =>
    paginate(request, await methods.listPaymentMethodsForAdmin(db, pictures, request.query), request.query),
  );

  serve(app, paymentMethods.read, async (request) => methods.getPaymentMethodForAdmin(db, pictures, request.params.id));

  serve(app, paymentMethods.create, { preValidation: form.read }, async (request, reply) =>
    reply
      .code(201)
      .send(await methods.createPaymentMethod(db, media, pictures, staffChange(request), request.body, form.pictureOf(request))),
  );

  serve(app, paymentMethods.update, { preValidation: form.read }, async (request) =>
    methods.updatePaymentMethod(
      db,
      media,
      pictures,
      staffChange(request),
      request.params.id,
      request.body,
      form.pictureOf(request),
    ),
  );

  serve(app, paymentMethods.delete, async (request, reply) => {
    await methods.deletePaymentMethod(db, pictures, staffChange(request), request.params.id);
    return reply.code(204).send(null);
  });
};
