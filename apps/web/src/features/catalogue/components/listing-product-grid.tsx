import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import type { ProductSummary } from '@shop/contract/catalogue';
import { ProductCard } from '../../../components/ui/product-card.tsx';

/** Beside the filter sidebar a desktop row holds fewer cards than the full-width grid of the home page. */
const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { xs: 1, md: 2 },
} as const;

/** Enough placeholders to fill the first screen of a phone or a desktop. */
const SKELETON_COUNT = 12;

/** The first cards are above the fold on every width: their images load at once. */
const EAGER_COUNT = 4;

/** A card's outline with ProductCard's measures (padding, square image, two name lines, price block). */
function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3, p: 1.5 }}>
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 2 }} />
      <Box sx={{ mt: 1.5, minHeight: '3.6em', fontSize: 14, lineHeight: 1.8 }}>
        <Skeleton width="90%" />
        <Skeleton width="60%" />
      </Box>
      <Box
        sx={{ pt: 1, height: 52, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', justifyContent: 'flex-end' }}
      >
        <Skeleton width="50%" height={28} />
      </Box>
    </Card>
  );
}

export function ListingProductGrid({ products }: { products: ProductSummary[] | undefined }) {
  return (
    <Box sx={gridSx}>
      {products
        ? products.map((product, index) => <ProductCard key={product.id} product={product} eager={index < EAGER_COUNT} />)
        : Array.from({ length: SKELETON_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <ProductCardSkeleton key={index} />
          ))}
    </Box>
  );
}
