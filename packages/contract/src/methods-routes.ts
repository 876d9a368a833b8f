import { z } from 'zod';
import { recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import {
  MethodListQuerySchema,
  PaymentMethodAdminListQuerySchema,
  PaymentMethodAdminListSchema,
  PaymentMethodAdminSchema,
  PaymentMethodCreateSchema,
  PaymentMethodListSchema,
  PaymentMethodUpdateSchema,
  ShippingMethodAdminListQuerySchema,
  ShippingMethodAdminListSchema,
  ShippingMethodAdminSchema,
  ShippingMethodCreateSchema,
  ShippingMethodListSchema,
  ShippingMethodUpdateSchema,
} from './methods.ts';
import { IdParamsSchema } from './query.ts';
import { FORM_WITH_PICTURE, route, staffOnly, withPictureFile } from './route.ts';

const withPicture = withPictureFile('an icon');

export const methodsRoutes = {
  shippingMethods: route({
    method: 'GET',
    path: '/api/shop/shipping_methods/public',
    tags: ['shop'],
    summary: 'Shipping methods with their cost in Toman, the provinces they deliver to and their delivery windows',
    query: MethodListQuerySchema,
    response: { 200: ShippingMethodListSchema, 400: ValidationErrorBodySchema },
  }),
  paymentMethods: route({
    method: 'GET',
    path: '/api/shop/payment_methods/public',
    tags: ['shop'],
    summary: 'Payment methods',
    query: MethodListQuerySchema,
    response: { 200: PaymentMethodListSchema, 400: ValidationErrorBodySchema },
  }),
  /** Checkout offers the active ones at once. */
  admin: {
    shippingMethods: {
      list: route({
        method: 'GET',
        path: '/api/admin/shipping-methods',
        ...staffOnly,
        summary: 'Shipping methods, the inactive ones too, with their provinces and how many orders name each',
        query: ShippingMethodAdminListQuerySchema,
        response: { 200: ShippingMethodAdminListSchema, 400: ValidationErrorBodySchema },
      }),
      read: route({
        method: 'GET',
        path: '/api/admin/shipping-methods/:id',
        ...staffOnly,
        summary: 'A shipping method',
        params: IdParamsSchema,
        response: { 200: ShippingMethodAdminSchema, ...recordRefusals },
      }),
      create: route({
        method: 'POST',
        path: '/api/admin/shipping-methods',
        ...staffOnly,
        summary: `Add a shipping method: its cost in whole Toman, the provinces it serves (none for all) and a courier's delivery windows.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        body: ShippingMethodCreateSchema,
        response: { 201: ShippingMethodAdminSchema, 400: ValidationErrorBodySchema },
      }),
      update: route({
        method: 'PATCH',
        path: '/api/admin/shipping-methods/:id',
        ...staffOnly,
        summary: `Change a shipping method; orders placed with it keep what they were sold with.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        params: IdParamsSchema,
        body: ShippingMethodUpdateSchema,
        response: { 200: ShippingMethodAdminSchema, ...recordRefusals },
      }),
      delete: route({
        method: 'DELETE',
        path: '/api/admin/shipping-methods/:id',
        ...staffOnly,
        summary: 'Delete a shipping method no order names; one that orders name is refused (400), to be deactivated instead',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...recordRefusals },
      }),
    },
    paymentMethods: {
      list: route({
        method: 'GET',
        path: '/api/admin/payment-methods',
        ...staffOnly,
        summary: 'Payment methods, the inactive ones too, with how many orders name each; filtered by kind',
        query: PaymentMethodAdminListQuerySchema,
        response: { 200: PaymentMethodAdminListSchema, 400: ValidationErrorBodySchema },
      }),
      read: route({
        method: 'GET',
        path: '/api/admin/payment-methods/:id',
        ...staffOnly,
        summary: 'A payment method',
        params: IdParamsSchema,
        response: { 200: PaymentMethodAdminSchema, ...recordRefusals },
      }),
      create: route({
        method: 'POST',
        path: '/api/admin/payment-methods',
        ...staffOnly,
        summary: `Add a payment method of a kind (gateway, card_to_card, cash_on_delivery); a card transfer's card is written in its description.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        body: PaymentMethodCreateSchema,
        response: { 201: PaymentMethodAdminSchema, 400: ValidationErrorBodySchema },
      }),
      update: route({
        method: 'PATCH',
        path: '/api/admin/payment-methods/:id',
        ...staffOnly,
        summary: `Change a payment method; orders and payments made with it keep what they were made with.${withPicture}`,
        consumes: FORM_WITH_PICTURE,
        params: IdParamsSchema,
        body: PaymentMethodUpdateSchema,
        response: { 200: PaymentMethodAdminSchema, ...recordRefusals },
      }),
      delete: route({
        method: 'DELETE',
        path: '/api/admin/payment-methods/:id',
        ...staffOnly,
        summary: 'Delete a payment method no order or payment names; one they name is refused (400), to be deactivated instead',
        params: IdParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...recordRefusals },
      }),
    },
  },
};
