import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@shop/contract/catalogue';
import type { ReactNode } from 'react';
import { HydrateOnVisible } from '../../../components/ui/hydrate-on-visible.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ListingProductGrid } from './listing-product-grid.tsx';

interface ListingResultsProps {
  products: ProductSummary[] | undefined;
  /** Showing the previous results while the next ones load. */
  stale: boolean;
  /** Why the goods could not be read; null while nothing failed. */
  error: Error | null;
  onRetry: () => void;
  onReset: (() => void) | undefined;
  pagination: ReactNode;
}

/**
 * The goods, or why there are none. The first load shows card-sized placeholders; later loads keep the previous
 * goods dimmed under a progress bar, so nothing on the page moves until the new goods are in.
 */
export function ListingResults({ products, stale, error, onRetry, onReset, pagination }: ListingResultsProps) {
  if (error && !products) return <LoadFailed error={error} onRetry={onRetry} />;
  return (
    // Fewer goods than placeholders must not pull the footer up into view while the page settles.
    <Box sx={{ position: 'relative', minHeight: '80vh' }} aria-busy={stale || !products}>
      {stale && (
        <LinearProgress aria-label="در حال بارگذاری کالاها" sx={{ position: 'absolute', top: -10, insetInline: 0, height: 3 }} />
      )}
      <Box sx={{ opacity: stale ? 0.5 : 1, transition: 'opacity 150ms', pointerEvents: stale ? 'none' : undefined }}>
        {products?.length === 0 ? (
          <Box
            sx={{
              textAlign: 'center',
              py: 8,
              px: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              borderRadius: 3,
            }}
          >
            <SearchOffIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
            <Typography component="p" variant="h6" sx={{ fontWeight: 700, mt: 1 }}>
              کالایی با این مشخصات پیدا نشد
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
              فیلترها را کمتر کنید یا عبارت دیگری را جست‌وجو کنید.
            </Typography>
            {onReset && (
              <Button variant="contained" onClick={onReset}>
                پاک کردن فیلترها
              </Button>
            )}
          </Box>
        ) : (
          <HydrateOnVisible>
            <ListingProductGrid products={products} />
          </HydrateOnVisible>
        )}
        {pagination}
      </Box>
    </Box>
  );
}
