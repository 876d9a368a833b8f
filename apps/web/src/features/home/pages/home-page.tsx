import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PAGE_SIZE } from '@shop/contract/constants';
import { ProductGrid } from '../../../components/ui/product-card.tsx';
import { useProducts } from '../../catalog/api/catalog-queries.ts';

export function HomePage() {
  const { data } = useProducts({ limit: PAGE_SIZE.homeProducts });
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        جدیدترین محصولات
      </Typography>
      <ProductGrid products={data?.results ?? []} eagerCount={4} />
    </Container>
  );
}
