import type { Category, ProductDetail } from '@shop/contract/catalogue';
import type { Order } from '@shop/contract/orders';
import type { ApiAnswer } from '@shop/contract/page-render';
import type { GeneralSettings } from '@shop/contract/settings';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { createPageRenderer } from './entry-server.tsx';

// Counted, to tell a page rendered once from one rendered to find its queries and again with their answers.
vi.mock('react-dom/server', async (importOriginal) => {
  const server = await importOriginal<typeof import('react-dom/server')>();
  return { ...server, renderToString: vi.fn(server.renderToString) };
});

const ORIGIN = 'https://sepidmed.ir';
const STORE = 'تجهیزات پزشکی سپید';

const settings: GeneralSettings = {
  store_title: STORE,
  contacts_store_tel: '02188776655',
  contacts_sale_manager_tel: '',
  contacts_support_tel: '',
  contacts_store_address: 'تهران',
  contacts_store_email: 'info@sepidmed.ir',
  contacts_store_whatsapp: '',
  whatsapp: '',
  sms: '',
  telegram: '',
  eitaa: '',
  bale: '',
  instagram: '',
  license_enamad: '',
  blog_url: '',
  store_latitude: null,
  store_longitude: null,
};

const category: Category = { id: 7, name: 'فشارسنج', parent: null, image_data: null };

const product: ProductDetail = {
  id: 42,
  name: `فشارسنج "ویژه" <b>&</b> 'مچی' </script>`,
  excerpt: 'دقیق و <script>alert(1)</script> سبک',
  description: '',
  price_note: '',
  featured_image: {
    f: '/media/products/sample.webp',
    thumbnail: '/media/products/sample-thumb.webp',
    width: 800,
    height: 600,
    name: 'فشارسنج',
  },
  gallery: [],
  category: { id: category.id, name: category.name },
  category_data: { id: category.id, name: category.name },
  brand: { id: 3, name: 'امرن' },
  regular_price: 2_500_000,
  sale_price: 1_990_000,
  price: 1_990_000,
  discount: 20,
  in_stock: true,
  stock_type: 'unlimited',
  stock: null,
  quantity_step: 1,
  type: 'simple',
  updated_at: '2026-11-01T10:00:00.000Z',
  is_favorite: false,
  variable_attributes: [],
};

const order: Order = {
  id: 1234,
  key: 'Zx8kP2qLm4Rt7Vw9Ya3Bc5',
  status: 'processing',
  created_at: '2026-10-27T07:00:00.000Z',
  full_name: 'رضا کریمی',
  first_name: 'رضا',
  last_name: 'کریمی',
  mobile_number: '09120007141',
  country_data: { id: 1, name: 'ایران' },
  state_data: { id: 8, name: 'تهران' },
  city_data: { id: 329, name: 'تهران' },
  postal_code: '1416894351',
  address: 'خیابان انقلاب، کوچه بهار، پلاک ۷',
  items: [
    {
      id: 1,
      product: product.id,
      product_data: { name: 'فشارسنج بازویی امرن', variation_label: null, featured_image: null },
      unit_price: 1_990_000,
      quantity: 2,
      discount_value: 0,
      total: 3_980_000,
      notes: 'با کاف بزرگ',
    },
  ],
  items_subtotal: 3_980_000,
  items_discount: 0,
  shipping_cost: 120_000,
  total: 4_100_000,
  amount_paid: 4_100_000,
  amount_refunded: 0,
  amount_outstanding: 0,
  is_paid: true,
  payment_status: 'paid',
  shipping_method_data: { name: 'پیک فروشگاه' },
  payment_method_data: { name: 'پرداخت آنلاین', kind: 'gateway' },
  delivery_promise: 'slot',
  delivery_date: '2026-10-28',
  delivery_window: { start: '12:00', end: '15:00' },
  delivery_estimate: null,
  shipment: null,
  payments: [],
  notes: '',
  order_notes: [],
  seller_data: { name: STORE, address: 'تهران', tel: '02188776655', economic_code: '', national_id: '' },
  report_url: `${ORIGIN}/api/users/me/orders/1234/invoice`,
  shipping_label_url: `${ORIGIN}/api/users/me/orders/1234/shipping_label`,
  web_client_url: `${ORIGIN}/order_tracking?key=Zx8kP2qLm4Rt7Vw9Ya3Bc5`,
};

const page = <Item,>(results: Item[]) => ({ count: results.length, next: null, previous: null, results });

