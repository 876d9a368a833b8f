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
