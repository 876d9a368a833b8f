import Box from '@mui/material/Box';
import type { Order } from '@shop/contract/orders';
import { toPersianDigits } from '@shop/contract/persian';
import type { ReactNode } from 'react';
import { DefinitionRow } from '../../../components/ui/definition-row.tsx';
import { isolateNumbers } from '../../../lib/bidi-text.ts';

/** Numbers and codes read left to right inside the Persian line. */
const Ltr = ({ children }: { children: string }) => <bdi dir="ltr">{toPersianDigits(children)}</bdi>;

function Definitions({ children }: { children: ReactNode }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1, '& dd': { overflowWrap: 'anywhere' } }}>
      {children}
    </Box>
  );
}

/** The store as the invoice names it; its tax codes only once the store has set them. */
export function SellerInfo({ seller }: { seller: Order['seller_data'] }) {
  return (
    <Definitions>
      <DefinitionRow label="فروشنده">{seller.name}</DefinitionRow>
      {seller.economic_code && (
        <DefinitionRow label="کد اقتصادی">
          <Ltr>{seller.economic_code}</Ltr>
        </DefinitionRow>
      )}
      {seller.national_id && (
        <DefinitionRow label="شناسه ملی">
          <Ltr>{seller.national_id}</Ltr>
        </DefinitionRow>
      )}
      {seller.tel && (
        <DefinitionRow label="تلفن">
          <Ltr>{seller.tel}</Ltr>
        </DefinitionRow>
      )}
      {seller.address && <DefinitionRow label="نشانی">{isolateNumbers(toPersianDigits(seller.address))}</DefinitionRow>}
    </Definitions>
  );
}

/** The buyer and the delivery address, as they were at checkout. */
export function BuyerInfo({ order }: { order: Order }) {
  const place = [order.state_data.name, order.city_data.name].filter(Boolean).join('، ');
  return (
    <Definitions>
      <DefinitionRow label="نام خریدار">{order.full_name}</DefinitionRow>
      <DefinitionRow label="موبایل">
        <Ltr>{order.mobile_number}</Ltr>
      </DefinitionRow>
      <DefinitionRow label="کد پستی">
        <Ltr>{order.postal_code}</Ltr>
      </DefinitionRow>
      <DefinitionRow label="نشانی">
        {place && `${place}، `}
        {isolateNumbers(toPersianDigits(order.address))}
      </DefinitionRow>
    </Definitions>
  );
}
