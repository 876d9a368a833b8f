import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type AdminOrderListItem,
  ORDER_BATCH_MAX,
  ORDER_STATUSES,
  type OrderDocument,
  orderAdminMessages,
  orderStatusLabel,
} from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatJalaliDate, formatNumber, formatToman, joinParts, toPersianDigits } from '@shop/contract/persian';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  HttpError,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  useListContext,
  useNotify,
} from 'react-admin';
import { JalaliDateInput, JalaliField, TomanField } from '../../../components/admin/fields.tsx';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { openPdf } from '../../../lib/open-document.ts';
import { ORDER_PAID_LABELS } from '../components/order-facts.tsx';
import { OrderStatusChip, PaidChip } from '../components/order-status-chip.tsx';
import { AwaitingChip } from './awaiting-chip.tsx';

const statusChoices = ORDER_STATUSES.map((status) => ({ id: status, name: orderStatusLabel[status] }));
const yesNo = (yes: string, no: string) => [
  { id: 'true', name: yes },
  { id: 'false', name: no },
];

const filters = [
  <SearchInput key="q" source="q" placeholder="شماره، نام، موبایل یا کالا" alwaysOn />,
  <SelectInput key="status" source="status" label="وضعیت" choices={statusChoices} translateChoice={false} />,
  <SelectInput
    key="is_paid"
    source="is_paid"
    label="پرداخت"
    choices={yesNo(ORDER_PAID_LABELS[0], ORDER_PAID_LABELS[1])}
    translateChoice={false}
  />,
  <SelectInput
    key="awaiting"
    source="awaiting"
    label="منتظر فروشگاه"
    choices={yesNo('منتظر فروشگاه', 'بدون کار در انتظار')}
    translateChoice={false}
  />,
  <JalaliDateInput key="created_from" source="created_from" label="از تاریخ" />,
  <JalaliDateInput key="created_to" source="created_to" label="تا تاریخ" />,
];

const batchRoute = { invoice: ordersRoutes.admin.invoices, shipping_label: ordersRoutes.admin.shippingLabels };

/** The selected orders' invoices or labels, as one PDF to print at once (at most ORDER_BATCH_MAX). */
function BatchPrintButtons() {
  const { selectedIds } = useListContext<AdminOrderListItem>();
  const api = useAdminApi();
  const notify = useNotify();
  const [opening, setOpening] = useState<OrderDocument | null>(null);
  const print = async (document: OrderDocument) => {
    if (selectedIds.length > ORDER_BATCH_MAX) {
      notify(orderAdminMessages.tooManyOrders, { type: 'error' });
      return;
    }
    setOpening(document);
    try {
      const ids = selectedIds.join(',');
      await openPdf(() => api.document(batchRoute[document], { query: { ids } }, 'application/pdf'), `${document}s.pdf`);
    } catch (error) {
      notify(error instanceof HttpError ? error.message : 'فایل چاپی باز نشد.', { type: 'error' });
    } finally {
      setOpening(null);
    }
  };
  return (
    <>
      <Button startIcon={<PrintOutlinedIcon />} loading={opening === 'invoice'} onClick={() => print('invoice')}>
        چاپ فاکتورها
      </Button>
      <Button
        startIcon={<LocalShippingOutlinedIcon />}
        loading={opening === 'shipping_label'}
        onClick={() => print('shipping_label')}
      >
        چاپ برچسب‌ها
      </Button>
    </>
  );
}

const orderNumber = (order: AdminOrderListItem) => `سفارش ${formatNumber(order.id)}`;

/** The orders, newest first: a table on a wide screen, a list of two-line rows on a phone. */
export function OrderList() {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="سفارش‌ها" sort={{ field: 'created_at', order: 'DESC' }} filters={filters} exporter={false}>
      {narrow ? (
        <SimpleList<AdminOrderListItem>
          linkType="show"
          // react-admin greys the third text; the status chips keep their colours.
          sx={{ '& .RaSimpleList-tertiary': { opacity: 1 } }}
          primaryText={(order) => joinParts(orderNumber(order), order.buyer_data.full_name || '—')}
          secondaryText={(order) => joinParts(formatJalaliDate(order.created_at), formatToman(order.total))}
          tertiaryText={(order) => (
            <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap', justifyContent: 'end' }}>
              <OrderStatusChip status={order.status} />
              {order.awaiting && <AwaitingChip />}
            </Box>
          )}
        />
      ) : (
        <Datagrid bulkActionButtons={<BatchPrintButtons />} rowClick="show">
          <FunctionField<AdminOrderListItem> source="id" label="شماره" sortable render={(order) => formatNumber(order.id)} />
          <FunctionField<AdminOrderListItem>
            label="خریدار"
            render={(order) => (
              <Box sx={{ display: 'grid' }}>
                <span>{order.buyer_data.full_name || '—'}</span>
                <Box component="bdi" dir="ltr" sx={{ color: 'text.secondary', justifySelf: 'start' }}>
                  {toPersianDigits(order.buyer_data.mobile_number)}
                </Box>
              </Box>
            )}
          />
          <FunctionField<AdminOrderListItem>
            label="وضعیت"
            render={(order) => (
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                <OrderStatusChip status={order.status} />
                {order.awaiting && <AwaitingChip />}
              </Box>
            )}
          />
          <JalaliField source="created_at" label="تاریخ ثبت" showTime sortable />
          <TomanField source="total" label="مبلغ کل" sortable />
          <FunctionField<AdminOrderListItem>
            label="پرداخت"
            render={(order) => <PaidChip paid={order.is_paid} labels={ORDER_PAID_LABELS} />}
          />
        </Datagrid>
      )}
    </List>
  );
}
