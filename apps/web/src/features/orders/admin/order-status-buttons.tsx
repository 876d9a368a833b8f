import Button from '@mui/material/Button';
import { type AdminOrder, type OrderStatus, orderStatusLabel, STOCK_RETURNING_STATUSES } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatNumber } from '@shop/contract/persian';
import { useState } from 'react';
import { Confirm } from 'react-admin';
import { useOrderAction } from './use-order-action.ts';

/** What each move does, as its button says it. */
const moveLabel: Record<OrderStatus, string> = {
  new: 'ثبت سفارش',
  created: 'ساخت سفارش',
  processing: 'شروع پردازش',
  completed: 'تکمیل سفارش',
  cancelled: 'لغو سفارش',
  failed: 'ناموفق',
  refunded: 'عودت سفارش',
};

const closing = (status: OrderStatus) => STOCK_RETURNING_STATUSES.includes(status);

/** A button for each status the order may move to now, each asking to be confirmed first. */
export function OrderStatusButtons({ order }: { order: AdminOrder }) {
  const [asked, setAsked] = useState<OrderStatus | null>(null);
  const { run, busy } = useOrderAction();
  if (order.next_statuses.length === 0) return null;
  const confirm = async () => {
    if (!asked) return;
    await run(
      (api) => api.call(ordersRoutes.admin.changeStatus, { params: { id: order.id }, body: { status: asked } }),
      `وضعیت سفارش «${orderStatusLabel[asked]}» شد.`,
    );
    setAsked(null);
  };
  return (
    <>
      {order.next_statuses.map((status) => (
        <Button
          key={status}
          variant={closing(status) ? 'outlined' : 'contained'}
          color={closing(status) ? 'error' : 'primary'}
          onClick={() => setAsked(status)}
        >
          {moveLabel[status]}
        </Button>
      ))}
      <Confirm
        isOpen={asked !== null}
        loading={busy}
        title={asked ? `${moveLabel[asked]} ${formatNumber(order.id)}؟` : ''}
        content={
          asked
            ? [
                `وضعیت سفارش به «${orderStatusLabel[asked]}» تغییر می‌کند و به خریدار پیامک فرستاده می‌شود.`,
                closing(asked) ? 'موجودی کالاهای آن به انبار برمی‌گردد.' : '',
              ].join(' ')
            : ''
        }
        confirm={asked ? moveLabel[asked] : ''}
        cancel="انصراف"
        confirmColor={asked && closing(asked) ? 'warning' : 'primary'}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </>
  );
}
