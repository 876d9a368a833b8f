import { styled } from '@mui/material/styles';
import type { ProductSummary } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { Link as RouterLink } from 'react-router';
import { FillImage } from './fill-image.tsx';
import { hasPrice, Price } from './price.tsx';

// Styled once rather than through `sx` and ripple buttons: the home page renders forty cards on a slow phone.
const CardLink = styled(RouterLink)(({ theme }) => ({
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  padding: 12,
  borderRadius: 24,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  textDecoration: 'none',
  transition: 'box-shadow 150ms',
  '&:hover': { boxShadow: theme.shadows[3] },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  // Cards below the screen are laid out and painted only when scrolled to: a page of forty paints sooner.
  contentVisibility: 'auto',
  containIntrinsicHeight: 'auto 300px',
}));
const Picture = styled('div')(({ theme }) => ({
  position: 'relative',
  aspectRatio: '1 / 1',
  borderRadius: 16,
  overflow: 'hidden',
  background: theme.palette.grey[100],
}));
const Unavailable = styled('div')({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  background: 'rgba(33,33,33,0.75)',
  color: '#fff',
  textAlign: 'center',
  padding: '4px 0',
  fontSize: 13,
});
const Name = styled('h3')(({ theme }) => ({
  ...theme.typography.body2,
  margin: '12px 0 0',
  fontWeight: 600,
  lineHeight: 1.8,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minHeight: '3.6em',
}));
const Footer = styled('div')({ marginTop: 'auto', paddingTop: 8 });
const CallForPrice = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.secondary.main,
  fontWeight: 600,
  minHeight: 44,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
}));

const NoPrice = styled('p')(({ theme }) => ({
  ...theme.typography.body2,
  margin: 0,
  color: theme.palette.text.secondary,
  minHeight: 44,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'flex-end',
}));

/**
 * A product in a grid or carousel: image, name, price, and its availability. One with nothing to sell and no price
 * (a variable product without variations) says «ناموجود» where «۰ تومان» would be.
 */
export function ProductCard({ product, eager = false }: { product: ProductSummary; eager?: boolean }) {
  const image = product.featured_image;
  return (
    <CardLink to={paths.product(product.id)}>
      <Picture>
        {image && <FillImage src={image.thumbnail} alt={product.name} width={320} height={320} priority={eager} />}
        {!product.in_stock && <Unavailable>ناموجود</Unavailable>}
      </Picture>
      <Name>{product.name}</Name>
      <Footer>
        {product.stock_type === 'call' ? (
          <CallForPrice>برای قیمت تماس بگیرید</CallForPrice>
        ) : !hasPrice(product) ? (
          <NoPrice>ناموجود</NoPrice>
        ) : (
          <Price price={product.price} regularPrice={product.regular_price} />
        )}
      </Footer>
    </CardLink>
  );
}

const Grid = styled('div')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 1fr)',
  gap: 8,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)', gap: 16 },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(5, 1fr)' },
}));

/** Cards in columns that fit a phone (two) up to a desktop (five). */
export function ProductGrid({ products, eagerCount = 0 }: { products: ProductSummary[]; eagerCount?: number }) {
  return (
    <Grid>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} eager={index < eagerCount} />
      ))}
    </Grid>
  );
}
