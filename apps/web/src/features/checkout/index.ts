// What other features may use of checkout: the form that pays an order placed earlier, its code loaded when first
// wanted (it brings the payment schemas, with zod, and the transfer's calendar).
export type { OrderPaymentFormProps } from './components/order-payment-form.tsx';

export const loadOrderPaymentForm = async () => (await import('./components/order-payment-form.tsx')).OrderPaymentForm;
