import type { ProductDetail, Variation } from '@shop/contract/catalogue';
import { paths } from '@shop/contract/paths';
import { PageHead, summary } from '../../../components/ui/page-head.tsx';
import { useSiteOrigin } from '../../../lib/page-setting.ts';

/** schema.org wants an ISO 4217 currency; the shop's Toman is ten Rials. */
const TOMAN_IN_RIALS = 10;

const IN_STOCK = 'https://schema.org/InStock';
const OUT_OF_STOCK = 'https://schema.org/OutOfStock';

type Priced = Pick<ProductDetail, 'price' | 'in_stock' | 'stock_type'>;

/**
 * What the product offers at a price, as Google's Product rules read it: nothing for a price on request (`call`: the
 * cart refuses it, so no price is buyable); a variable product's variations, one Offer when they cost the same and an
 * AggregateOffer (lowest, highest, how many) when they do not; else the product at its price.
 */
export function offersOf(product: ProductDetail, variations: Variation[] | undefined, url: string): object | undefined {
  const sold: Priced[] = (product.type === 'variable' && variations?.length ? variations : [product]).filter(
    (item) => item.stock_type !== 'call',
  );
  if (sold.length === 0 || product.stock_type === 'call') return undefined;
  const prices = sold.map((item) => item.price * TOMAN_IN_RIALS);
  const availability = sold.some((item) => item.in_stock) ? IN_STOCK : OUT_OF_STOCK;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  return low === high
    ? { '@type': 'Offer', url, price: low, priceCurrency: 'IRR', availability }
    : {
        '@type': 'AggregateOffer',
        url,
        lowPrice: low,
        highPrice: high,
        offerCount: sold.length,
        priceCurrency: 'IRR',
        availability,
      };
}

/** A product's title, description, sharing picture and its Product record for search engines. */
export function ProductHead({ product, variations }: { product: ProductDetail; variations?: Variation[] | undefined }) {
  const origin = useSiteOrigin();
  const path = paths.product(product.id);
  const description = summary(product.excerpt || product.description);
  const featured = product.featured_image;
  // A picture's URL is the shop's own path, or absolute when pictures are served from a CDN or a bucket.
  const image = featured
    ? { url: new URL(featured.f, `${origin}/`).href, width: featured.width, height: featured.height, alt: product.name }
    : undefined;
  const offers = offersOf(product, variations, origin + path);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description,
    ...(image ? { image: image.url } : {}),
    sku: String(product.id),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(product.category ? { category: product.category.name } : {}),
    ...(offers ? { offers } : {}),
  };
  return <PageHead title={product.name} description={description} path={path} type="product" image={image} jsonLd={jsonLd} />;
}
