import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ProductSummary } from '@shop/contract/catalogue';
import { Link as RouterLink } from 'react-router';
import { Price } from './price.tsx';

/** A product in a grid or carousel: image, name, price, and its availability. */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const image = product.featured_image;
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3 }}>
      <CardActionArea
        component={RouterLink}
        to={`/products/${product.id}`}
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', p: 1.5 }}
      >
        <Box sx={{ position: 'relative', aspectRatio: '1 / 1', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.100' }}>
          {image && (
            <img
              src={image.thumbnail}
              alt={product.name}
              width={320}
              height={320}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
              style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
            />
          )}
          {!product.in_stock && (
            <Box
              sx={{
                position: 'absolute',
                insetInline: 0,
                bottom: 0,
                bgcolor: 'rgba(33,33,33,0.75)',
                color: 'common.white',
                textAlign: 'center',
                py: 0.5,
                fontSize: 13,
              }}
            >
              ناموجود
            </Box>
          )}
        </Box>
        <Typography
          component="h3"
          variant="body2"
          sx={{
            mt: 1.5,
            fontWeight: 600,
            lineHeight: 1.8,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            minHeight: '3.6em',
          }}
        >
          {product.name}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          {product.stock_type === 'call' ? (
            <Typography
              variant="body2"
              sx={{
                color: 'secondary.main',
                fontWeight: 600,
                minHeight: 44,
                display: 'flex',
                alignItems: 'flex-end',
                justifyContent: 'flex-end',
              }}
            >
              برای قیمت تماس بگیرید
            </Typography>
          ) : (
            <Price price={product.price} regularPrice={product.regular_price} />
          )}
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** Cards in columns that fit a phone (two) up to a desktop (five). */
export function ProductGrid({ products, eagerCount = 0 }: { products: ProductSummary[]; eagerCount?: number }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)', lg: 'repeat(5, 1fr)' },
        gap: { xs: 1, md: 2 },
      }}
    >
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eagerCount} />
      ))}
    </Box>
  );
}
