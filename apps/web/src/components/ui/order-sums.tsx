import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatToman } from '@shop/contract/persian';
import type { ReactNode } from 'react';

/** The total is set apart by a rule above it: a `dl` holds only its rows, so the rule is the row's border. */
function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        fontWeight: strong ? 700 : 400,
        ...(strong && { borderTop: 1, borderColor: 'divider', pt: 1.25 }),
      }}
    >
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'end' }}>
        {children}
      </Box>
    </Box>
  );
}

interface OrderSumsProps {
  subtotal: number;
  discount: number;
  /** Null until a shipping method is chosen: the row says so rather than show a cost of nothing. */
  shippingCost: number | null;
  total: number;
}

/** A cart's or an order's sums in Toman, as the server computed them: goods, what the discounts saved, shipping, total. */
export function OrderSums({ subtotal, discount, shippingCost, total }: OrderSumsProps) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.25 }}>
      <Row label="جمع کالاها">{formatToman(subtotal)}</Row>
      {discount > 0 && (
        <Row label="سود شما از خرید">
          <Typography component="span" sx={{ color: 'error.main' }}>
            {formatToman(discount)}
          </Typography>
        </Row>
      )}
      <Row label="هزینه ارسال">{shippingCost === null ? 'پس از انتخاب روش ارسال' : formatToman(shippingCost)}</Row>
      <Row label="مبلغ قابل پرداخت" strong>
        {formatToman(total)}
      </Row>
    </Box>
  );
}
