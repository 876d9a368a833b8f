import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { OrderItem } from '@shop/contract/orders';
import { formatNumber, formatToman, joinParts } from '@shop/contract/persian';
import { LinePicture } from '../../../components/ui/line-picture.tsx';
import { isolateNumbers } from '../../../lib/bidi-text.ts';
import { type FoldingColumn, FoldingTable, narrowOnly } from './folding-table.tsx';

const money = (amount: number) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatToman(amount)}</Box>;

const columns: FoldingColumn<OrderItem>[] = [
  {
    label: 'کالا',
    cell: (item) => (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
        <LinePicture image={item.product_data.featured_image} size={48} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.7 }}>
            {item.product_data.name}
          </Typography>
          {item.product_data.variation_label && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.product_data.variation_label}
            </Typography>
          )}
          {/* A phone has no room for these columns: the line says them under the name. */}
          <Typography variant="body2" sx={{ color: 'text.secondary', ...narrowOnly }}>
            {joinParts(
              `${formatNumber(item.quantity)} × ${formatToman(item.unit_price)}`,
              item.discount_value > 0 && `تخفیف ${formatToman(item.discount_value)}`,
            )}
          </Typography>
        </Box>
      </Box>
    ),
  },
  { label: 'قیمت واحد', narrow: 'hide', cell: (item) => money(item.unit_price) },
  { label: 'تعداد', narrow: 'hide', cell: (item) => formatNumber(item.quantity) },
  { label: 'تخفیف', narrow: 'hide', cell: (item) => (item.discount_value > 0 ? money(item.discount_value) : '—') },
  { label: 'مبلغ کل', cell: (item) => <Box sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatToman(item.total)}</Box> },
];

/** The goods of an order with their pictures, as sold: unit price, quantity, discount and the line's total. */
export function OrderItemsTable({ items }: { items: OrderItem[] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <FoldingTable
        label="کالاهای سفارش"
        rows={items}
        rowKey={(item) => item.id}
        rowName={(item) => item.product_data.name}
        columns={columns}
      />
    </Box>
  );
}

/** The customer's notes on each line and on the whole order, written at checkout. */
export function ItemNotes({ items, orderNotes }: { items: OrderItem[]; orderNotes: string }) {
  const noted = items.filter((item) => item.notes.trim());
  if (noted.length === 0 && !orderNotes.trim()) {
    return <Typography sx={{ color: 'text.secondary' }}>یادداشتی برای کالاها ثبت نشده است.</Typography>;
  }
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
      {noted.map((item) => (
        <div key={item.id}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {item.product_data.name}
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {isolateNumbers(item.notes)}
          </Box>
        </div>
      ))}
      {orderNotes.trim() && (
        <div>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            توضیحات سفارش
          </Box>
          <Box component="dd" sx={{ m: 0, color: 'text.secondary', whiteSpace: 'pre-line' }}>
            {isolateNumbers(orderNotes)}
          </Box>
        </div>
      )}
    </Box>
  );
}
