import { z } from 'zod';
import { adminListQuery } from './admin.ts';
import { CalendarDateSchema, DELIVERY_PROMISES, DeliveryEstimateSchema, DeliveryWindowSchema } from './checkout.ts';
import { PAGE_SIZE } from './constants.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { PAYMENT_KINDS, type PaymentKind } from './methods.ts';
import { formatToman, toLatinDigits, toPersianDigits } from './persian.ts';
import { boolean, id, idList, inQuery, integer, paginated, paginationQuery, searchText } from './query.ts';
import { cleanCode } from './text.ts';
import { StaffMemberSchema } from './users.ts';
import { optionalLine, optionalProse, requiredProse } from './validation.ts';

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
    /** Whole Toman: money received, or, negative, money the store sent back. */
    amount: z.number().int(),
    /** The bank's reference number, or the card transfer's tracking number. */
    transaction_id: z.string().nullable(),
    payment_method_data: z.object({ name: z.string(), kind: z.enum(PAYMENT_KINDS) }),
    /** The masked card a gateway reports, or «****1234» from a card transfer. */
    card_pan: z.string().nullable(),
    notes: z.string(),
    approved: z.boolean(),
    /** Money the store sent back to the customer (a negative `amount`); it counts against what was paid. */
    is_refund: z.boolean(),
    /** Why the store refused this card transfer; null unless it did. A refused transfer counts for nothing. */
    refusal_reason: z.string().nullable(),
    /** When the money counted: verified by the bank, approved or recorded by the store, or sent back; null while unapproved. */
    settled_at: z.string().nullable(),
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

/** Where an order's money stands, from its approved payments and refunds alone. */
export const PAYMENT_STATUSES = ['unpaid', 'partly_paid', 'paid', 'partly_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentStatusLabel: Record<PaymentStatus, string> = {
  unpaid: 'پرداخت نشده',
  partly_paid: 'بخشی پرداخت شده',
  paid: 'پرداخت شده',
  partly_refunded: 'بخشی عودت داده شده',
  refunded: 'عودت داده شده',
};

/** An order's money as every reader shows it: the API, tracking, the PDFs, the back office and its figures. */
export interface OrderMoney {
  /** Approved money received, less what was sent back. */
  amount_paid: number;
  /** What the store sent back. */
  amount_refunded: number;
  /** What the customer still owes; nothing on a closed order. */
  amount_outstanding: number;
  is_paid: boolean;
  payment_status: PaymentStatus;
}

/**
 * The one derivation of an order's money from its payment rows: only approved rows count, a refund is a negative
 * amount. An order is paid once what it received covers its total (a zero total is paid at once) and stays paid
 * through a partial refund («بخشی عودت داده شده»); a refund of everything received makes it «عودت داده شده» and unpaid.
 * What is owed is the total less what was received, a refund being no debt; a closed order owes nothing more.
 */
export function moneyOf(
  order: { total: number; status: OrderStatus },
  payments: readonly { amount: number; approved: boolean }[],
): OrderMoney {
  let received = 0;
  let refunded = 0;
  for (const payment of payments) {
    if (!payment.approved) continue;
    if (payment.amount > 0) received += payment.amount;
    else refunded -= payment.amount;
  }
  const paid = received - refunded;
  const allRefunded = refunded > 0 && paid <= 0;
  const covered = received >= order.total;
  const paymentStatus: PaymentStatus = allRefunded
    ? 'refunded'
    : refunded > 0
      ? 'partly_refunded'
      : covered
        ? 'paid'
        : received > 0
          ? 'partly_paid'
          : 'unpaid';
  return {
    amount_paid: paid,
    amount_refunded: refunded,
    amount_outstanding: isClosedOrder(order.status) ? 0 : Math.max(0, order.total - received),
    is_paid: covered && !allRefunded,
    payment_status: paymentStatus,
  };
}

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

/** The parcel on its way: when staff handed it over, to which carrier (the shipping method's name), and its code. */
export const ShipmentSchema = z
  .object({ shipped_at: z.string(), carrier: z.string(), tracking_code: z.string() })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof ShipmentSchema>;

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
    /** What the approved payments bring in, less what was refunded (moneyOf). */
    amount_paid: z.number().int(),
    amount_refunded: z.number().int(),
    /** What is still owed; nothing once the order is closed. */
    amount_outstanding: z.number().int(),
    is_paid: z.boolean(),
    payment_status: z.enum(PAYMENT_STATUSES),
    shipping_method_data: z.object({ name: z.string() }),
    payment_method_data: z.object({ name: z.string(), kind: z.enum(PAYMENT_KINDS) }).nullable(),
    /** What the shipping method promised at checkout (formatDelivery says it in words). */
    delivery_promise: z.enum(DELIVERY_PROMISES),
    /** The day booked, for a slot or a day; null for an estimate. */
    delivery_date: z.string().nullable(),
    /** The window booked, for a slot only. */
    delivery_window: DeliveryWindowSchema.nullable(),
    /** The working days promised and the days they fall between, for an estimate only. */
    delivery_estimate: DeliveryEstimateSchema.nullable(),
    /** The parcel handed to the carrier, once staff record it; null before. */
    shipment: ShipmentSchema.nullable(),
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
/** The most orders one batch of invoices or labels prints. */
export const ORDER_BATCH_MAX = 100;
export const REASON_MAX_LENGTH = 500;
export const REFERENCE_MAX_LENGTH = 100;
/**
 * The most an order may come to, whole Toman: far above any sale of medical equipment, far below what the database,
 * JavaScript's numbers and a bank's Rial amounts hold exactly.
 */
