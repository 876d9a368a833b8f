import { ValidationErrorBodySchema } from '@shop/contract/errors';
import { ORDER_DOCUMENTS, OrderNoteSchema } from '@shop/contract/order';
import {
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  DashboardQuerySchema,
  DashboardSchema,
  OrderNoteInputSchema,
  OrderNoteParamsSchema,
  OrderStatusChangeSchema,
  PaymentParamsSchema,
  PaymentRefusalSchema,
  RefundSchema,
} from '@shop/contract/order-admin';
import { IdParamsSchema } from '@shop/contract/query';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminRoute } from '../../lib/admin-routes.ts';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { signedInUser } from '../../plugins/auth.ts';
import { createSmsProvider } from '../sms/sms-service.ts';
import * as admin from './orders-admin-service.ts';

const { tags, errors } = adminRoute;

/** A PDF's bytes: sent as they are, never serialised; the schema names them for the API's documents. */
const PdfSchema = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** The member of staff acting, and the origin the customer's links are written with. */
const staffAction = (request: FastifyRequest): admin.StaffAction => ({
  staffId: signedInUser(request).id,
  origin: requestOrigin(request),
});

/** The orders module's back-office routes, under /api/admin (staff only): orders, their payments and notes, the dashboard. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const context: admin.OrdersAdminContext = {
    db,
    clock: app.clock,
    sms: createSmsProvider(app.config, db),
    log: app.log,
  };

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary:
          'Orders: `search` finds an order number (#12), a buyer or receiver name, a mobile number or a product name; filtered by status, paid, waiting for the store and Tehran days',
        querystring: AdminOrderListQuerySchema,
        response: { 200: AdminOrderListSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => paginate(request, await admin.listAdminOrders(db, request.query), request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'An order with its buyer, payments and receipts, notes, and the statuses it may move to',
        params: IdParamsSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) => admin.getAdminOrder(db, request.params.id, requestOrigin(request)),
  );

  app.post(
    '/orders/:id/status',
    {
      schema: {
        tags,
        summary:
          'Moves the order to a status the graph allows (cancelled and refunded give the stock back once); texts the buyer',
        params: IdParamsSchema,
        body: OrderStatusChangeSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) => admin.changeOrderStatus(context, staffAction(request), request.params.id, request.body.status),
  );

  app.post(
    '/orders/:id/notes',
    {
      schema: {
        tags,
        summary: "A note to the customer, shown on their order's page",
        params: IdParamsSchema,
        body: OrderNoteInputSchema,
        response: { 201: OrderNoteSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await admin.addOrderNote(context, staffAction(request), request.params.id, request.body.message)),
  );

  app.patch(
    '/orders/:id/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Rewrites a note to the customer',
        params: OrderNoteParamsSchema,
        body: OrderNoteInputSchema,
        response: { 200: OrderNoteSchema, ...errors },
      },
    },
    async (request) =>
      admin.editOrderNote(context, staffAction(request), request.params.id, request.params.noteId, request.body.message),
  );

  app.delete(
    '/orders/:id/notes/:noteId',
    {
      schema: {
        tags,
        summary: 'Deletes a note to the customer',
        params: OrderNoteParamsSchema,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await admin.deleteOrderNote(context, staffAction(request), request.params.id, request.params.noteId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/orders/:id/payments/:paymentId/approve',
    {
      schema: {
        tags,
        summary: 'Approves a card transfer: paid in full, the order is paid and a new one moves to processing; texts the buyer',
        params: PaymentParamsSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) => admin.approvePayment(context, staffAction(request), request.params.id, request.params.paymentId),
  );

  app.post(
    '/orders/:id/payments/:paymentId/refuse',
    {
      schema: {
        tags,
        summary: 'Refuses a card transfer with a reason the customer sees; the order stays payable',
        params: PaymentParamsSchema,
        body: PaymentRefusalSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) =>
      admin.refusePayment(context, staffAction(request), request.params.id, request.params.paymentId, request.body.reason),
  );

  app.post(
    '/orders/:id/refund',
    {
      schema: {
        tags,
        summary:
          'Records money paid back (whole Toman, at most what was paid); all of it moves the order to refunded where allowed',
        params: IdParamsSchema,
        body: RefundSchema,
        response: { 200: AdminOrderSchema, ...errors },
      },
    },
    async (request) => admin.recordRefund(context, staffAction(request), request.params.id, request.body),
  );

  for (const document of ORDER_DOCUMENTS) {
    app.get(
      `/orders/:id/${document}`,
      {
        schema: {
          tags,
          summary: `The order's ${document === 'invoice' ? 'A4 invoice' : 'A6 shipping label'}, as a PDF`,
          produces: ['application/pdf'],
          params: IdParamsSchema,
          response: { 200: PdfSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const pdf = await admin.renderAdminOrderDocument(db, id, document, requestOrigin(request));
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${document}-${id}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  }

  app.get(
    '/dashboard',
    {
      schema: {
        tags,
        summary:
          "Today in Tehran (orders placed; revenue = totals of today's paid orders not cancelled or refunded), orders waiting for the store, low limited stocks",
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema, 400: ValidationErrorBodySchema },
      },
    },
    async (request) => admin.getDashboard(db, app.clock(), request.query.low_stock),
  );
};
