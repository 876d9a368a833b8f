import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { CalendarDateSchema, DeliveryWindowSchema } from './checkout.ts';
import { PAGE_SIZE } from './constants.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { PAYMENT_KINDS } from './methods.ts';
import { formatToman } from './persian.ts';
import { boolean, id, inQuery, integer, paginated, paginationQuery, searchText } from './query.ts';
import { optionalProse, requiredProse } from './validation.ts';

export const ORDER_STATUSES = ['new', 'processing', 'completed', 'cancelled', 'failed', 'created', 'refunded'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export type OrderStatus = z.infer<typeof OrderStatusSchema>;

export const orderStatusLabel: Record<OrderStatus, string> = {
  new: 'جدید',
  processing: 'در حال پردازش',
  completed: 'تکمیل شده',
  cancelled: 'لغو شده',
  failed: 'خطا',
  created: 'ساخته شده',
  refunded: 'عودت داده شده',
};

export const orderStatusColor: Record<OrderStatus, string> = {
  completed: 'green',
  new: 'blue',
  created: 'orange',
  cancelled: 'red',
  processing: 'purple',
  failed: 'red',
  refunded: 'black',
};

/** A line of an order: what was bought, snapshot at checkout, so that later price or name changes leave it as sold. */
export const OrderItemSchema = z
  .object({
    id: z.number().int(),
    product: z.number().int().nullable(),
    product_data: z.object({
      name: z.string(),
      variation_label: z.string().nullable(),
      featured_image: ImageSchema.nullable(),
    }),
    unit_price: z.number().int(),
    quantity: z.number().int(),
    discount_value: z.number().int(),
    total: z.number().int(),
    notes: z.string(),
  })
  .meta({ id: 'OrderItem' });
export type OrderItem = z.infer<typeof OrderItemSchema>;

export const PaymentSchema = z
  .object({
    id: z.number().int(),
    amount: z.number().int(),
    /** The bank's reference number, or the card transfer's tracking number. */
    transaction_id: z.string().nullable(),
    payment_method_data: z.object({ name: z.string(), kind: z.enum(PAYMENT_KINDS) }),
    /** The masked card a gateway reports, or «****1234» from a card transfer. */
    card_pan: z.string().nullable(),
    notes: z.string(),
    approved: z.boolean(),
    /** Money the store sent back to the customer, `amount` of it; it counts against what was paid. */
    is_refund: z.boolean(),
    /** Why the store refused this card transfer; null unless it did. A refused transfer counts for nothing. */
    refusal_reason: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

/** Where a payment stands: approved, waiting for the store, refused by it, or a refund the store paid. */
export type PaymentState = 'approved' | 'awaiting' | 'refused' | 'refund';

export function paymentState(payment: Pick<Payment, 'approved' | 'is_refund' | 'refusal_reason'>): PaymentState {
  if (payment.is_refund) return 'refund';
  if (payment.approved) return 'approved';
  return payment.refusal_reason === null ? 'awaiting' : 'refused';
}

export const paymentStateLabel: Record<PaymentState, string> = {
  approved: 'تأیید شده',
  awaiting: 'در انتظار تأیید',
  refused: 'رد شده',
  refund: 'عودت وجه',
};

export const OrderNoteSchema = z
  .object({ id: z.number().int(), message: z.string(), created_at: z.string(), updated_at: z.string() })
  .meta({ id: 'OrderNote' });
export type OrderNote = z.infer<typeof OrderNoteSchema>;

/** The store as its invoices and tracking pages name it, from the general settings at the time of reading. */
export const SellerSchema = z
  .object({
    name: z.string(),
    /** The store's address, its postal code written inside as the settings hold it. */
    address: z.string(),
    tel: z.string(),
    /** The economic code (کد اقتصادی) and national id (شناسه ملی) an Iranian invoice carries; empty until the store sets them. */
    economic_code: z.string(),
    national_id: z.string(),
  })
  .meta({ id: 'Seller' });
export type Seller = z.infer<typeof SellerSchema>;

/**
 * An order with its invoice, as its owner and anyone with its tracking key see it. The buyer and address are a
 * snapshot of checkout time. Whole Toman; `total` = `items_subtotal` − `items_discount` + `shipping_cost`.
 */
export const OrderSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    status: OrderStatusSchema,
    created_at: z.string(),
    full_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    mobile_number: z.string(),
    country_data: LocationRefSchema,
    state_data: LocationRefSchema,
    city_data: LocationRefSchema,
    postal_code: z.string(),
    address: z.string(),
    items: z.array(OrderItemSchema),
    items_subtotal: z.number().int(),
    items_discount: z.number().int(),
    shipping_cost: z.number().int(),
    total: z.number().int(),
    /** What the approved payments bring in, less what was refunded. */
    amount_paid: z.number().int(),
    amount_outstanding: z.number().int(),
    is_paid: z.boolean(),
    shipping_method_data: z.object({ name: z.string() }),
    payment_method_data: z.object({ name: z.string(), kind: z.enum(PAYMENT_KINDS) }).nullable(),
    delivery_date: z.string(),
    delivery_window: DeliveryWindowSchema,
    payments: z.array(PaymentSchema),
    /** The customer's own note at checkout. */
    notes: z.string(),
    /** The store's notes to the customer. */
    order_notes: z.array(OrderNoteSchema),
    seller_data: SellerSchema,
    /** The invoice PDF, served to the order's owner only (`Token` or `Bearer`). */
    report_url: z.string(),
    /** The A6 shipping label PDF, served to the order's owner only. */
    shipping_label_url: z.string(),
    /** The public tracking page of this order. */
    web_client_url: z.string(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

/** A row of the customer's orders table. */
export const OrderListItemSchema = OrderSchema.pick({
  id: true,
  key: true,
  full_name: true,
  status: true,
  created_at: true,
  total: true,
  is_paid: true,
  report_url: true,
}).meta({ id: 'OrderListItem' });
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

/** The customer's orders, newest first; `search` matches an order id or a product name, typed as a customer types. */
export const OrderListQuerySchema = z.object({
  search: inQuery(searchText()),
  status: inQuery(z.enum(ORDER_STATUSES, { error: messages.invalidValue }).optional()),
  is_paid: inQuery(boolean()),
  ...paginationQuery(PAGE_SIZE.orders),
});
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;
export const OrderListSchema = paginated(OrderListItemSchema).meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof OrderListSchema>;

export const OrderNotesQuerySchema = z.object({ search: inQuery(searchText()) });
export const OrderNoteListSchema = z.array(OrderNoteSchema);

/** The two documents of an order, by the names their addresses end in. */
export const ORDER_DOCUMENTS = ['invoice', 'shipping_label'] as const;
export type OrderDocument = (typeof ORDER_DOCUMENTS)[number];

// The back office: where staff may move an order, and what they read and send about it.

/**
 * Where staff may move an order from each status. `new` is an order placed and waiting for the store, `created` one
 * the store made itself; `failed` is the unpaid online order whose reservation ran out (the sweep's, never staff's).
 * Cancelled, failed and refunded orders are closed: nothing moves them on.
 */
export const ORDER_STATUS_MOVES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['processing', 'cancelled'],
  created: ['new', 'cancelled'],
  processing: ['completed', 'cancelled', 'refunded'],
  completed: ['refunded'],
  cancelled: [],
  failed: [],
  refunded: [],
};

export const canMoveOrder = (from: OrderStatus, to: OrderStatus): boolean => ORDER_STATUS_MOVES[from].includes(to);

/** An order in one of these gives its limited stock back, once: the goods are no longer sold. */
export const STOCK_RETURNING_STATUSES: readonly OrderStatus[] = ['cancelled', 'failed', 'refunded'];

/** A closed order takes no more money as paid: a payment recorded for it is the store's to refund. */
export const isClosedOrder = (status: OrderStatus): boolean => ORDER_STATUS_MOVES[status].length === 0;

/** A limited stock at or below this is low on the dashboard unless it asks for another threshold. */
export const LOW_STOCK_THRESHOLD = 5;
/** How many of the oldest orders waiting for the store, and of the lowest stocks, the dashboard lists. */
export const DASHBOARD_LIST_SIZE = 5;

export const NOTE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 500;

export const orderAdminMessages = {
  noteRequired: 'لطفا متن یادداشت را وارد کنید.',
  noteNotFound: 'یادداشت یافت نشد.',
  paymentNotFound: 'پرداخت یافت نشد.',
  refusalReasonRequired: 'لطفا دلیل رد پرداخت را وارد کنید.',
  paymentAlreadyApproved: 'این پرداخت پیش‌تر تأیید شده است و رد نمی‌شود.',
  paymentAlreadyRefused: 'این پرداخت پیش‌تر رد شده است.',
  refundNotReviewed: 'عودت وجه تأیید یا رد نمی‌شود.',
  nothingToRefund: 'برای این سفارش مبلغی پرداخت نشده است که عودت داده شود.',
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD باشد.',
} as const;

export const orderAdminMessageWith = {
  /** A status change the graph does not allow. */
  statusMoveRefused: (from: OrderStatus, to: OrderStatus) =>
    `وضعیت سفارش «${orderStatusLabel[from]}» را نمی‌توان به «${orderStatusLabel[to]}» تغییر داد.`,
  refundTooLarge: (refundable: number) => `مبلغ عودت نمی‌تواند بیشتر از مبلغ پرداخت‌شده (${formatToman(refundable)}) باشد.`,
};

/** A payment as staff see it: the customer's view, the receipt picture, and whether it still waits for a decision. */
export const AdminPaymentSchema = PaymentSchema.extend({
  /** The card transfer's receipt picture, as the customer sent it. */
  receipt: ImageSchema.nullable(),
  /** A card transfer neither approved nor refused yet: staff may approve or refuse it. */
  reviewable: z.boolean(),
}).meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

export const BuyerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  mobile_number: z.string(),
});

/**
 * An order as staff see it: the customer's whole order, with the buyer's account and mobile number, every payment with
 * its receipt, the statuses it may move to, and what may still be refunded. Its documents are the back office's.
 */
export const AdminOrderSchema = OrderSchema.extend({
  /** The buyer's account; null once the account is deleted. */
  user: z.number().int().nullable(),
  buyer_data: BuyerSchema,
  payments: z.array(AdminPaymentSchema),
  /** The statuses staff may move the order to now (ORDER_STATUS_MOVES). */
  next_statuses: z.array(OrderStatusSchema),
  /** What the store may still refund: the approved payments less earlier refunds. */
  amount_refundable: z.number().int(),
  /** Whether the order waits for the store: a card transfer to check, or a new order paid on delivery. */
  awaiting: z.boolean(),
  updated_at: z.string(),
}).meta({ id: 'AdminOrder' });
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

export const AdminOrderListItemSchema = z
  .object({
    id: z.number().int(),
    key: z.string(),
    status: OrderStatusSchema,
    created_at: z.string(),
    updated_at: z.string(),
    total: z.number().int(),
    is_paid: z.boolean(),
    buyer_data: BuyerSchema,
    payment_method_data: z.object({ name: z.string(), kind: z.enum(PAYMENT_KINDS) }),
    awaiting: z.boolean(),
  })
  .meta({ id: 'AdminOrderListItem' });
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

const calendarDay = inQuery(CalendarDateSchema(orderAdminMessages.dateInvalid).optional());

/**
 * The back office's orders. `search` finds an order by its number (`12`, `#12`, in any digits), the buyer's or the
 * receiver's name, a mobile number, or a product name in its lines; `created_from` and `created_to` are Tehran days
 * (`YYYY-MM-DD`), both included; `awaiting` keeps the orders waiting for the store.
 */
export const AdminOrderListQuerySchema = z.object({
  status: inQuery(z.enum(ORDER_STATUSES, { error: messages.invalidValue }).optional()),
  is_paid: inQuery(boolean()),
  awaiting: inQuery(boolean()),
  created_from: calendarDay,
  created_to: calendarDay,
  ...adminListQuery(['created_at', 'total', 'id']),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;
export const AdminOrderListSchema = paginated(AdminOrderListItemSchema).meta({ id: 'AdminOrderList' });

export const OrderStatusChangeSchema = z.object({ status: z.enum(ORDER_STATUSES, { error: messages.invalidValue }) });
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

export const OrderNoteInputSchema = z.object({ message: requiredProse(orderAdminMessages.noteRequired, NOTE_MAX_LENGTH) });
export type OrderNoteInput = z.infer<typeof OrderNoteInputSchema>;
export const OrderNoteParamsSchema = z.object({ id: inQuery(id()), noteId: inQuery(id()) });

export const PaymentParamsSchema = z.object({ id: inQuery(id()), paymentId: inQuery(id()) });
export const PaymentRefusalSchema = z.object({
  reason: requiredProse(orderAdminMessages.refusalReasonRequired, REASON_MAX_LENGTH),
});
export type PaymentRefusal = z.infer<typeof PaymentRefusalSchema>;

/** A refund the store paid the customer: whole Toman, at most what was paid, with a note for the customer. */
export const RefundSchema = z.object({
  amount: integer({ min: 1 }),
  notes: optionalProse(REASON_MAX_LENGTH).default(''),
});
export type Refund = z.infer<typeof RefundSchema>;

export const DashboardQuerySchema = z.object({
  low_stock: inQuery(integer({ min: 0, max: 1_000_000 }).default(LOW_STOCK_THRESHOLD)),
});

export const LowStockItemSchema = z
  .object({
    /** The id a cart line names: the product's, or its variation's. */
    id: z.number().int(),
    product: z.number().int(),
    name: z.string(),
    variation_label: z.string().nullable(),
    stock: z.number().int(),
  })
  .meta({ id: 'LowStockItem' });
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

/**
 * The back office's first page. `today` is the Tehran day: `orders` counts the orders placed in it (not the unpaid
 * online ones that failed), `revenue` sums the totals of those of them that are paid and not cancelled or refunded.
 */
export const DashboardSchema = z
  .object({
    today: z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() }),
    awaiting: z.object({ count: z.number().int(), oldest: z.array(AdminOrderListItemSchema) }),
    low_stock: z.object({ threshold: z.number().int(), count: z.number().int(), items: z.array(LowStockItemSchema) }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
