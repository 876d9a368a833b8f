import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SearchIcon from '@mui/icons-material/Search';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { Order } from '@shop/contract/orders';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { ProfilePage } from '../../../components/ui/profile-page.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useOrder, useOrderNotes } from '../api/order-queries.ts';
import { DocumentButtons } from '../components/document-buttons.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { ItemNotes, OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderNotesList } from '../components/order-notes-list.tsx';
import { BuyerInfo, SellerInfo } from '../components/order-parties.tsx';
import { OrderPaymentPanel, PayButton, PaymentNote } from '../components/order-payment.tsx';
import { OrderSection } from '../components/order-section.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';
import type { FromOrderList } from './orders-page.tsx';

const TABS = [
  { value: 'invoice', label: 'فاکتور' },
  { value: 'payments', label: 'پرداخت‌ها' },
  { value: 'notes', label: 'یادداشت‌ها' },
] as const;
type TabName = (typeof TABS)[number]['value'];

const SEARCH_DEBOUNCE_MS = 300;
const tabId = (tab: TabName) => `order-tab-${tab}`;
const panelId = (tab: TabName) => `order-panel-${tab}`;
const orderTitle = (id: number) => `سفارش ${formatNumber(id)}`;
const columnsSx = { display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } };

function InvoiceTab({ order }: { order: Order }) {
  const [paying, setPaying] = useState(false);
  const noted = order.notes.trim() !== '' || order.items.some((item) => item.notes.trim() !== '');
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box sx={columnsSx}>
        <OrderSection flat title="فروشنده">
          <SellerInfo seller={order.seller_data} />
        </OrderSection>
        <OrderSection flat title="خریدار">
          <BuyerInfo order={order} />
        </OrderSection>
      </Box>
      <OrderSection flat title="کالاها">
        <OrderItemsTable items={order.items} />
      </OrderSection>
      {noted && (
        <OrderSection flat title="یادداشت کالاها">
          <ItemNotes items={order.items} orderNotes={order.notes} />
        </OrderSection>
      )}
      <Box sx={columnsSx}>
        <OrderSection flat title="ارسال و پرداخت">
          <OrderFacts order={order} />
          <PaymentNote order={order} />
          <PayButton order={order} open={paying} onOpen={() => setPaying(true)} />
        </OrderSection>
        <OrderSection flat title="جمع فاکتور">
          <OrderSummary order={order} />
        </OrderSection>
      </Box>
      {paying && <OrderPaymentPanel order={order} onClose={() => setPaying(false)} />}
    </Box>
  );
}

function NotesTab({ orderId }: { orderId: number }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const notes = useOrderNotes(orderId, search);
  let list: ReactNode;
  if (notes.data) {
    list = (
      <Box aria-busy={notes.isPlaceholderData}>
        <OrderNotesList
          notes={notes.data}
          empty={search ? 'یادداشتی با این جستجو یافت نشد.' : 'فروشگاه یادداشتی برای این سفارش ثبت نکرده است.'}
        />
      </Box>
    );
  } else if (notes.isError) {
    list = <LoadFailed error={notes.error} onRetry={() => void notes.refetch()} />;
  } else {
    list = <Skeleton variant="rounded" height={96} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <TextField
        type="search"
        size="small"
        fullWidth
        placeholder="جستجو در یادداشت‌ها"
        value={input}
        onChange={(event) => setInput(event.target.value)}
        slotProps={{
          htmlInput: { 'aria-label': 'جستجو در یادداشت‌ها' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {list}
    </Box>
  );
}

function OrderView({ order }: { order: Order }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = TABS.find((candidate) => candidate.value === searchParams.get('tab'))?.value ?? 'invoice';
  const state = useLocation().state as Partial<FromOrderList> | null;
  return (
    <ProfilePage
      title={orderTitle(order.id)}
      action={
        <Button component={RouterLink} to={paths.orders + (state?.orderList ?? '')} startIcon={<ArrowForwardIcon />}>
          بازگشت به سفارش‌ها
        </Button>
      }
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <DocumentButtons order={order} />
        <Button variant="outlined" component={RouterLink} to={paths.orderTracking(order.key)} startIcon={<TravelExploreIcon />}>
          صفحه پیگیری
        </Button>
      </Box>
      <Tabs
        value={tab}
        // Each tab is an entry of the history, so that Back returns to the tab before.
        onChange={(_, next: TabName) => setSearchParams(next === 'invoice' ? {} : { tab: next }, { state })}
        variant="fullWidth"
        aria-label="بخش‌های سفارش"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}
      >
        {TABS.map((candidate) => (
          <Tab
            key={candidate.value}
            value={candidate.value}
            label={candidate.label}
            id={tabId(candidate.value)}
            aria-controls={panelId(candidate.value)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'invoice' && <InvoiceTab order={order} />}
        {tab === 'payments' && <PaymentsTable payments={order.payments} />}
        {tab === 'notes' && <NotesTab orderId={order.id} />}
      </Box>
    </ProfilePage>
  );
}

function OrderLoader({ id }: { id: number }) {
  const order = useOrder(id);
  if (order.data) return <OrderView order={order.data} />;
  if (order.isError && isNotFound(order.error)) return <NotFoundPage />;
  return (
    <ProfilePage title={orderTitle(id)}>
      {order.isError ? (
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      ) : (
        <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={240} />
        </Box>
      )}
    </ProfilePage>
  );
}

/**
 * `/profile/orders/:id`: one of the customer's orders, in three tabs kept in the address (`?tab=`): the invoice (with
 * the pay button while it is unpaid), its payments, and the store's notes, searchable. Another customer's order, or
 * an id that names none, is not found.
 */
export function OrderPage() {
  const id = Number(useParams().id);
  if (!Number.isSafeInteger(id) || id <= 0) return <NotFoundPage />;
  return <OrderLoader key={id} id={id} />;
}
