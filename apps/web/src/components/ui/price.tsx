import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatNumber } from '@shop/contract/persian';

interface PriceProps {
  price: number;
  regularPrice?: number;
  size?: 'small' | 'large';
}

/** The price a customer pays in Toman, with the regular price struck through when discounted. */
export function Price({ price, regularPrice, size = 'small' }: PriceProps) {
  const discounted = regularPrice !== undefined && regularPrice > price;
  const percent = discounted ? Math.round(((regularPrice - price) / regularPrice) * 100) : 0;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', minHeight: size === 'large' ? 56 : 44 }}>
      {discounted && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography
            component="del"
            variant="body2"
            sx={{ color: 'text.secondary' }}
            aria-label={`قیمت پیش از تخفیف ${formatNumber(regularPrice)} تومان`}
          >
            {formatNumber(regularPrice)}
          </Typography>
          <Box
            component="span"
            sx={{ bgcolor: 'error.main', color: 'common.white', borderRadius: 5, px: 0.8, fontSize: 12, fontWeight: 700 }}
          >
            ٪{formatNumber(percent)}
          </Box>
        </Box>
      )}
      <Typography component="p" sx={{ fontWeight: 700, fontSize: size === 'large' ? 24 : 16 }}>
        {formatNumber(price)}{' '}
        <Box component="span" sx={{ fontSize: size === 'large' ? 14 : 12, fontWeight: 400 }}>
          تومان
        </Box>
      </Typography>
    </Box>
  );
}