/** The API's answers the pages ask for, as the server's in-process fetch returns them. */
function fakeApi(products: ProductDetail[]) {
  return async (url: string): Promise<ApiAnswer> => {
    const { pathname } = new URL(url, ORIGIN);
    const answer = (status: number, body: unknown): ApiAnswer => ({
      ok: status < 300,
      status,
      json: async () => body,
    });
    const productId = pathname.match(/^\/api\/products\/public\/(\d+)$/)?.[1];
    if (productId) {
      const found = products.find((candidate) => candidate.id === Number(productId));
      return found ? answer(200, found) : answer(404, { detail: 'یافت نشد.' });
    }
    const trackingKey = pathname.match(/^\/api\/shop\/orders\/([^/]+)\/tracking$/)?.[1];
    if (trackingKey) return trackingKey === order.key ? answer(200, order) : answer(404, { detail: 'سفارش یافت نشد.' });
    if (pathname === '/api/settings/general') return answer(200, settings);
    if (pathname === '/api/products/categories') return answer(200, page([category]));
    if (pathname === '/api/products/public') return answer(200, page(products));
    if (pathname === '/api/products/public/statistics') return answer(200, { min_price: null, max_price: null });
    if (/^\/api\/products\/public\/\d+\/(related|variations)$/.test(pathname)) return answer(200, []);
    return answer(200, page([]));
  };
}

