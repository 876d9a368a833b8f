import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { OrderList } from './order-list.tsx';
import { OrderShow } from './order-show.tsx';

/** The back office's orders: the list with its filters, and one order with everything staff do to it. */
export const ordersResource = {
  name: 'orders',
  routes: ordersRoutes.admin,
  list: OrderList,
  show: OrderShow,
  icon: ReceiptLongOutlinedIcon,
  options: { label: 'سفارش‌ها' },
};
