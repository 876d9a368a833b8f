import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@shop/contract/messages';
import type { Dashboard as DashboardFigures } from '@shop/contract/orders';
import { ordersRoutes } from '@shop/contract/orders-routes';
import { formatJalaliDate, formatNumber, formatToman } from '@shop/contract/persian';
import { type StaffRole, staffRoleLabel } from '@shop/contract/staff';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpError, Title, usePermissions } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { useAdminApi } from '../../../lib/admin-data.ts';
import { useCan } from '../../../lib/staff-permissions.ts';
import { OrderStatusChip } from '../components/order-status-chip.tsx';

/** A react-admin list's address with its filter, as the list writes it itself. */
const listWith = (resource: string, filter: Record<string, string>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

function Figure({ title, value, note, link }: { title: string; value: string; note: string; link: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 0.5 }}>
      <Typography component="h2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography sx={{ fontSize: '1.75rem', fontWeight: 700 }}>{value}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {note}
      </Typography>
      {link}
    </Paper>
  );
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={title}
      sx={{ borderRadius: 3, p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: '1.1rem' }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const Rows = ({ children }: { children: ReactNode }) => (
  <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
    {children}
  </Box>
);

const rowSx = { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' } as const;

function Figures({ figures }: { figures: DashboardFigures }) {
  const seesSales = useCan('sales.view');
  const { today, awaiting, low_stock: lowStock } = figures;
  const todayOnly = { created_from: today.date, created_to: today.date };
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Figure
          title="سفارش‌های امروز"
          value={formatNumber(today.orders)}
          note={formatJalaliDate(`${today.date}T12:00:00Z`)}
          link={
            <Link component={RouterLink} to={listWith('orders', todayOnly)}>
              سفارش‌های امروز
            </Link>
          }
        />
        <Figure
          title="فروش امروز"
          value={formatToman(today.revenue)}
          note="پولی که امروز رسید، منهای عودت‌های امروز"
          link={
            seesSales && (
              <Link component={RouterLink} to="/sales">
                گزارش فروش
              </Link>
            )
          }
        />
        <Figure
          title="منتظر فروشگاه"
          value={formatNumber(awaiting.count)}
          note="واریزهای تأییدنشده، سفارش‌های تازهٔ پرداخت در محل و سفارش‌های بسته‌ای که پولشان باید عودت شود"
          link={
            <Link component={RouterLink} to={listWith('orders', { awaiting: 'true' })}>
              همهٔ سفارش‌های منتظر
            </Link>
          }
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        <Panel title="قدیمی‌ترین سفارش‌های منتظر">
          {awaiting.oldest.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>سفارشی منتظر فروشگاه نیست.</Typography>
          ) : (
            <Rows>
              {awaiting.oldest.map((order) => (
                <Box component="li" key={order.id} sx={rowSx}>
                  <Link component={RouterLink} to={`/orders/${order.id}/show`}>
                    سفارش {formatNumber(order.id)}، {order.buyer_data.full_name || '—'}
                  </Link>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatJalaliDate(order.created_at)}
                    </Typography>
                    <OrderStatusChip status={order.status} />
                  </Box>
                </Box>
              ))}
            </Rows>
          )}
        </Panel>
        <Panel title={`کالاهای کم‌موجود (${formatNumber(lowStock.threshold)} عدد یا کمتر)`}>
          {lowStock.items.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>موجودی همهٔ کالاها کافی است.</Typography>
          ) : (
            <Rows>
              {lowStock.items.map((item) => (
                <Box component="li" key={item.id} sx={rowSx}>
                  <Link component={RouterLink} to={`/products/${item.product}`}>
                    {item.variation_label ? `${item.name} (${item.variation_label})` : item.name}
                  </Link>
                  <Typography sx={{ fontWeight: 700, color: item.stock === 0 ? 'error.main' : 'text.primary' }}>
                    {item.stock === 0 ? 'ناموجود' : `${formatNumber(item.stock)} عدد`}
                  </Typography>
                </Box>
              ))}
            </Rows>
          )}
          {lowStock.count > lowStock.items.length && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              و {formatNumber(lowStock.count - lowStock.items.length)} کالای کم‌موجود دیگر
            </Typography>
          )}
          <Link component={RouterLink} to="/products">
            همهٔ کالاها
          </Link>
        </Panel>
      </Box>
    </Box>
  );
}

/** The back office's first page: today's orders and sales in Tehran, what waits for the store, what runs out. */
export function Dashboard() {
  const api = useAdminApi();
  const seesOrders = useCan('orders.view');
  const { permissions: role } = usePermissions<StaffRole>();
  const { data, error } = useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: () => api.call(ordersRoutes.admin.dashboard),
    enabled: seesOrders,
  });
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2 }}>
      <Title title="داشبورد" />
      {!seesOrders ? (
        // A role without the orders has the menu for its own part of the shop.
        <Alert severity="info">{role ? `نقش شما: ${staffRoleLabel[role]}. از فهرست کنار صفحه شروع کنید.` : ''}</Alert>
      ) : error ? (
        <Alert severity="error">{error instanceof HttpError ? error.message : messages.somethingWentWrong}</Alert>
      ) : data ? (
        <Figures figures={data} />
      ) : (
        <Skeleton variant="rounded" height={160} />
      )}
    </Box>
  );
}
