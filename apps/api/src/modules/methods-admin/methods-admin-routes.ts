import multipart from '@fastify/multipart';
import {
  PaymentMethodAdminListQuerySchema,
  PaymentMethodAdminListSchema,
  PaymentMethodAdminSchema,
  PaymentMethodCreateSchema,
  PaymentMethodUpdateSchema,
  ShippingMethodAdminListQuerySchema,
  ShippingMethodAdminListSchema,
  ShippingMethodAdminSchema,
  ShippingMethodCreateSchema,
  ShippingMethodUpdateSchema,
} from '@shop/contract/content-admin';
import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute, withPictureFile } from '../../lib/admin-routes.ts';
import { recordWithPictureForm } from '../../lib/multipart-form.ts';
import { paginate } from '../../lib/pagination.ts';
import { staffChange } from '../../plugins/auth.ts';
import * as methods from './methods-admin-service.ts';

const { tags, errors, consumes } = adminRoute;

const withPicture = withPictureFile('an icon');
const deleted = z.null().describe('Deleted');

/** Shipping and payment methods, under /api/admin (staff only); checkout offers the active ones at once. */
export const methodsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, media } = app;
  const form = recordWithPictureForm();
  await app.register(multipart, { limits: form.limits });

  app.get(
    '/shipping-methods',
    {
      schema: {
        tags,
        summary: 'Shipping methods, the inactive ones too, with their provinces and how many orders name each',
        querystring: ShippingMethodAdminListQuerySchema,
        response: { 200: ShippingMethodAdminListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await methods.listShippingMethodsForAdmin(db, request.query), request.query),
  );

  app.get(
    '/shipping-methods/:id',
    {
      schema: {
        tags,
        summary: 'A shipping method',
        params: IdParamsSchema,
        response: { 200: ShippingMethodAdminSchema, ...errors },
      },
    },
    async (request) => methods.getShippingMethodForAdmin(db, request.params.id),
  );

  app.post(
    '/shipping-methods',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Add a shipping method: its cost in whole Toman, the provinces it serves (none for all) and a courier's delivery windows.${withPicture}`,
        consumes,
        body: ShippingMethodCreateSchema,
        response: { 201: ShippingMethodAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await methods.createShippingMethod(db, media, staffChange(request), request.body, form.pictureOf(request))),
  );

  app.patch(
    '/shipping-methods/:id',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Change a shipping method; orders placed with it keep what they were sold with.${withPicture}`,
        consumes,
        params: IdParamsSchema,
        body: ShippingMethodUpdateSchema,
        response: { 200: ShippingMethodAdminSchema, ...errors },
      },
    },
    async (request) =>
      methods.updateShippingMethod(db, media, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  app.delete(
    '/shipping-methods/:id',
    {
      schema: {
        tags,
        summary: 'Delete a shipping method no order names; one that orders name is refused (400), to be deactivated instead',
        params: IdParamsSchema,
        response: { 204: deleted, ...errors },
      },
    },
    async (request, reply) => {
      await methods.deleteShippingMethod(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/payment-methods',
    {
      schema: {
        tags,
        summary: 'Payment methods, the inactive ones too, with how many orders name each; filtered by kind',
        querystring: PaymentMethodAdminListQuerySchema,
        response: { 200: PaymentMethodAdminListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await methods.listPaymentMethodsForAdmin(db, request.query), request.query),
  );

  app.get(
    '/payment-methods/:id',
    {
      schema: {
        tags,
        summary: 'A payment method',
        params: IdParamsSchema,
        response: { 200: PaymentMethodAdminSchema, ...errors },
      },
    },
    async (request) => methods.getPaymentMethodForAdmin(db, request.params.id),
  );

  app.post(
    '/payment-methods',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Add a payment method of a kind (gateway, card_to_card, cash_on_delivery); a card transfer's card is written in its description.${withPicture}`,
        consumes,
        body: PaymentMethodCreateSchema,
        response: { 201: PaymentMethodAdminSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await methods.createPaymentMethod(db, media, staffChange(request), request.body, form.pictureOf(request))),
  );

  app.patch(
    '/payment-methods/:id',
    {
      preValidation: form.read,
      schema: {
        tags,
        summary: `Change a payment method; orders and payments made with it keep what they were made with.${withPicture}`,
        consumes,
        params: IdParamsSchema,
        body: PaymentMethodUpdateSchema,
        response: { 200: PaymentMethodAdminSchema, ...errors },
      },
    },
    async (request) =>
      methods.updatePaymentMethod(db, media, staffChange(request), request.params.id, request.body, form.pictureOf(request)),
  );

  app.delete(
    '/payment-methods/:id',
    {
      schema: {
        tags,
        summary: 'Delete a payment method no order or payment names; one they name is refused (400), to be deactivated instead',
        params: IdParamsSchema,
        response: { 204: deleted, ...errors },
      },
    },
    async (request, reply) => {
      await methods.deletePaymentMethod(db, staffChange(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