const render = (url: string, products = [product]) =>
  createPageRenderer(fakeApi(products))({ url, origin: ORIGIN, desktop: false });

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The decoded content of a `<meta>` by its name or property; undefined when the head lacks it. */
const metaContent = (head: string, key: string) => {
  const found = head.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`));
  return found?.[1] === undefined ? undefined : decodeEntities(found[1]);
};
const titleOf = (head: string) => decodeEntities(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const canonicalOf = (head: string) => head.match(/<link rel="canonical" href="([^"]*)"\/>/)?.[1];
const jsonLdOf = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((found) => found[1] ?? '');

describe('a product page rendered on the server', () => {
  it('carries its escaped title, description, canonical, sharing tags and JSON-LD', async () => {
    const { status, head, body, modules } = await render(`/products/${product.id}?utm_source=telegram`);
    expect(status).toBe(200);
    expect(modules).toContain('src/features/catalogue/pages/product-page.tsx');
    expect(head).not.toContain('<b>');
    expect(head + body).not.toContain('<script>alert');
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<meta name="description"/g)).toHaveLength(1);

    expect(titleOf(head)).toBe(`${product.name} | ${STORE}`);
    expect(metaContent(head, 'description')).toBe(product.excerpt);
    expect(canonicalOf(head)).toBe(`${ORIGIN}/products/${product.id}`);
    expect(metaContent(head, 'og:type')).toBe('product');
    expect(metaContent(head, 'og:title')).toBe(`${product.name} | ${STORE}`);
    expect(metaContent(head, 'og:description')).toBe(product.excerpt);
    expect(metaContent(head, 'og:url')).toBe(`${ORIGIN}/products/${product.id}`);
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/media/products/sample.webp`);
    expect(metaContent(head, 'og:image:width')).toBe('800');
    expect(metaContent(head, 'og:image:height')).toBe('600');
    expect(metaContent(head, 'og:image:alt')).toBe(product.name);
    expect(metaContent(head, 'og:locale')).toBe('fa_IR');
    expect(metaContent(head, 'og:site_name')).toBe(STORE);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:image')).toBe(`${ORIGIN}/media/products/sample.webp`);
    // The picture of the first paint is fetched with the HTML.
    expect(head).toContain('<link rel="preload" as="image" href="/media/products/sample.webp" fetchPriority="high"/>');

    const scripts = jsonLdOf(body);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).not.toContain('<');
    expect(JSON.parse(scripts[0] ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.excerpt,
      image: `${ORIGIN}/media/products/sample.webp`,
      sku: String(product.id),
      brand: { '@type': 'Brand', name: 'امرن' },
      category: category.name,
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/products/${product.id}`,
        price: 19_900_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('tells availability, and offers nothing at a price for a product whose price is on request', async () => {
    const offers = async (stockType: ProductDetail['stock_type'], inStock: boolean) => {
      const { body } = await render(`/products/${product.id}`, [{ ...product, stock_type: stockType, in_stock: inStock }]);
      return JSON.parse(jsonLdOf(body)[0] ?? '{}').offers;
    };
    expect(await offers('call', true)).toBeUndefined();
    expect((await offers('out_of_stock', false)).availability).toBe('https://schema.org/OutOfStock');
  });

  it("shares the shop's own picture, named, when the product has no picture", async () => {
    const { head } = await render(`/products/${product.id}`, [{ ...product, featured_image: null }]);
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'og:image')).toBe(`${ORIGIN}/share.png`);
    expect(metaContent(head, 'og:image:alt')).toBeTruthy();
  });

  it('answers an unknown or malformed id with the not-found page, a 404 and no sharing tags', async () => {
    for (const url of ['/products/999999', '/products/abc', '/products/0']) {
      const { status, head } = await render(url);
      expect(status, url).toBe(404);
      expect(titleOf(head), url).toBe(`محصول یافت نشد. | ${STORE}`);
      expect(canonicalOf(head), url).toBeUndefined();
      expect(metaContent(head, 'robots'), url).toBe('noindex');
    }
  });
});

describe('the home and listing pages rendered on the server', () => {
  it('name the home page after the store', async () => {
    const { status, head, body } = await render('/');
    expect(status).toBe(200);
    expect(titleOf(head)).toBe(STORE);
    expect(metaContent(head, 'description')).toContain(STORE);
    expect(canonicalOf(head)).toBe(`${ORIGIN}/`);
    expect(metaContent(head, 'og:type')).toBe('website');
    expect(metaContent(head, 'og:url')).toBe(`${ORIGIN}/`);
    expect(jsonLdOf(body)).toHaveLength(0);
  });

  it("name the listing, and a category's listing after its category", async () => {
    const listing = await render('/products?ordering=_price');
    expect(titleOf(listing.head)).toBe(`فروشگاه | ${STORE}`);
    expect(canonicalOf(listing.head)).toBe(`${ORIGIN}/products`);

    const { status, head } = await render(`/products?category=${category.id}&ordering=_price`);
    expect(status).toBe(200);
    expect(titleOf(head)).toBe(`${category.name} | ${STORE}`);
    expect(metaContent(head, 'description')).toContain(category.name);
    expect(canonicalOf(head)).toBe(`${ORIGIN}/products?category=${category.id}`);
  });

  it('are rendered once on a phone, with every answer they show asked for before', async () => {
    for (const url of ['/', '/products', `/products?category=${category.id}&in_stock=true&page=2`, `/products/${product.id}`]) {
      vi.mocked(renderToString).mockClear();
      const { status } = await render(url);
      expect(status).toBe(200);
      expect(vi.mocked(renderToString), url).toHaveBeenCalledTimes(1);
    }
  });

  it('answer a path that names no page with a 404', async () => {
    const { status, head } = await render('/no-such-page');
    expect(status).toBe(404);
    expect(titleOf(head)).toBe(`صفحه مورد نظر یافت نشد. | ${STORE}`);
  });
});

describe('an order tracking page rendered on the server', () => {
  it('shows the order to whoever holds its key, and asks robots not to index it', async () => {
    const { status, head, body, modules } = await render(`/order_tracking?key=${order.key}`);
    expect(status).toBe(200);
    expect(modules).toContain('src/features/orders/pages/order-tracking-page.tsx');
    expect(titleOf(head)).toBe(`پیگیری سفارش ۱٬۲۳۴ | ${STORE}`);
    expect(metaContent(head, 'robots')).toBe('noindex');
    expect(canonicalOf(head)).toBeUndefined();
    expect(metaContent(head, 'og:title')).toBeUndefined();
    for (const shown of ['در حال پردازش', 'رضا کریمی', 'فشارسنج بازویی امرن', 'با کاف بزرگ', '۴٬۱۰۰٬۰۰۰ تومان', 'پیک فروشگاه']) {
      expect(body).toContain(shown);
    }
  });

  it('answers a wrong key, or none, with the not-found page and a 404', async () => {
    for (const url of ['/order_tracking?key=not-a-key', '/order_tracking', '/order_tracking?key=']) {
      const { status, head } = await render(url);
      expect(status, url).toBe(404);
      expect(titleOf(head), url).toBe(`صفحه مورد نظر یافت نشد. | ${STORE}`);
    }
  });
});

describe("the header's search rendered on the server", () => {
  const searchForm = (body: string) => {
    const form = body.match(/<form[^>]*role="search"[^>]*>[\s\S]*?<\/form>/)?.[0] ?? '';
    return { form, input: form.match(/<input[^>]*>/)?.[0] ?? '' };
  };

  it('is a plain GET form to the listing, so it works before and without JavaScript', async () => {
    const { form, input } = searchForm((await render('/')).body);
    expect(form).toMatch(/^<form[^>]*action="\/products"/);
    expect(form).toMatch(/^<form[^>]*method="get"/);
    expect(input).toContain('name="search"');
    expect(input).toContain('aria-label="جست‌وجو در محصولات"');
    expect(input).toContain('value=""');
  });

  it("holds the listing's search on the listing only", async () => {
    const listing = searchForm((await render(`/products?search=${encodeURIComponent(' فشارسنج ')}&page=2`)).body);
    expect(listing.input).toContain('value="فشارسنج"');
    const product42 = searchForm((await render(`/products/${product.id}?search=x`)).body);
    expect(product42.input).toContain('value=""');
  });
});

describe('what a rendered page hands to the browser', () => {
  it('is data only: no script runs inline, the router and query state travel as JSON', async () => {
    for (const url of ['/', `/products/${product.id}`, '/no-such-page']) {
      const { body, state } = await render(url);
      const executable = /<script(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>/;
      expect(body + state, url).not.toMatch(executable);
      const routerState = JSON.parse(
        state.match(/<script id="router-state" type="application\/json">([^<]*)<\/script>/)?.[1] ?? '',
      );
      expect(routerState, url).toEqual({ loaderData: expect.any(Object), actionData: null });
    }
  });
});
