import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { usePriceRange } from '../api/catalogue-queries.ts';
import { type ListingChange, type ListingParams, priceStatisticsQuery } from '../api/use-listing-params.ts';
import { ListingBrandFilter } from './listing-brand-filter.tsx';
import { ListingPriceFilter } from './listing-price-filter.tsx';

interface ListingFilterPanelProps {
  params: ListingParams;
  onChange: (change: ListingChange) => void;
}

const switchSx = { m: 0, width: '100%', justifyContent: 'space-between', minHeight: 44 } as const;

/** The filters of the sidebar and of the phone's drawer; the brand list, whose length varies, comes last. */
export function ListingFilterPanel({ params, onChange }: ListingFilterPanelProps) {
  const { data: range } = usePriceRange(priceStatisticsQuery(params));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <FormControlLabel
          labelPlacement="start"
          label="فقط کالاهای تخفیف‌دار"
          sx={switchSx}
          control={<Switch checked={params.has_discount} onChange={(_, checked) => onChange({ has_discount: checked })} />}
        />
        <FormControlLabel
          labelPlacement="start"
          label="فقط کالاهای موجود"
          sx={switchSx}
          control={<Switch checked={params.in_stock} onChange={(_, checked) => onChange({ in_stock: checked })} />}
        />
      </Box>
      <Divider />
      <ListingPriceFilter
        range={range}
        low={params.price__gt}
        high={params.price__lt}
        onChange={(low, high) => onChange({ price__gt: low, price__lt: high })}
      />
      <Divider />
      <ListingBrandFilter category={params.category} chosen={params.brand} onChange={(brand) => onChange({ brand })} />
    </Box>
  );
}
