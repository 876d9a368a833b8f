import Link from '@mui/material/Link';
import { PAGE_SIZE } from '@shop/contract/constants';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';
import { ProductGrid } from '../../../components/ui/product-card.tsx';
import { ProductGridSkeleton } from '../../../components/ui/product-grid-skeleton.tsx';
import { useProducts } from '../../catalogue/index.ts';
import { newestProducts } from '../api/home-queries.ts';
import { HomeSection } from './home-section.tsx';

/** Cards on a phone's first screen, where the largest paint usually is, load at once. */
const EAGER_CARDS = 4;

export function NewestProducts() {
  const { data, isPending } = useProducts(newestProducts);
  if (!isPending && !data?.results.length) return null;

  return (
    <HomeSection
      title="جدیدترین محصولات"
      busy={isPending}
      action={
        <Link component={RouterLink} to={paths.products} underline="hover" sx={{ fontWeight: 700, flexShrink: 0 }}>
          مشاهده همه
        </Link>
      }
    >
      {data ? (
        <ProductGrid products={data.results} eagerCount={EAGER_CARDS} />
      ) : (
        <ProductGridSkeleton count={PAGE_SIZE.homeProducts} />
      )}
    </HomeSection>
  );
}
