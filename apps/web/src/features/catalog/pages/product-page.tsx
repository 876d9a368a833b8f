import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { Price } from '../../../components/ui/price.tsx';
import { useProduct } from '../api/catalog-queries.ts';

export function ProductPage() {
  const id = Number(useParams().id);
  const { data: product } = useProduct(id);
  if (!product) return null;
  return (
    <Container maxWidth="lg" sx={{ py: 3 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {product.name}
      </Typography>
      <Price price={product.price} regularPrice={product.regular_price} size="large" />
    </Container>
  );
}
