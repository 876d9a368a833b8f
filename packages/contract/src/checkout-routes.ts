import { CartSchema } from './cart.ts';
import { CheckoutResultSchema, CheckoutSchema, OrderPaymentSchema, OrderPutBackSchema } from './checkout.ts';
import { DetailErrorBodySchema, RateLimitedBodySchema, ValidationErrorBodySchema } from './errors.ts';
import { IdempotencyHeadersSchema } from './idempotency.ts';
import { route, signedIn } from './route.ts';

const refusals = {
  400: ValidationErrorBodySchema,
  401: DetailErrorBodySchema,
  404: DetailErrorBodySchema,
  422: DetailErrorBodySchema,
  429: RateLimitedBodySchema,
  503: DetailErrorBodySchema,
};

/**
 * A payment's form as JSON, or as multipart form fields with the card transfer's receipt picture as the file
 * `receipt` (JPEG, PNG or WebP, re-encoded like an avatar).
 */
const consumes = ['application/json', 'multipart/form-data'] as const;

export const checkoutRoutes = {
  placeOrder: route({
    method: 'POST',
    path: '/api/shop/cart/checkout',
    tags: ['shop'],
    security: signedIn,
    summary:
      'Place the cart as an order: `{order_key}` for card-to-card (its transfer fields required) and cash on delivery, `{next_step}`, the bank page, for an online payment. A retry with the same Idempotency-Key answers the same order',
    consumes,
    headers: IdempotencyHeadersSchema,
    body: CheckoutSchema,
    response: { 200: CheckoutResultSchema, ...refusals },
  }),
  payOrder: route({
    method: 'POST',
    path: '/api/shop/orders/checkout',
    tags: ['shop'],
    summary:
      'Pay an unpaid order by its key, with the same answer as a checkout; a paid order is refused. A card transfer sent again with its tracking number is recorded once',
    consumes,
    body: OrderPaymentSchema,
    response: { 200: CheckoutResultSchema, ...refusals },
  }),
  putBack: route({
    method: 'POST',
    path: '/api/shop/orders/put_back',
    tags: ['shop'],
    security: signedIn,
    summary:
      "Give up one of the customer's unpaid orders: it fails, its stock is given back and its lines go back into the cart, in one transaction; the same again changes nothing. Answers the cart",
    body: OrderPutBackSchema,
    response: { 200: CartSchema, ...refusals },
  }),
};