export const ORDER_TOTAL_MAX = 1_000_000_000_000;
export const orderTooLarge = `مبلغ یک سفارش نمی‌تواند از ${formatToman(ORDER_TOTAL_MAX)} بیشتر باشد؛ لطفا آن را در چند سفارش ثبت کنید.`;

export const orderAdminMessages = {
  noteRequired: 'لطفا متن یادداشت را وارد کنید.',
  noteNotFound: 'یادداشت یافت نشد.',
  paymentNotFound: 'پرداخت یافت نشد.',
  refusalReasonRequired: 'لطفا دلیل رد پرداخت را وارد کنید.',
  paymentAlreadyApproved: 'این پرداخت پیش‌تر تأیید شده است و رد نمی‌شود.',
  paymentAlreadyRefused: 'این پرداخت پیش‌تر رد شده است.',
  refundNotReviewed: 'عودت وجه تأیید یا رد نمی‌شود.',
  nothingToRefund: 'برای این سفارش مبلغی پرداخت نشده است که عودت داده شود.',
  nothingOutstanding: 'مبلغی از این سفارش باقی نمانده است که دریافت شود.',
  closedOrderPayment: 'این سفارش بسته شده است و پرداختی برای آن ثبت نمی‌شود.',
  gatewayNotRecorded: 'پرداخت درگاه فقط با تأیید بانک ثبت می‌شود.',
  paymentMethodNotFound: 'روش پرداخت یافت نشد.',
  moneyDecisionRequired: 'این سفارش مبلغ پرداخت‌شده دارد: بگویید عودت داده شود یا نزد فروشگاه بماند.',
  refundedNeedsRefund: 'سفارش بدون عودت وجه «عودت داده شده» نمی‌شود.',
  refundedNeedsPayment: 'برای این سفارش مبلغی پرداخت نشده است؛ آن را لغو کنید.',
  dateInvalid: 'تاریخ باید به شکل YYYY-MM-DD باشد.',
  trackingCodeRequired: 'لطفا کد رهگیری مرسوله را وارد کنید.',
  trackingCodeInvalid: 'کد رهگیری فقط حروف لاتین، رقم و خط تیره دارد و حداکثر ۶۴ نویسه است.',
  notShippable: 'این سفارش بسته شده است و ارسال آن ثبت نمی‌شود.',
  ordersRequired: 'لطفا دست‌کم یک سفارش را انتخاب کنید.',
  tooManyOrders: `در هر بار حداکثر ${toPersianDigits(ORDER_BATCH_MAX)} سفارش چاپ می‌شود.`,
} as const;

export const orderAdminMessageWith = {
  /** A status change the graph does not allow. */
  statusMoveRefused: (from: OrderStatus, to: OrderStatus) =>
    `وضعیت سفارش «${orderStatusLabel[from]}» را نمی‌توان به «${orderStatusLabel[to]}» تغییر داد.`,
  refundTooLarge: (refundable: number) => `مبلغ عودت نمی‌تواند بیشتر از مبلغ پرداخت‌شده (${formatToman(refundable)}) باشد.`,
  receivedTooLarge: (outstanding: number) => `مبلغ دریافتی نمی‌تواند بیشتر از مانده سفارش (${formatToman(outstanding)}) باشد.`,
};

/** How the store sent money back, by the kind of way it went. */
export const refundMethodLabel: Record<PaymentKind, string> = {
  gateway: 'بازگشت از درگاه به کارت',
  card_to_card: 'واریز به کارت مشتری',
  cash_on_delivery: 'نقدی',
};

