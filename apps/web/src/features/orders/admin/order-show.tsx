import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { AdminOrder, OrderDocument } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatNumber, formatToman, toPersianDigits } from '@shop/contract/persian';
import { useState } from 'react';
import { HttpError, Show, useNotify, useRecordContext } from 'react-admin';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { openPdf } from '../../../lib/open-document.ts';
import { useCan } from '../../../lib/staff-permissions.ts';
import { OrderFacts } from '../components/order-facts.tsx';
import { ItemNotes, OrderItemsTable } from '../components/order-items-table.tsx';
import { BuyerInfo } from '../components/order-parties.tsx';
import { OrderSection } from '../components/order-section.tsx';
import { PaymentStatusChip } from '../components/order-status-chip.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { AwaitingChip } from './awaiting-chip.tsx';
import { OrderNotesEditor } from './order-notes-editor.tsx';
import { OrderPayments, ReceivePaymentDialog, RefundDialog } from './order-payments.tsx';
import { OrderStatusButtons } from './order-status-buttons.tsx';
import { ShipmentButton } from './shipment-dialog.tsx';

const documentName: Record<OrderDocument, string> = { invoice: 'فاکتور', shipping_label: 'برچسب پستی' };

/** The invoice's and the label's print buttons: the back office reads the PDF with the staff member's token. */
const documentRoute = { invoice: ordersRoutes.admin.invoice, shipping_label: ordersRoutes.admin.shippingLabel };

function PrintButtons({ order }: { order: AdminOrder }) {
  const api = useAdminApi();
  const notify = useNotify();
  const [opening, setOpening] = useState<OrderDocument | null>(null);
  const open = async (document: OrderDocument) => {
    setOpening(document);
    try {
      await openPdf(
        () => api.document(documentRoute[document], { params: { id: order.id } }, 'application/pdf'),
        `${document}-${order.id}.pdf`,
      );
    } catch (error) {
      notify(error instanceof HttpError ? error.message : `${documentName[document]} باز نشد.`, { type: 'error' });
    } finally {
      setOpening(null);
    }
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PrintOutlinedIcon />}
        loading={opening === 'invoice'}
        onClick={() => open('invoice')}
      >
        چاپ فاکتور
      </Button>
      <Button
        variant="outlined"
        startIcon={<LocalShippingOutlinedIcon />}
        loading={opening === 'shipping_label'}
        onClick={() => open('shipping_label')}
      >
        چاپ برچسب پستی
      </Button>
    </>
  );
}

/** Who bought it: the account's name and mobile number at checkout. */
function Buyer({ order }: { order: AdminOrder }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1 }}>
      <DefinitionRow label="نام">{order.buyer_data.full_name || '—'}</DefinitionRow>
      <DefinitionRow label="موبایل">
        <bdi dir="ltr">{toPersianDigits(order.buyer_data.mobile_number)}</bdi>
      </DefinitionRow>
      <DefinitionRow label="شناسه حساب">{order.user === null ? 'حذف شده' : formatNumber(order.user)}</DefinitionRow>
    </Box>
  );
}

function OrderDetails() {
  const order = useRecordContext<AdminOrder>();
  const [refunding, setRefunding] = useState(false);
  const [receiving, setReceiving] = useState(false);
  const manages = useCan('orders.manage');
  const refunds = useCan('orders.refund');
  // react-admin first shows the row the list read, which has no lines or payments, while it reads the whole order.
  if (!order || !('items' in order)) return <Skeleton variant="rounded" height={320} sx={{ my: 2 }} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, flex: '1 1 auto' }}>
          سفارش {formatNumber(order.id)}
        </Typography>
        {order.awaiting && <AwaitingChip />}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {manages && <OrderStatusButtons order={order} />}
        {manages && <ShipmentButton order={order} />}
        <PrintButtons order={order} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <OrderSection title="سفارش">
          <OrderFacts order={order} />
        </OrderSection>
        <OrderSection title="خریدار">
          <Buyer order={order} />
        </OrderSection>
        <OrderSection title="گیرنده و نشانی">
          <BuyerInfo order={order} />
        </OrderSection>
      </Box>
      <OrderSection title="کالاها">
        <OrderItemsTable items={order.items} />
        <OrderSummary order={order} />
      </OrderSection>
      <OrderSection title="یادداشت‌های خریدار">
        <ItemNotes items={order.items} orderNotes={order.notes} />
      </OrderSection>
      <OrderSection
        title="پرداخت‌ها"
        action={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {manages && order.amount_receivable > 0 && (
              <Button variant="contained" onClick={() => setReceiving(true)}>
                ثبت دریافت وجه
              </Button>
            )}
            {refunds && order.amount_refundable > 0 && (
              <Button variant="outlined" onClick={() => setRefunding(true)}>
                ثبت عودت وجه
              </Button>
            )}
          </Box>
        }
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <PaymentStatusChip status={order.payment_status} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {[
              `دریافت‌شده: ${formatToman(order.amount_paid + order.amount_refunded)}`,
              order.amount_refunded > 0 ? `عودت: ${formatToman(order.amount_refunded)}` : '',
              order.amount_outstanding > 0 ? `مانده: ${formatToman(order.amount_outstanding)}` : '',
            ]
              .filter(Boolean)
              .join('، ')}
          </Typography>
        </Box>
        <OrderPayments order={order} />
        <ReceivePaymentDialog order={order} open={receiving} onClose={() => setReceiving(false)} />
        <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />
      </OrderSection>
      <OrderSection title="یادداشت‌ها برای مشتری">
        <OrderNotesEditor order={order} />
      </OrderSection>
    </Box>
  );
}

const OrderTitle = () => {
  const order = useRecordContext<AdminOrder>();
  return <span>{order ? `سفارش ${formatNumber(order.id)}` : 'سفارش'}</span>;
};

/** One order for staff: its goods, buyer and address, payments to decide on, notes to the customer, its next statuses. */
export function OrderShow() {
  return (
    <Show title={<OrderTitle />} actions={false} component="div">
      <OrderDetails />
    </Show>
  );
}
