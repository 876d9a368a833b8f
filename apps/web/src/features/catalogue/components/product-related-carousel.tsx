import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RELATED_CAROUSEL } from '@shop/contract/constants';
import Autoplay from 'embla-carousel-autoplay';
import { useId, useMemo } from 'react';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { usePrefersReducedMotion } from '../../../lib/page-setting.ts';
import { useRelatedProducts } from '../api/catalogue-queries.ts';

/** Two cards across a phone up to five across a wide desktop, as in the product grid. */
const slideWidth = { xs: '50%', sm: '33.333%', md: '25%', lg: '20%' };
const SKELETON_SLIDES = 5;

/** Similar products, sliding on by themselves unless the customer prefers less motion. */
export function ProductRelatedCarousel({ productId }: { productId: number }) {
  const headingId = useId();
  const { data: products, isPending } = useRelatedProducts(productId);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = useMemo(
    () => (reducedMotion ? [] : [Autoplay({ delay: RELATED_CAROUSEL.autoplayMs, stopOnMouseEnter: true })]),
    [reducedMotion],
  );
  if (!isPending && !products?.length) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
        محصولات مشابه
      </Typography>
      {products ? (
        <Carousel
          items={products}
          itemKey={(product) => product.id}
          renderItem={(product) => <ProductCard product={product} />}
          loop={products.length > RELATED_CAROUSEL.loopAbove}
          plugins={autoplay}
          slideWidth={slideWidth}
        />
      ) : (
        <Box aria-hidden sx={{ display: 'flex', gap: 1.5, overflow: 'hidden' }}>
          {Array.from({ length: SKELETON_SLIDES }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
            <Box key={index} sx={{ flex: '0 0 auto', width: slideWidth }}>
              <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 4.4', height: 'auto', borderRadius: 3 }} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
