import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageTexts } from '@shop/contract/page-meta';
import { paths } from '@shop/contract/paths';
import { PageHead } from '../../../components/ui/page-head.tsx';
import { visuallyHidden } from '../../../components/ui/visually-hidden.ts';
import { useStoreTitle } from '../../../lib/store-settings.ts';
import { ArticleTeasers } from '../components/article-teasers.tsx';
import { BrandCarousel } from '../components/brand-carousel.tsx';
import { CategoryCarousel } from '../components/category-carousel.tsx';
import { NewestProducts } from '../components/newest-products.tsx';
import { StoriesStrip } from '../components/stories-strip.tsx';

export function HomePage() {
  const storeTitle = useStoreTitle();

  return (
    <Container maxWidth="lg" sx={{ py: 2, '& > section:first-of-type': { mt: 0 } }}>
      <PageHead description={pageTexts.homeDescription(storeTitle)} path={paths.home} />
      {/* The page's one h1 names the store; every section below is an h2 under it. */}
      <Typography component="h1" sx={visuallyHidden}>
        {storeTitle}
      </Typography>
      <StoriesStrip />
      <CategoryCarousel />
      <NewestProducts />
      <BrandCarousel />
      <ArticleTeasers />
    </Container>
  );
}
