import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { GALLERY_THUMB_PX } from './product-gallery.tsx';

/** The product page's layout while it loads, box for box, so nothing moves when the product arrives. */
export function ProductPageSkeleton() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }} aria-busy="true" aria-label="در حال بارگذاری محصول">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto', borderRadius: 3 }} />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Skeleton variant="rounded" width={GALLERY_THUMB_PX} height={GALLERY_THUMB_PX} />
            <Skeleton variant="rounded" width={GALLERY_THUMB_PX} height={GALLERY_THUMB_PX} />
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Box sx={{ flex: 1 }}>
              <Skeleton sx={{ fontSize: 24, lineHeight: 1.7, width: '90%' }} />
              <Skeleton sx={{ fontSize: 24, lineHeight: 1.7, width: '60%', display: { md: 'none' } }} />
            </Box>
            <Skeleton variant="circular" width={40} height={40} />
            <Skeleton variant="circular" width={40} height={40} />
          </Box>
          <Box>
            <Skeleton sx={{ fontSize: 14, width: '75%' }} />
            <Skeleton sx={{ fontSize: 14, width: '40%', mt: 0.5, display: { md: 'none' } }} />
          </Box>
          <Box>
            <Skeleton sx={{ fontSize: 16, lineHeight: 2 }} />
            <Skeleton sx={{ fontSize: 16, lineHeight: 2, width: '70%' }} />
          </Box>
          <Paper variant="outlined" sx={{ p: 2, borderRadius: 3, display: 'grid', gap: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', height: 56 }}>
              <Skeleton width={160} height={40} />
            </Box>
            <Skeleton variant="rounded" height={44} sx={{ display: { xs: 'none', md: 'block' } }} />
            <Skeleton variant="rounded" height={44} />
          </Paper>
        </Box>
      </Box>
    </Container>
  );
}
