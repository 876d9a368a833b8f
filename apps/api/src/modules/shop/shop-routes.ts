import { ValidationErrorBodySchema } from '@shop/contract/errors';
import {
  AnnouncementListQuerySchema,
  AnnouncementListSchema,
  MethodListQuerySchema,
  PaymentMethodListSchema,
  ShippingMethodListSchema,
  StoryGroupListQuerySchema,
  StoryGroupListSchema,
} from '@shop/contract/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { viewerOf } from '../favorites/favorites-service.ts';
import * as shop from './shop-service.ts';

const tags = ['shop'];

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.get(
    '/api/shop/announces',
    {
      schema: {
        tags,
        summary: 'Announcements of the top marquee',
        querystring: AnnouncementListQuerySchema,
        response: { 200: AnnouncementListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await shop.listAnnouncements(db, request.query), request.query),
  );

  app.get(
    '/api/shop/stories',
    {
      schema: {
        tags,
        summary: 'Active story groups with their items and products',
        querystring: StoryGroupListQuerySchema,
        response: { 200: StoryGroupListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) =>
      paginate(request, await shop.listStoryGroups(db, request.query, await viewerOf(db, request.user)), request.query),
  );

  app.get(
    '/api/shop/shipping_methods/public',
    {
      schema: {
        tags,
        summary: 'Shipping methods with their cost in Toman',
        querystring: MethodListQuerySchema,
        response: { 200: ShippingMethodListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await shop.listShippingMethods(db, request.query), request.query),
  );

  app.get(
    '/api/shop/payment_methods/public',
    {
      schema: {
        tags,
        summary: 'Payment methods',
        querystring: MethodListQuerySchema,
        response: { 200: PaymentMethodListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await shop.listPaymentMethods(db, request.query), request.query),
  );
};
