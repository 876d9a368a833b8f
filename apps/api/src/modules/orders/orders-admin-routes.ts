import { routes } from '@shop/contract/routes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paginate } from '../../lib/pagination.ts';
import { requestOrigin } from '../../lib/public-origin.ts';
import { serve } from '../../lib/serve.ts';
import { requirePermission, signedInUser } from '../../plugins/auth.ts';
import * as orders from './orders-admin-service.ts';

const { admin } = routes.orders;

/** The member of staff acting, and the origin the customer's links are written with. */
const staffAction = (request: FastifyRequest): orders.StaffAction => ({
  staffId: signedInUser(request).id,
  origin: requestOrigin(request),
});

/** The orders module's back-office routes, staff only: orders, their payments and notes, the dashboard. */
export const ordersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, pictures } = app;
  const context: orders.OrdersAdminContext = { db, pictures, clock: app.clock };

  serve(app, admin.list, async (request) => paginate(request, await orders.listAdminOrders(db, request.query), request.query));

  serve(app, admin.read, async (request) => orders.getAdminOrder(db, pictures, request.params.id, requestOrigin(request)));

  serve(app, admin.changeStatus, async (request) => {
    // Money sent back with a cancellation is a refund, which is a permission of its own.
    if (request.body.money === 'refund') requirePermission(request, 'orders.refund');
    return orders.changeOrderStatus(context, staffAction(request), request.params.id, request.body);
  });

  serve(app, admin.addNote, async (request, reply) =>
    reply.code(201).send(await orders.addOrderNote(context, staffAction(request), request.params.id, request.body.message)),
  );

  serve(app, admin.editNote, async (request) =>
    orders.editOrderNote(context, staffAction(request), request.params.id, request.params.noteId, request.body.message),
  );

  serve(app, admin.deleteNote, async (request, reply) => {
    await orders.deleteOrderNote(context, staffAction(request), request.params.id, request.params.noteId);
    return reply.code(204).send(null);
  });

  serve(app, admin.approvePayment, async (request) =>
    orders.approvePayment(context, staffAction(request), request.params.id, request.params.paymentId),
  );

  serve(app, admin.refusePayment, async (request) =>
    orders.refusePayment(context, staffAction(request), request.params.id, request.params.paymentId, request.body.reason),
  );

  serve(app, admin.refund, async (request) =>
    orders.recordRefund(context, staffAction(request), request.params.id, request.body),
  );

  serve(app, admin.recordPayment, async (request) =>
    orders.recordReceivedPayment(context, staffAction(request), request.params.id, request.body),
  );

  for (const [document, route] of [
    ['invoice', admin.invoice],
    ['shipping_label', admin.shippingLabel],
  ] as const) {
    serve(app, route, async (request, reply) => {
      const { id } = request.params;
      const pdf = await orders.renderAdminOrderDocument(db, pictures, id, document, requestOrigin(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document}-${id}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  }

  serve(app, admin.ship, async (request) =>
    orders.shipOrder(context, staffAction(request), request.params.id, request.body.tracking_code),
  );

  for (const [document, route] of [
    ['invoice', admin.invoices],
    ['shipping_label', admin.shippingLabels],
  ] as const) {
    serve(app, route, async (request, reply) => {
      const { ids } = request.query;
      const pdf = await orders.renderAdminOrderDocuments(db, pictures, ids, document, requestOrigin(request));
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${document}s-${ids.length}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    });
  }

  serve(app, admin.dashboard, async (request) => orders.getDashboard(db, app.clock(), request.query.low_stock));
};