/** A payment as staff see it: the customer's view, the receipt picture, and whether it still waits for a decision. */
export const AdminPaymentSchema = PaymentSchema.extend({
  /** The card transfer's receipt picture, as the customer sent it. */
  receipt: ImageSchema.nullable(),
  /** A card transfer neither approved nor refused yet: staff may approve or refuse it. */
  reviewable: z.boolean(),
  /** The member of staff who recorded, approved or refused it; null for a bank's payment or an untouched transfer. */
  recorded_by: StaffMemberSchema.nullable(),
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
  /** What staff may still record as received (cash on delivery, a transfer seen in the account): the amount owed. */
  amount_receivable: z.number().int(),
  /**
   * Whether the order waits for the store: a card transfer to check, a new order paid on delivery, or a closed order
   * that still holds money (to send back, or to take up again).
   */
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

/** Staff hand the parcel to the carrier: the carrier's tracking code, in Latin letters and digits (any digits typed). */
export const ShipmentInputSchema = z
  .object({
    tracking_code: z.preprocess(
      (value) => (typeof value === 'string' ? toLatinDigits(cleanCode(value)) : value),
      z
        .string({ error: orderAdminMessages.trackingCodeRequired })
        .min(1, orderAdminMessages.trackingCodeRequired)
        .regex(/^[A-Za-z0-9-]{1,64}$/, orderAdminMessages.trackingCodeInvalid),
    ),
  })
  .meta({ id: 'ShipmentCreate' });
export type ShipmentInput = z.infer<typeof ShipmentInputSchema>;

/** Orders whose invoices or labels print as one PDF: `ids=1,2,3`, at most ORDER_BATCH_MAX. */
export const OrderBatchQuerySchema = z.object({
  ids: inQuery(
    idList(ORDER_BATCH_MAX, orderAdminMessages.tooManyOrders)
      .refine((ids) => ids !== undefined, orderAdminMessages.ordersRequired)
      .transform((ids) => ids ?? []),
  ),
});

const refundMethod = z.enum(PAYMENT_KINDS, { error: messages.invalidValue });
/** The bank's or the transfer's reference as a receipt prints it, kept in Latin digits to match the bank's statement. */
const moneyReference = optionalLine(REFERENCE_MAX_LENGTH).transform(toLatinDigits).default('');

/** What happens to the money a closed order holds: sent back in full now, or kept by the store (to refund later). */
export const MONEY_DECISIONS = ['refund', 'keep'] as const;

/**
 * A status to move to. Cancelling an order or marking it refunded while it holds money says what becomes of the money
 * (`money`); `refund` records the whole of it sent back, by `refund_method`, with its `transaction_id`.
 */
export const OrderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: messages.invalidValue }),
  money: z.enum(MONEY_DECISIONS, { error: messages.invalidValue }).optional(),
  refund_method: refundMethod.default('card_to_card'),
  transaction_id: moneyReference,
});
export type OrderStatusChange = z.infer<typeof OrderStatusChangeSchema>;

export const OrderNoteInputSchema = z.object({ message: requiredProse(orderAdminMessages.noteRequired, NOTE_MAX_LENGTH) });
export type OrderNoteInput = z.infer<typeof OrderNoteInputSchema>;
export const OrderNoteParamsSchema = z.object({ id: inQuery(id()), noteId: inQuery(id()) });

export const PaymentParamsSchema = z.object({ id: inQuery(id()), paymentId: inQuery(id()) });
export const PaymentRefusalSchema = z.object({
  reason: requiredProse(orderAdminMessages.refusalReasonRequired, REASON_MAX_LENGTH),
});
export type PaymentRefusal = z.infer<typeof PaymentRefusalSchema>;

/**
 * A refund the store paid the customer: whole Toman, at most what was paid, the way it went back and its reference,
 * with a note for the customer. The same reference again on the order is the same refund.
 */
export const RefundSchema = z.object({
  amount: integer({ min: 1, max: ORDER_TOTAL_MAX }),
  method: refundMethod.default('card_to_card'),
  transaction_id: moneyReference,
  notes: optionalProse(REASON_MAX_LENGTH).default(''),
});
export type Refund = z.infer<typeof RefundSchema>;

/**
 * Money the store received outside the gateway and records itself: cash (or a card reader) on delivery, or a transfer
 * it found in its account. At most what the order owes; the same reference again on the order is the same payment.
 */
export const ReceivedPaymentSchema = z.object({
  amount: integer({ min: 1, max: ORDER_TOTAL_MAX }),
  payment_method: id(),
  transaction_id: moneyReference,
  notes: optionalProse(REASON_MAX_LENGTH).default(''),
});
export type ReceivedPayment = z.infer<typeof ReceivedPaymentSchema>;

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
 * online ones that failed), `revenue` is the money received in it less the money sent back, whatever the orders'
 * days (the sales figures' own count).
 */
export const DashboardSchema = z
  .object({
    today: z.object({ date: z.string(), orders: z.number().int(), revenue: z.number().int() }),
    awaiting: z.object({ count: z.number().int(), oldest: z.array(AdminOrderListItemSchema) }),
    low_stock: z.object({ threshold: z.number().int(), count: z.number().int(), items: z.array(LowStockItemSchema) }),
  })
  .meta({ id: 'Dashboard' });
export type Dashboard = z.infer<typeof DashboardSchema>;
