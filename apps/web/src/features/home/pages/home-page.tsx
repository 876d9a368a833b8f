import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useGeneralSettings } from '../../../lib/store-settings.ts';
import { ArticleTeasers } from '../components/article-teasers.tsx';
import { BrandCarousel } from '../components/brand-carousel.tsx';
import { CategoryCarousel } from '../components/category-carousel.tsx';
import { NewestProducts } from '../components/newest-products.tsx';
import { StoriesStrip } from '../components/stories-strip.tsx';

const TAGLINE = 'فروشگاه اینترنتی تجهیزات پزشکی';

export function HomePage() {
  const { data: settings } = useGeneralSettings();
  const storeTitle = settings?.store_title;
  useEffect(() => {
    document.title = storeTitle ? `${storeTitle} | ${TAGLINE}` : TAGLINE;
  }, [storeTitle]);

  return (
    <Container maxWidth="lg" sx={{ py: 2, '& > section:first-of-type': { mt: 0 } }}>
      {/* The page's one h1 names the store; every section below is an h2 under it. */}
      <Typography component="h1" sx={visuallyHidden}>
        {storeTitle ?? TAGLINE}
      </Typography>
      <StoriesStrip />
      <CategoryCarousel />
      <NewestProducts />
      <BrandCarousel />
      <ArticleTeasers />
    </Container>
  );
}
