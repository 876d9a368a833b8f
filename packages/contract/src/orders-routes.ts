import { z } from 'zod';
import { DetailErrorBodySchema, recordRefusals, ValidationErrorBodySchema } from './errors.ts';
import { FileSchema } from './media.ts';
import {
  AdminOrderListQuerySchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  DashboardQuerySchema,
  DashboardSchema,
  OrderBatchQuerySchema,
  OrderListQuerySchema,
  OrderListSchema,
  OrderNoteInputSchema,
  OrderNoteListSchema,
  OrderNoteParamsSchema,
  OrderNoteSchema,
  OrderNotesQuerySchema,
  OrderSchema,
  OrderStatusChangeSchema,
  PaymentParamsSchema,
  PaymentRefusalSchema,
  ReceivedPaymentSchema,
  RefundSchema,
  ShipmentInputSchema,
} from './orders.ts';
import { IdParamsSchema } from './query.ts';
import { route, signedIn, staffOnly } from './route.ts';

/** An order's key in a path; any other text is simply not found. */
const OrderKeyParamsSchema = z.object({ key: z.string() });

const customer = { tags: ['users'], security: signedIn } as const;
const refusals = { 400: ValidationErrorBodySchema, 401: DetailErrorBodySchema, 404: DetailErrorBodySchema };

/** The customer's order as a PDF, served to its owner only. */
const customerDocument = (summary: string) =>
  ({
    ...customer,
    summary,
    produces: ['application/pdf'],
    params: IdParamsSchema,
    response: { 200: FileSchema, ...refusals },
  }) as const;

const publicRoutes = {
  tracking: route({
    method: 'GET',
    path: '/api/shop/orders/:key/tracking',
    tags: ['shop'],
    summary: 'An order by its key (the spec names it `{id}`), for whoever holds the key: items, totals, payments',
    params: OrderKeyParamsSchema,
    response: { 200: OrderSchema, 404: DetailErrorBodySchema },
  }),
  list: route({
    method: 'GET',
    path: '/api/users/me/orders',
    ...customer,
    summary: "The customer's orders, newest first; `search` finds an order id or a product name in its lines",
    query: OrderListQuerySchema,
    response: { 200: OrderListSchema, ...refusals },
  }),
  read: route({
    method: 'GET',
    path: '/api/users/me/orders/:id',
    ...customer,
    summary: "One of the customer's orders with its invoice, payments and the store's notes",
    params: IdParamsSchema,
    response: { 200: OrderSchema, ...refusals },
  }),
  invoice: route({
    method: 'GET',
    path: '/api/users/me/orders/:id/invoice',
    ...customerDocument("The A4 invoice of one of the customer's orders, as a PDF"),
  }),
  shippingLabel: route({
    method: 'GET',
    path: '/api/users/me/orders/:id/shipping_label',
    ...customerDocument("The A6 shipping label of one of the customer's orders, as a PDF"),
  }),
  notes: route({
    method: 'GET',
    path: '/api/users/me/orders/:id/notes',
    ...customer,
    summary: "The store's notes on one of the customer's orders, oldest first",
    params: IdParamsSchema,
    query: OrderNotesQuerySchema,
    response: { 200: OrderNoteListSchema, ...refusals },
  }),
};

/** An order's PDF as staff print it. */
const staffDocument = (summary: string) =>
  ({
    ...staffOnly('orders.view'),
    summary,
    produces: ['application/pdf'],
    params: IdParamsSchema,
    response: { 200: FileSchema, ...recordRefusals },
  }) as const;

