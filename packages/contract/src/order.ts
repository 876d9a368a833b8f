import { z } from 'zod';
import { DeliveryWindowSchema } from './checkout.ts';
import { PAGE_SIZE } from './constants.ts';
import { LocationRefSchema } from './location.ts';
import { ImageSchema } from './media.ts';
import { messages } from './messages.ts';
import { PAYMENT_KINDS } from './methods.ts';
import { ORDER_STATUSES, OrderStatusSchema } from './order-status.ts';
import { boolean, inQuery, paginated, paginationQuery, searchText } from './query.ts';

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
