import { z } from 'zod';

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
