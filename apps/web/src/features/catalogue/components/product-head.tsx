import type { ProductDetail } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { PageHead, summary } from '../../../components/ui/page-head.tsx';
import { useSiteOrigin } from '../../../lib/page-setting.ts';

/** schema.org wants an ISO 4217 currency; the shop's Toman is ten Rials. */
const TOMAN_IN_RIALS = 10;

/** A product's title, description, sharing picture and its Product record for search engines. */
export function ProductHead({ product }: { product: ProductDetail }) {
  const origin = useSiteOrigin();
  const path = paths.product(product.id);
  const description = summary(product.excerpt || product.description);
  const featured = product.featured_image;
  // A picture's URL is the shop's own path, or absolute when pictures are served from a CDN or a bucket.
  const image = featured
    ? { url: new URL(featured.f, `${origin}/`).href, width: featured.width, height: featured.height }
    : undefined;
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    ...(image ? { image: image.url } : {}),
    sku: String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    offers: {
      '@type': 'Offer',
      url: origin + path,
      price: product.price * TOMAN_IN_RIALS,
      priceCurrency: 'IRR',
      // A `call` product is for sale (its in_stock is true) and only its final price is confirmed by phone, so it
      // is InStock, as the page shows it; PreOrder would claim it is not released yet.
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
  return <PageHead title={product.name} description={description} path={path} type="product" image={image} jsonLd={jsonLd} />;
}
