import {
  AddressFormSchema,
  AddressListQuerySchema,
  AddressListSchema,
  AddressSchema,
  AddressUpdateSchema,
} from '@shop/contract/address';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from '@shop/contract/errors';
import { IdempotencyHeadersSchema } from '@shop/contract/idempotency';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyClaim, sendWriteAnswer } from '../../lib/idempotency.ts';
import { paginate } from '../../lib/pagination.ts';
import { requireSignedIn, signedInUser } from '../../plugins/auth.ts';
import { writeOnce } from '../idempotency/idempotency-service.ts';
import * as addresses from './addresses-service.ts';

const tags = ['users'];
const security = [{ token: [] }];
const errors = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

/** The signed-in customer's saved addresses; another customer's address id answers 404. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  app.addHook('onRequest', requireSignedIn);

  app.get(
    '/api/users/me/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'Saved addresses, newest first; `search` looks in names, numbers, postal code and address',
        querystring: AddressListQuerySchema,
        response: { 200: AddressListSchema, ...errors },
      },
    },
    async (request) =>
      paginate(request, await addresses.listAddresses(db, signedInUser(request).id, request.query), request.query),
  );

  app.post(
    '/api/users/me/addresses',
    {
      schema: {
        tags,
        security,
        summary: 'Save an address; a retry with the same Idempotency-Key answers the first answer and saves nothing',
        headers: IdempotencyHeadersSchema,
        body: AddressFormSchema,
        response: { 201: AddressSchema, ...errors, 422: DetailErrorBodySchema },
      },
    },
    async (request, reply) => {
      const userId = signedInUser(request).id;
      const answer = await writeOnce(app, userId, idempotencyClaim(request), async (tx) => ({
        status: 201,
        body: await addresses.createAddress(tx, userId, request.body),
      }));
      return sendWriteAnswer(reply, answer);
    },
  );

  app.get(
    '/api/users/me/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One saved address',
        params: IdParamsSchema,
        response: { 200: AddressSchema, ...errors },
      },
    },
    async (request) => addresses.getAddress(db, signedInUser(request).id, request.params.id),
  );

  app.patch(
    '/api/users/me/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Change any part of a saved address',
        params: IdParamsSchema,
        body: AddressUpdateSchema,
        response: { 200: AddressSchema, ...errors },
      },
    },
    async (request) => addresses.updateAddress(db, signedInUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/api/users/me/addresses/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a saved address',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await addresses.deleteAddress(db, signedInUser(request).id, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
