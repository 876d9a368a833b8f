import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';

/**
 * Placeholders in ProductGrid's columns, each as tall as a ProductCard (square image, two lines of name,
 * the price's 44 px), so the page does not jump when the products arrive.
 */
export function ProductGridSkeleton({ count }: { count: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(5, 1fr)' },
        gap: { xs: 1, md: 2 },
      }}
    >
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <Card key={index} variant="outlined" sx={{ borderRadius: 2, p: 1.5 }}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1', borderRadius: 2 }} />
          <Box sx={{ typography: 'body2', lineHeight: 1.8, mt: 1.5, minHeight: '3.6em' }}>
            <Skeleton />
            <Skeleton width="60%" />
          </Box>
          <Box sx={{ pt: 1, height: 52, display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
            <Skeleton width="45%" height={24} />
          </Box>
        </Card>
      ))}
    </Box>
  );
}
