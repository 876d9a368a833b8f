import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { PagePicker } from '../../../components/ui/page-picker.tsx';
import { ProductCard } from '../../../components/ui/product-card.tsx';
import { ProfilePage } from '../../../components/ui/profile-page.tsx';
import { useDesktop } from '../../../lib/page-setting.ts';
import { useFavoriteProducts, useFavoriteToggle } from '../api/favorite-queries.ts';

const gridSx = {
  display: 'grid',
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: { xs: 1, md: 2 },
} as const;

function NoFavorites() {
  return (
    <Box sx={{ textAlign: 'center', py: 6 }}>
      <Typography sx={{ mb: 2, color: 'text.secondary' }}>هنوز محصولی به علاقه‌مندی‌های خود اضافه نکرده‌اید.</Typography>
      <Button component={RouterLink} to={paths.products} variant="contained">
        رفتن به فروشگاه
      </Button>
    </Box>
  );
}

/** `/profile/favorites`: the products the customer hearted, each with the heart to take it off the list. */
export function FavoritesPage() {
  const [page, setPage] = useState(1);
  const favorites = useFavoriteProducts(page);
  const toggle = useFavoriteToggle();
  const desktop = useDesktop();
  const count = favorites.data?.count ?? 0;
  const shown = favorites.data?.results.length;
  // The last favourite of a later page was taken off: the page before it is shown rather than an empty one.
  useEffect(() => {
    if (shown === 0 && page > 1) setPage(page - 1);
  }, [shown, page]);

  return (
    <ProfilePage title="علاقه‌مندی‌ها">
      {favorites.isPending ? (
        <Box sx={gridSx}>
          {Array.from({ length: 6 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
            <Skeleton key={index} variant="rounded" sx={{ height: 280, borderRadius: 3 }} />
          ))}
        </Box>
      ) : count === 0 ? (
        <NoFavorites />
      ) : (
        <Box sx={gridSx} aria-busy={favorites.isPlaceholderData}>
          {favorites.data?.results.map((product) => (
            <Box key={product.id} sx={{ position: 'relative' }}>
              <ProductCard product={product} />
              <IconButton
                aria-label={`حذف «${product.name}» از علاقه‌مندی‌ها`}
                onClick={() => toggle.mutate({ productId: product.id, favorite: false })}
                sx={{ position: 'absolute', top: 16, insetInlineEnd: 16, bgcolor: 'background.paper', boxShadow: 1 }}
              >
                <FavoriteIcon color="error" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <PagePicker page={page} pages={Math.ceil(count / PAGE_SIZE.favorites)} compact={!desktop} onChange={setPage} />
    </ProfilePage>
  );
}
