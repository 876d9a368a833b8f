import FilterListIcon from '@mui/icons-material/FilterList';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@shop/contract/constants';
import { type OrderListItem, orderStatusLabel } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { paths } from '@shop/contract/paths';
import { formatJalaliNumeric, formatNumber, formatToman } from '@shop/contract/persian';
import { type ReactNode, useEffect, useEffectEvent, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PagePicker } from '../../../components/ui/page-picker.tsx';
import { ProfilePage } from '../../../components/ui/profile-page.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import { useApi } from '../../../lib/api-client.ts';
import { useOpenDocument } from '../../../lib/open-document.ts';
import { useDesktop } from '../../../lib/page-setting.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type OrderListParams, readOrderListParams, writeOrderListParams } from '../api/order-list-params.ts';
import { useOrders } from '../api/order-queries.ts';
import { invoiceFileName } from '../components/document-buttons.tsx';
import { type FoldingColumn, FoldingTable } from '../components/folding-table.tsx';
import { ORDER_PAID_LABELS } from '../components/order-facts.tsx';
import { OrderFilterDialog, type OrderFilters } from '../components/order-filter-dialog.tsx';
import { OrderStatusChip } from '../components/order-status-chip.tsx';

const SEARCH_DEBOUNCE_MS = 300;

/** Where an order's page leads back to: the list as it was left, page and filters included. */
export interface FromOrderList {
  orderList: string;
}

const orderName = (order: OrderListItem) => `سفارش ${formatNumber(order.id)}`;

/** The search box: what is typed settles into the address, and the box follows the address when Back changes it. */
function useSearchBox(search: string, onSettle: (search: string) => void) {
  const [input, setInput] = useState(search);
  const settled = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const settle = useEffectEvent((value: string) => {
    if (value !== search) onSettle(value);
  });
  const follow = useEffectEvent((value: string) => {
    if (value !== settled) setInput(value);
  });
  useEffect(() => settle(settled), [settled]);
  useEffect(() => follow(search), [search]);
  return [input, setInput] as const;
}

/**
 * `/profile/orders`: the customer's orders, 20 a page, searchable by an order's number or a product's name and
 * filtered by status and payment; page, search and filters live in the address, so that Back comes to the same rows.
 */
export function OrdersPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readOrderListParams(searchParams);
  const orders = useOrders(params);
  const navigate = useNavigate();
  const location = useLocation();
  const desktop = useDesktop();
  const api = useApi();
  const { open: openDocument, opening } = useOpenDocument();
  const [filtering, setFiltering] = useState(false);
  const change = (next: Partial<OrderListParams>, options?: { replace: boolean }) =>
    setSearchParams(writeOrderListParams({ ...params, page: 1, ...next }), options);
  // Typing refines one search: each settled search replaces the last rather than fill the history.
  const [searchInput, setSearchInput] = useSearchBox(params.search, (search) => change({ search }, { replace: true }));
  const fromList: FromOrderList = { orderList: location.search };
  const count = orders.data?.count ?? 0;
  const filters = Number(params.status !== undefined) + Number(params.isPaid !== undefined);
  const narrowed = params.search !== '' || filters > 0;

  const columns: FoldingColumn<OrderListItem>[] = [
    {
      label: 'شماره سفارش',
      cell: (order) => (
        <Link
          component={RouterLink}
          to={paths.order(order.id)}
          state={fromList}
          aria-label={orderName(order)}
          sx={{ fontWeight: 700 }}
        >
          {formatNumber(order.id)}
        </Link>
      ),
    },
    { label: 'خریدار', narrow: 'fold', cell: (order) => order.full_name },
    { label: 'وضعیت', cell: (order) => <OrderStatusChip status={order.status} /> },
    { label: 'تاریخ', narrow: 'fold', cell: (order) => formatJalaliNumeric(order.created_at) },
    {
      label: 'مبلغ کل',
      cell: (order) => (
        <>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {formatToman(order.total)}
          </Box>
          <Typography component="span" variant="caption" sx={{ color: order.is_paid ? 'success.dark' : 'text.secondary' }}>
            {order.is_paid ? ORDER_PAID_LABELS[0] : ORDER_PAID_LABELS[1]}
          </Typography>
        </>
      ),
    },
    {
      label: 'فاکتور',
      labelHidden: true,
      narrow: 'fold',
      cell: (order) => (
        <IconButton
          size="small"
          aria-label={`چاپ فاکتور ${orderName(order)}`}
          loading={opening === invoiceFileName(order.id)}
          onClick={() =>
            openDocument(
              () => api.document(ordersRoutes.invoice, { params: { id: order.id } }, 'application/pdf'),
              invoiceFileName(order.id),
            )
          }
        >
          <PrintOutlinedIcon fontSize="small" />
        </IconButton>
      ),
    },
  ];

  let content: ReactNode;
  if (orders.isPending) {
    content = (
      <Box sx={{ display: 'grid', gap: 1 }}>
        {Array.from({ length: 5 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} variant="rounded" height={52} />
        ))}
      </Box>
    );
  } else if (orders.isError && !orders.data) {
    content = <LoadFailed error={orders.error} onRetry={() => void orders.refetch()} />;
  } else if (count === 0) {
    content = (
      <Typography sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
        {narrowed ? 'سفارشی با این جستجو یا فیلتر یافت نشد.' : 'لیست سفارش‌ها خالی است'}
      </Typography>
    );
  } else {
    content = (
      <Box aria-busy={orders.isPlaceholderData} sx={{ overflowX: 'auto' }}>
        <FoldingTable
          label="سفارش‌ها"
          rows={orders.data?.results ?? []}
          rowKey={(order) => order.id}
          rowName={orderName}
          columns={columns}
          onRowClick={(order) => void navigate(paths.order(order.id), { state: fromList })}
        />
      </Box>
    );
  }

  return (
    <ProfilePage
      title="سفارش‌ها"
      action={
        <Button
          variant="outlined"
          aria-haspopup="dialog"
          startIcon={
            <Badge badgeContent={filters ? formatNumber(filters) : undefined} color="primary">
              <FilterListIcon />
            </Badge>
          }
          onClick={() => setFiltering(true)}
        >
          فیلتر
        </Button>
      }
    >
      <SearchField
        value={searchInput}
        onChange={setSearchInput}
        placeholder="جستجو در شماره سفارش یا نام کالا"
        label="جستجو در سفارش‌ها"
      />
      {filters > 0 && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 2 }}>
          {params.status && (
            <Chip label={`وضعیت: ${orderStatusLabel[params.status]}`} onDelete={() => change({ status: undefined })} />
          )}
          {params.isPaid !== undefined && (
            <Chip
              label={params.isPaid ? ORDER_PAID_LABELS[0] : ORDER_PAID_LABELS[1]}
              onDelete={() => change({ isPaid: undefined })}
            />
          )}
        </Box>
      )}
      {content}
      <PagePicker
        page={params.page}
        pages={Math.ceil(count / PAGE_SIZE.orders)}
        compact={!desktop}
        onChange={(page) => {
          setSearchParams(writeOrderListParams({ ...params, page }));
          // The picker sits below the list: the next page is read from its first order.
          window.scrollTo({ top: 0 });
        }}
      />
      {filtering && (
        <OrderFilterDialog
          filters={params}
          onClose={() => setFiltering(false)}
          onApply={(next: OrderFilters) => {
            if (next.status === params.status && next.isPaid === params.isPaid) return setFiltering(false);
            // Replaces the dialog's own entry, and the dialog closes over the filtered list.
            change(next, { replace: true });
          }}
        />
      )}
    </ProfilePage>
  );
}