/** Orders, their payments and notes, and the dashboard. */
const adminRoutes = {
  list: route({
    method: 'GET',
    path: '/api/admin/orders',
    ...staffOnly('orders.view'),
    summary:
      'Orders: `search` finds an order number (#12), a buyer or receiver name, a mobile number or a product name; filtered by status, paid, waiting for the store and Tehran days',
    query: AdminOrderListQuerySchema,
    response: { 200: AdminOrderListSchema, 400: ValidationErrorBodySchema },
  }),
  read: route({
    method: 'GET',
    path: '/api/admin/orders/:id',
    ...staffOnly('orders.view'),
    summary: 'An order with its buyer, payments and receipts, notes, and the statuses it may move to',
    params: IdParamsSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  changeStatus: route({
    method: 'POST',
    path: '/api/admin/orders/:id/status',
    ...staffOnly('orders.manage'),
    summary:
      'Moves the order to a status the graph allows (cancelled and refunded give the stock back once; an order holding money says whether it is sent back); texts the buyer',
    params: IdParamsSchema,
    body: OrderStatusChangeSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  addNote: route({
    method: 'POST',
    path: '/api/admin/orders/:id/notes',
    ...staffOnly('orders.manage'),
    summary: "A note to the customer, shown on their order's page",
    params: IdParamsSchema,
    body: OrderNoteInputSchema,
    response: { 201: OrderNoteSchema, ...recordRefusals },
  }),
  editNote: route({
    method: 'PATCH',
    path: '/api/admin/orders/:id/notes/:noteId',
    ...staffOnly('orders.manage'),
    summary: 'Rewrites a note to the customer',
    params: OrderNoteParamsSchema,
    body: OrderNoteInputSchema,
    response: { 200: OrderNoteSchema, ...recordRefusals },
  }),
  deleteNote: route({
    method: 'DELETE',
    path: '/api/admin/orders/:id/notes/:noteId',
    ...staffOnly('orders.manage'),
    summary: 'Deletes a note to the customer',
    params: OrderNoteParamsSchema,
    response: { 204: z.null().describe('Deleted'), ...recordRefusals },
  }),
  approvePayment: route({
    method: 'POST',
    path: '/api/admin/orders/:id/payments/:paymentId/approve',
    ...staffOnly('orders.manage'),
    summary: 'Approves a card transfer: paid in full, the order is paid and a new one moves to processing; texts the buyer',
    params: PaymentParamsSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  refusePayment: route({
    method: 'POST',
    path: '/api/admin/orders/:id/payments/:paymentId/refuse',
    ...staffOnly('orders.manage'),
    summary: 'Refuses a card transfer with a reason the customer sees; the order stays payable',
    params: PaymentParamsSchema,
    body: PaymentRefusalSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  refund: route({
    method: 'POST',
    path: '/api/admin/orders/:id/refund',
    ...staffOnly('orders.refund'),
    summary:
      'Records money paid back (a negative payment, at most what was paid; the same reference once); all of it moves the order to refunded where allowed',
    params: IdParamsSchema,
    body: RefundSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  recordPayment: route({
    method: 'POST',
    path: '/api/admin/orders/:id/payments',
    ...staffOnly('orders.manage'),
    summary:
      'Records money the store received itself (cash on delivery, a transfer seen in its account): at most what is owed, the same reference once; paid in full, the order is paid',
    params: IdParamsSchema,
    body: ReceivedPaymentSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  invoice: route({
    method: 'GET',
    path: '/api/admin/orders/:id/invoice',
    ...staffDocument("The order's A4 invoice, as a PDF"),
  }),
  shippingLabel: route({
    method: 'GET',
    path: '/api/admin/orders/:id/shipping_label',
    ...staffDocument("The order's A6 shipping label, as a PDF"),
  }),
  ship: route({
    method: 'POST',
    path: '/api/admin/orders/:id/shipment',
    ...staffOnly('orders.manage'),
    summary:
      'Records that the parcel was handed to the carrier (the shipping method) with its tracking code, once; a repeat changes nothing, another code corrects it. Texts the buyer',
    params: IdParamsSchema,
    body: ShipmentInputSchema,
    response: { 200: AdminOrderSchema, ...recordRefusals },
  }),
  invoices: route({
    method: 'GET',
    path: '/api/admin/orders/invoices',
    ...staffOnly('orders.view'),
    summary: 'The A4 invoices of the orders `ids` (at most 100), one after another in one PDF',
    produces: ['application/pdf'],
    query: OrderBatchQuerySchema,
    response: { 200: FileSchema, ...recordRefusals },
  }),
  shippingLabels: route({
    method: 'GET',
    path: '/api/admin/orders/shipping_labels',
    ...staffOnly('orders.view'),
    summary: 'The A6 shipping labels of the orders `ids` (at most 100), a page each in one PDF',
    produces: ['application/pdf'],
    query: OrderBatchQuerySchema,
    response: { 200: FileSchema, ...recordRefusals },
  }),
  dashboard: route({
    method: 'GET',
    path: '/api/admin/dashboard',
    ...staffOnly('orders.view'),
    summary:
      'Today in Tehran (orders placed; revenue = money received today less money sent back), orders waiting for the store, low limited stocks',
    query: DashboardQuerySchema,
    response: { 200: DashboardSchema, 400: ValidationErrorBodySchema },
  }),
};

export const ordersRoutes = { ...publicRoutes, admin: adminRoutes };
