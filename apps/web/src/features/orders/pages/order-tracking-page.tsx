import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import type { Order } from '@shop/contract/orders';
import { paths } from '@shop/contract/paths';
import { formatNumber } from '@shop/contract/persian';
import { type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CopyLinkButton } from '../../../components/ui/copy-link-button.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { NotFoundPage } from '../../../components/ui/not-found-page.tsx';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { isNotFound } from '../../../lib/api-client.ts';
import { useTrackedOrder } from '../api/order-queries.ts';
import { DocumentButtons } from '../components/document-buttons.tsx';
import { OrderFacts } from '../components/order-facts.tsx';
import { ItemNotes, OrderItemsTable } from '../components/order-items-table.tsx';
import { OrderNotesList } from '../components/order-notes-list.tsx';
import { BuyerInfo, SellerInfo } from '../components/order-parties.tsx';
import { OrderPaymentPanel, PayButton, PaymentNote } from '../components/order-payment.tsx';
import { OrderSection } from '../components/order-section.tsx';
import { OrderStatusChip } from '../components/order-status-chip.tsx';
import { OrderSummary } from '../components/order-summary.tsx';
import { PaymentsTable } from '../components/payments-table.tsx';

const trackingTitle = (order: Order) => `پیگیری سفارش ${formatNumber(order.id)}`;

function TrackedOrderView({ order }: { order: Order }) {
  const [paying, setPaying] = useState(false);
  return (
    <>
      {/* No address given: a customer's own order asks robots not to index it. */}
      <PageHead title={trackingTitle(order)} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {trackingTitle(order)}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <PayButton order={order} open={paying} onOpen={() => setPaying(true)} />
        <CopyLinkButton path={paths.orderTracking(order.key)} label="لینک سفارش" />
        <DocumentButtons order={order} />
      </Box>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <PaymentNote order={order} />
        {paying && <OrderPaymentPanel order={order} onClose={() => setPaying(false)} />}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          <OrderSection title="جزئیات سفارش">
            <OrderFacts order={order} />
          </OrderSection>
          <OrderSection title="اطلاعات فروشگاه">
            <SellerInfo seller={order.seller_data} />
          </OrderSection>
          <OrderSection title="اطلاعات خریدار">
            <BuyerInfo order={order} />
          </OrderSection>
          <OrderSection title="یادداشت کالاها">
            <ItemNotes items={order.items} orderNotes={order.notes} />
          </OrderSection>
        </Box>
        <OrderSection title="کالاها">
          <OrderItemsTable items={order.items} />
        </OrderSection>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
          {/* At the end of the line, where an invoice keeps its totals. */}
          <Box sx={{ gridColumn: { md: 2 } }}>
            <OrderSection title="خلاصه سفارش">
              <OrderSummary order={order} />
            </OrderSection>
          </Box>
        </Box>
        <OrderSection title="پرداخت‌ها">
          <PaymentsTable payments={order.payments} />
        </OrderSection>
        <OrderSection title="یادداشت‌های فروشگاه">
          <OrderNotesList notes={order.order_notes} empty="فروشگاه یادداشتی برای این سفارش ثبت نکرده است." />
        </OrderSection>
      </Box>
    </>
  );
}

const Page = ({ children }: { children: ReactNode }) => (
  <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
    {children}
  </Container>
);

function TrackedOrder({ orderKey }: { orderKey: string }) {
  const order = useTrackedOrder(orderKey);
  if (order.data) {
    return (
      <Page>
        <TrackedOrderView order={order.data} />
      </Page>
    );
  }
  if (order.isError && isNotFound(order.error)) return <NotFoundPage />;
  if (order.isError) {
    return (
      <Page>
        <PageHead title={messages.somethingWentWrong} status={500} />
        <LoadFailed error={order.error} onRetry={() => void order.refetch()} />
      </Page>
    );
  }
  return (
    <Page>
      <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" sx={{ height: 48, maxWidth: 320 }} />
        <Skeleton variant="rounded" sx={{ height: 240, borderRadius: 3 }} />
        <Skeleton variant="rounded" sx={{ height: 240, borderRadius: 3 }} />
      </Box>
    </Page>
  );
}

/**
 * `/order_tracking?key=…`: an order for whoever holds its key, rendered on the server like the shop's other public
 * pages. Its link can be copied, its invoice and label printed by its owner, and an unpaid order paid. Without a key,
 * or with a wrong one, there is no such page.
 */
export function OrderTrackingPage() {
  const key = useSearchParams()[0].get('key')?.trim() || null;
  return key ? <TrackedOrder key={key} orderKey={key} /> : <NotFoundPage />;
}
