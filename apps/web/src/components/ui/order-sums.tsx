import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatToman } from '@shop/contract/persian';
import { DefinitionRow } from './definition-row.tsx';

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
      <DefinitionRow label="جمع کالاها">{formatToman(subtotal)}</DefinitionRow>
      {discount > 0 && (
        <DefinitionRow label="سود شما از خرید">
          <Typography component="span" sx={{ color: 'error.main' }}>
            {formatToman(discount)}
          </Typography>
        </DefinitionRow>
      )}
      <DefinitionRow label="هزینه ارسال">
        {shippingCost === null ? 'پس از انتخاب روش ارسال' : formatToman(shippingCost)}
      </DefinitionRow>
      <DefinitionRow label="مبلغ قابل پرداخت" strong>
        {formatToman(total)}
      </DefinitionRow>
    </Box>
  );
}
