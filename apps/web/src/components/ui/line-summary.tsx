import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Image } from '@shop/contract/media';
import { formatNumber, formatToman, joinParts } from '@shop/contract/persian';
import { LinePicture } from './line-picture.tsx';

/** What a cart's line and an order's line both tell of what they hold. */
export interface SummaryLine {
  id: number;
  product_data: { name: string; variation_label: string | null; featured_image: Image | null };
  quantity: number;
  total: number;
  /** A cart's line that cannot be ordered as it is (sold out meanwhile); an order's lines leave it out. */
  is_available?: boolean;
}

/**
 * A cart's or an order's lines in short: picture, name, quantity and variation under it, and what the line costs, or
 * «ناموجود» for a cart's line the sums leave out. The quantity has its own line: after a name that ends in Latin («M3»)
 * a «× ۲» would be pulled to the wrong side.
 */
export function LineSummary({ lines, label }: { lines: SummaryLine[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((line) => (
        <Box component="li" key={line.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
          <LinePicture image={line.product_data.featured_image} size={48} />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.7 }}>
              {line.product_data.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {joinParts(`${formatNumber(line.quantity)} عدد`, line.product_data.variation_label)}
            </Typography>
          </Box>
          {line.is_available === false ? (
            <Typography variant="body2" sx={{ fontWeight: 700, flexShrink: 0, color: 'error.main' }}>
              ناموجود
            </Typography>
          ) : (
            <Typography variant="body2" sx={{ fontWeight: 700, flexShrink: 0 }}>
              {formatToman(line.total)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
