import { z } from 'zod';
import { toPersianDigits } from './persian.ts';

/** Banks give back money taken for a payment that the shop never verified within this many hours (Shaparak's rule). */
const REFUND_HOURS = 72;
const refundNote = `اگر مبلغی از حساب شما کسر شده باشد، حداکثر تا ${toPersianDigits(REFUND_HOURS)} ساعت به حساب شما بازمی‌گردد.`;

/** What a customer reads when a payment through a gateway does not go through, by whose side the problem is on. */
export const paymentMessages = {
  /** The customer cancelled at the bank, or the bank says the payment was not made. */
  notPaid: `پرداخت انجام نشد یا لغو شد. ${refundNote}`,
  /** The bank's session is for another amount than the order's. */
  amountMismatch: `مبلغ پرداخت با مبلغ سفارش یکسان نیست و پرداخت پذیرفته نشد. ${refundNote}`,
  /** The callback names a transaction the gateway does not know (a stale or altered link). */
  unknownTransaction: `این تراکنش پرداخت یافت نشد. ${refundNote}`,
  /** The gateway could not be reached or answered something unexpected while verifying: the payment's fate is open. */
  verifyUnanswered: `درگاه پرداخت پاسخ نداد و نتیجه پرداخت هنوز روشن نیست. ${refundNote}`,
  /** The shop's account at the gateway is misconfigured or inactive: nothing the customer can do but another method. */
  /** A bank page's address that names no payment, or one kept too long. */
  pageNotFound: 'این صفحه پرداخت یافت نشد یا زمان آن گذشته است.',
  misconfigured: 'پرداخت اینترنتی فروشگاه موقتا در دسترس نیست. لطفا روش پرداخت دیگری را انتخاب کنید یا با پشتیبانی تماس بگیرید.',
} as const;

/**
 * Where an order's payment stands, as the pages after the bank read it: `paid`; `verifying` while the shop still asks
 * the bank (the waiting page keeps asking); `unpaid` when the order waits to be paid again; `closed` when it no longer
 * can be (failed, cancelled or sent).
 */
export const PAYMENT_STATES = ['paid', 'verifying', 'unpaid', 'closed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const OrderPaymentStateSchema = z
  .object({
    order_id: z.number().int(),
    state: z.enum(PAYMENT_STATES),
    /** Until when the order's items stay reserved for it; null when it waits for the store without an end. */
    reserved_until: z.string().nullable(),
    amount_outstanding: z.number().int(),
    /** The way the order was last chosen to be paid, to pay again the same way in one tap; null once that way is gone. */
    payment_method: z.number().int().nullable(),
  })
  .meta({ id: 'OrderPaymentState' });
export type OrderPaymentState = z.infer<typeof OrderPaymentStateSchema>;
