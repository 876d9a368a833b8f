import { z } from 'zod';
import { CartItemCreateSchema, CartItemSchema, CartItemUpdateSchema, CartSchema, CartUpdateSchema } from './cart.ts';
import { DetailErrorBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { IdempotencyHeadersSchema } from './idempotency.ts';
import { IdParamsSchema } from './query.ts';
import { route, signedIn } from './route.ts';

const customer = { tags: ['shop'], security: signedIn } as const;
const refusals = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };
const done = z.null().describe('Done');

/**
 * The signed-in customer's cart, kept on the server and priced from the catalogue on every read. A quantity beyond a
 * limited stock answers 400 `{quantity: ["There are not enough of this product available."]}`, the spec's sentence.
 */
export const cartRoutes = {
  read: route({
    method: 'GET',
    path: '/api/shop/cart',
    ...customer,
    summary: 'The cart with its lines, totals and chosen shipping, in whole Toman',
    response: { 200: CartSchema, ...refusals },
  }),
  update: route({
    method: 'PATCH',
    path: '/api/shop/cart',
    ...customer,
    summary: 'Choose the address and the shipping method (one delivering to that address); answers the cart',
    body: CartUpdateSchema,
    response: { 200: CartSchema, ...refusals },
  }),
  clear: route({
    method: 'DELETE',
    path: '/api/shop/cart',
    ...customer,
    summary: 'Remove every line',
    response: { 204: done, ...refusals },
  }),
  addItem: route({
    method: 'POST',
    path: '/api/shop/cart/items',
    ...customer,
    summary:
      'Add a simple product or a variation (`product` is either id); the same one again adds to its line. `quantity` is whole steps. With an Idempotency-Key, a retry adds nothing more and answers the line as the first did',
    headers: IdempotencyHeadersSchema,
    body: CartItemCreateSchema,
    response: { 201: CartItemSchema, ...refusals, 422: DetailErrorBodySchema },
  }),
  updateItem: route({
    method: 'PATCH',
    path: '/api/shop/cart/items/:id',
    ...customer,
    summary: "Change a line's quantity or notes",
    params: IdParamsSchema,
    body: CartItemUpdateSchema,
    response: { 200: CartItemSchema, ...refusals },
  }),
  removeItem: route({
    method: 'DELETE',
    path: '/api/shop/cart/items/:id',
    ...customer,
    summary: 'Remove a line',
    params: IdParamsSchema,
    response: { 204: done, ...refusals },
  }),
};
