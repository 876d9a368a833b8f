import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { RELATED_CAROUSEL } from '@shop/contract/constants';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useId, useState } from 'react';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { useRelatedProducts } from '../api/catalog-queries.ts';

/** Two cards across a phone up to five across a wide desktop, as in the product grid. */
const slideWidth = { xs: '50%', sm: '33.333%', md: '25%', lg: '20%' };
const SKELETON_SLIDES = 5;

/** Similar products, sliding on by themselves unless the customer prefers less motion. */
export function ProductRelatedCarousel({ productId }: { productId: number }) {
  const headingId = useId();
  const { data: products, isPending } = useRelatedProducts(productId);
  const count = products?.length ?? 0;
  const [plugins] = useState(() =>
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? []
      : [Autoplay({ delay: RELATED_CAROUSEL.autoplayMs, stopOnMouseEnter: true })],
  );
  const [viewportRef, embla] = useEmblaCarousel(
    { direction: 'rtl', align: 'start', loop: count > RELATED_CAROUSEL.loopAbove },
    plugins,
  );
  const [canScroll, setCanScroll] = useState({ previous: false, next: false });
  useEffect(() => {
    if (!embla) return;
    const update = () => setCanScroll({ previous: embla.canScrollPrev(), next: embla.canScrollNext() });
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla]);

  if (!isPending && !count) return null;

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          محصولات مشابه
        </Typography>
        {(canScroll.previous || canScroll.next) && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <IconButton
              aria-label="محصولات قبلی"
              onClick={() => embla?.scrollPrev()}
              disabled={!canScroll.previous}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronRightIcon />
            </IconButton>
            <IconButton
              aria-label="محصولات بعدی"
              onClick={() => embla?.scrollNext()}
              disabled={!canScroll.next}
              sx={{ border: 1, borderColor: 'divider' }}
            >
              <ChevronLeftIcon />
            </IconButton>
          </Box>
        )}
      </Box>
      {/* Embla reads the direction from the viewport's `dir`, not only from its options. */}
      <Box ref={viewportRef} dir="rtl" sx={{ overflow: 'hidden' }}>
        <Box
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', touchAction: 'pan-y pinch-zoom', marginInlineStart: -2 }}
        >
          {products
            ? products.map((product) => (
                <Box
                  component="li"
                  key={product.id}
                  sx={{ flex: '0 0 auto', width: slideWidth, minWidth: 0, paddingInlineStart: 2 }}
                >
                  <ProductCard product={product} />
                </Box>
              ))
            : Array.from({ length: SKELETON_SLIDES }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart.
                <Box component="li" key={index} sx={{ flex: '0 0 auto', width: slideWidth, minWidth: 0, paddingInlineStart: 2 }}>
                  <Skeleton variant="rounded" sx={{ aspectRatio: '3 / 4.4', height: 'auto', borderRadius: 3 }} />
                </Box>
              ))}
        </Box>
      </Box>
    </Box>
  );
}
