import { z } from 'zod';
import { AddressFormSchema, AddressListQuerySchema, AddressListSchema, AddressSchema, AddressUpdateSchema } from './addresses.ts';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { IdempotencyHeadersSchema } from './idempotency.ts';
import { IdParamsSchema } from './query.ts';
import { route, signedIn } from './route.ts';

const customer = { tags: ['users'], security: signedIn } as const;
const refusals = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

/** The signed-in customer's saved addresses; another customer's address id answers 404. */
export const addressesRoutes = {
  list: route({
    method: 'GET',
    path: '/api/users/me/addresses',
    ...customer,
    summary: 'Saved addresses, newest first; `search` looks in names, numbers, postal code and address',
    query: AddressListQuerySchema,
    response: { 200: AddressListSchema, ...refusals },
  }),
  create: route({
    method: 'POST',
    path: '/api/users/me/addresses',
    ...customer,
    summary: 'Save an address; a retry with the same Idempotency-Key answers the first answer and saves nothing',
    headers: IdempotencyHeadersSchema,
    body: AddressFormSchema,
    response: { 201: AddressSchema, ...refusals, 422: DetailErrorBodySchema },
  }),
  read: route({
    method: 'GET',
    path: '/api/users/me/addresses/:id',
    ...customer,
    summary: 'One saved address',
    params: IdParamsSchema,
    response: { 200: AddressSchema, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/users/me/addresses/:id',
    ...customer,
    summary: 'Change any part of a saved address',
    params: IdParamsSchema,
    body: AddressUpdateSchema,
    response: { 200: AddressSchema, ...refusals },
  }),
  delete: route({
    method: 'DELETE',
    path: '/api/users/me/addresses/:id',
    ...customer,
    summary: 'Delete a saved address',
    params: IdParamsSchema,
    response: { 204: z.null().describe('Deleted'), ...refusals },
  }),
};
