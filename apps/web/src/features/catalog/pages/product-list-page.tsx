import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@shop/contract/constants';
import { useSearchParams } from 'react-router';
import { ProductGrid } from '../../../components/ui/product-card.tsx';
import { useProducts } from '../api/catalog-queries.ts';

export function ProductListPage() {
  const [params] = useSearchParams();
  const { data } = useProducts({ ...Object.fromEntries(params), limit: PAGE_SIZE.listingProducts });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        فروشگاه
      </Typography>
      <ProductGrid products={data?.results ?? []} />
    </Container>
  );
}
