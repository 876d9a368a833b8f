import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ProductDetail } from '@shop/contract/catalogue';
import type { Image } from '@shop/contract/media';
import { paths } from '@shop/contract/paths';
import { formatJalaliDate, toPersianDigits } from '@shop/contract/persian';
import { Suspense, useId, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { AfterHydration } from '../../../components/ui/after-hydration.tsx';
import { OfflineNotice } from '../../../components/ui/offline-notice.tsx';
import { isNotFound, isOfflineError } from '../../../lib/api-client.ts';
import { lazyWhenOnline } from '../../../lib/offline.ts';
import { useSiteOrigin } from '../../../lib/page-setting.ts';
import { useProduct, useVariations } from '../api/catalogue-queries.ts';
import { ProductComments } from '../components/product-comments.tsx';
import { ProductFavoriteButton } from '../components/product-favorite-button.tsx';
import { ProductGallery } from '../components/product-gallery.tsx';
import { ProductHead } from '../components/product-head.tsx';
import { ProductLoadFailed, ProductNotFound } from '../components/product-page-message.tsx';
import { ProductPageSkeleton } from '../components/product-page-skeleton.tsx';
import { ProductBuyBar, ProductPurchaseBox } from '../components/product-purchase.tsx';
import { ProductVariantPicker } from '../components/product-variant-picker.tsx';
import { resolvePurchase, type VariationChoice } from '../components/product-variation.ts';

// Below the fold or behind a tap: loaded after the product, so they do not hold up its first paint.
const ProductRelatedCarousel = lazyWhenOnline(
  async () => (await import('../components/product-related-carousel.tsx')).ProductRelatedCarousel,
);
const ProductShareDialog = lazyWhenOnline(
  async () => (await import('../components/product-share-dialog.tsx')).ProductShareDialog,
);

export function ProductPage() {
  const id = Number(useParams().id);
  // A malformed id would only earn a 400 from the API; it names no product either.
  if (!Number.isSafeInteger(id) || id <= 0) return <ProductNotFound />;
  // Keyed by id: moving to a similar product starts with no choices and the first image.
  return <ProductView key={id} id={id} />;
}

function ProductView({ id }: { id: number }) {
  const { data: product, error, refetch } = useProduct(id);
  if (error) {
    if (isNotFound(error)) return <ProductNotFound />;
    // Asked again by itself on reconnecting.
    if (isOfflineError(error)) return <OfflineNotice />;
    return <ProductLoadFailed onRetry={refetch} />;
  }
  if (!product) return <ProductPageSkeleton />;
  return <ProductDetails product={product} />;
}

/** The featured image and the gallery, without repeats; a variation's own image leads when it is not among them. */
function galleryImages(product: ProductDetail, variationImage: Image | null): Image[] {
  const images: Image[] = [];
  for (const image of [product.featured_image, ...product.gallery]) {
    if (image && !images.some((known) => known.f === image.f)) images.push(image);
  }
  return variationImage && !images.some((known) => known.f === variationImage.f) ? [variationImage, ...images] : images;
}

function ProductDetails({ product }: { product: ProductDetail }) {
  const variable = product.type === 'variable';
  const { data: variations } = useVariations(product.id, variable);
  const [choice, setChoice] = useState<VariationChoice>({});
  /** Null until the dialog is first opened; it then stays mounted so that it can animate closed. */
  const [shareOpen, setShareOpen] = useState<boolean | null>(null);
  const descriptionId = useId();
  const purchase = resolvePurchase(product, variations, choice);
  const url = useSiteOrigin() + paths.product(product.id);
  // The admin separates paragraphs with «___»; the line breaks around it already do that on screen.
  const description = product.description.replaceAll('___', '').trim();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 3 } }}>
      <ProductHead product={product} variations={variations} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
          gap: { xs: 2, md: 4 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <ProductGallery images={galleryImages(product, purchase.image)} activeImage={purchase.image?.f} name={product.name} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Typography component="h1" variant="h5" sx={{ flex: 1, fontWeight: 700, lineHeight: 1.7 }}>
              {product.name}
            </Typography>
            <Box sx={{ display: 'flex', flexShrink: 0 }}>
              <ProductFavoriteButton product={product} />
              <IconButton aria-label="اشتراک‌گذاری" aria-haspopup="dialog" onClick={() => setShareOpen(true)}>
                <ShareOutlinedIcon />
              </IconButton>
            </Box>
          </Box>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'flex',
              flexWrap: 'wrap',
              columnGap: 3,
              rowGap: 0.5,
              color: 'text.secondary',
              fontSize: 14,
            }}
          >
            <li>کد کالا: {toPersianDigits(product.id)}</li>
            {product.category && (
              <li>
                دسته‌بندی:{' '}
                <Link component={RouterLink} to={paths.listing({ category: product.category.id })}>
                  {product.category.name}
                </Link>
              </li>
            )}
            {product.brand && (
              <li>
                برند:{' '}
                <Link component={RouterLink} to={paths.listing({ brand: product.brand.id })}>
                  {product.brand.name}
                </Link>
              </li>
            )}
            <li>
              به‌روزرسانی: <time dateTime={product.updated_at}>{formatJalaliDate(product.updated_at)}</time>
            </li>
          </Box>
          {product.excerpt && <Typography sx={{ lineHeight: 2 }}>{product.excerpt}</Typography>}
          {variable && <ProductVariantPicker attributes={product.variable_attributes} choice={choice} onChange={setChoice} />}
          <ProductPurchaseBox product={product} purchase={purchase} />
        </Box>
      </Box>
      {description && (
        <Paper
          component="section"
          aria-labelledby={descriptionId}
          variant="outlined"
          sx={{ mt: { xs: 3, md: 5 }, p: { xs: 2, md: 3 }, borderRadius: 3 }}
        >
          <Typography id={descriptionId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
            توضیحات محصول
          </Typography>
          {/* Plain text, never markup: React escapes it, and pre-line keeps the admin's line breaks. */}
          <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 2.1 }}>{description}</Typography>
        </Paper>
      )}
      <ProductComments />
      <AfterHydration>
        <ProductRelatedCarousel productId={product.id} />
      </AfterHydration>
      {shareOpen !== null && (
        <Suspense fallback={null}>
          <ProductShareDialog open={shareOpen} onClose={() => setShareOpen(false)} url={url} title={product.name} />
        </Suspense>
      )}
      <ProductBuyBar product={product} purchase={purchase} />
    </Container>
  );
}
