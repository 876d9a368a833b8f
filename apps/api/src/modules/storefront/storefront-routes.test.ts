import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CategoryListSchema, ProductDetailSchema, ProductListSchema } from '@shop/contract/catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createProduct, type NewProduct } from '../catalog/catalog-service.ts';

const { app, db } = await createTestApp();

const ORIGIN = 'https://sepidmed.ir';
const STORE = 'تجهیزات پزشکی سپید';
const shell = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="فروشگاه اینترنتی تجهیزات پزشکی" />
    <title>فروشگاه تجهیزات پزشکی</title>
    <script type="module" crossorigin src="/assets/index-test.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const webDistDir = await mkdtemp(path.join(tmpdir(), 'shop-web-'));
await writeFile(path.join(webDistDir, 'index.html'), shell);
await mkdir(path.join(webDistDir, '.vite'));
await writeFile(
  path.join(webDistDir, '.vite/manifest.json'),
  JSON.stringify({
    'src/main.tsx': { file: 'assets/index-test.js', isEntry: true },
    'src/features/home/pages/home-page.tsx': { file: 'assets/home-page-test.js', imports: ['_carousel.js'] },
    '_carousel.js': { file: 'assets/carousel-test.js' },
  }),
);
const site = await buildApp({ config: { ...app.config, WEB_DIST_DIR: webDistDir, PUBLIC_URL: ORIGIN }, db });
afterAll(async () => {
  await site.close();
  await rm(webDistDir, { recursive: true, force: true });
});

const page = async (url: string) => {
  const response = await site.inject({ method: 'GET', url });
  return { status: response.statusCode, headers: response.headers, html: response.body };
};

const decodeEntities = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');

/** The decoded content of a `<meta>` by its name or property; undefined when the page lacks it. */
const metaContent = (html: string, key: string) => {
  const found = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`));
  return found?.[1] === undefined ? undefined : decodeEntities(found[1]);
};
const titleOf = (html: string) => decodeEntities(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '');
const canonicalOf = (html: string) => html.match(/<link rel="canonical" href="([^"]*)">/)?.[1];

const someProduct: NewProduct = {
  name: 'محصول آزمایشی',
  excerpt: 'توضیح کوتاه',
  description: '',
  categoryId: null,
  brandId: null,
  regularPrice: 1_000_000,
  stockType: 'unlimited',
};

describe('product pages', () => {
  it('carry escaped title, description, canonical, sharing tags and JSON-LD ahead of the scripts', async () => {
    const categories = CategoryListSchema.parse((await app.inject({ method: 'GET', url: '/api/products/categories' })).json());
    const category = categories.results.find((candidate) => candidate.parent !== null);
    const brand = (await app.inject({ method: 'GET', url: '/api/products/brands?limit=1' })).json().results[0];
    const id = await createProduct(db, {
      ...someProduct,
      name: `فشارسنج "ویژه" <b>&</b> 'مچی' </script>`,
      excerpt: 'دقیق و <script>alert(1)</script> سبک',
      categoryId: category?.id ?? null,
      brandId: brand.id,
      regularPrice: 2_500_000,
      salePrice: 1_990_000,
      featuredImage: {
        file: 'products/sample.webp',
        thumb: 'products/sample-thumb.webp',
        width: 800,
        height: 600,
        name: 'فشارسنج',
      },
    });
    const product = ProductDetailSchema.parse((await app.inject({ method: 'GET', url: `/api/products/public/${id}` })).json());

    const { status, headers, html } = await page(`/products/${id}?utm_source=telegram`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    expect(headers['cache-control']).toBe('no-cache');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(html.indexOf('<meta property="og:title"')).toBeLessThan(html.indexOf('<script type="module"'));

    expect(titleOf(html)).toBe(`${product.name} | ${STORE}`);
    expect(html).toContain('&quot;ویژه&quot; &lt;b&gt;&amp;&lt;/b&gt; &#39;مچی&#39;');
    expect(metaContent(html, 'description')).toBe(product.excerpt);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/products/${id}`);
    expect(metaContent(html, 'og:type')).toBe('product');
    expect(metaContent(html, 'og:title')).toBe(`${product.name} | ${STORE}`);
    expect(metaContent(html, 'og:description')).toBe(product.excerpt);
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/products/${id}`);
    expect(metaContent(html, 'og:image')).toBe(`${ORIGIN}/media/products/sample.webp`);
    expect(metaContent(html, 'og:image:width')).toBe('800');
    expect(metaContent(html, 'og:image:height')).toBe('600');
    expect(metaContent(html, 'og:locale')).toBe('fa_IR');
    expect(metaContent(html, 'og:site_name')).toBe(STORE);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:image')).toBe(`${ORIGIN}/media/products/sample.webp`);

    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    const jsonLd = scripts[0]?.[1] ?? '';
    expect(jsonLd).not.toContain('<');
    expect(JSON.parse(jsonLd)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.excerpt,
      image: `${ORIGIN}/media/products/sample.webp`,
      sku: String(id),
      brand: { '@type': 'Brand', name: brand.name },
      category: category?.name,
      offers: {
        '@type': 'Offer',
        url: `${ORIGIN}/products/${id}`,
        price: 19_900_000,
        priceCurrency: 'IRR',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('tell availability: a product sold on call is in stock, an unavailable one is not', async () => {
    const availability = async (stockType: NewProduct['stockType']) => {
      const id = await createProduct(db, { ...someProduct, stockType });
      const { html } = await page(`/products/${id}`);
      const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)?.[1] ?? '{}');
      return jsonLd.offers.availability;
    };
    expect(await availability('call')).toBe('https://schema.org/InStock');
    expect(await availability('out_of_stock')).toBe('https://schema.org/OutOfStock');
    expect(await availability('limited')).toBe('https://schema.org/OutOfStock');
  });

  it('without a picture, share a small card and no image', async () => {
    const id = await createProduct(db, { ...someProduct });
    const { html } = await page(`/products/${id}`);
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'og:image')).toBeUndefined();
  });

  it('answer an unknown or malformed id with the plain page and a 404', async () => {
    for (const url of ['/products/999999', '/products/abc', '/products/0', '/products/99999999999']) {
      const { status, headers, html } = await page(url);
      expect(status, url).toBe(404);
      expect(headers['content-type']).toBe('text/html; charset=utf-8');
      expect(html).toBe(shell);
    }
  });
});

describe('home and listing pages', () => {
  it('name the home page after the store', async () => {
    const { status, headers, html } = await page('/');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('no-cache');
    expect(titleOf(html)).toBe(STORE);
    expect(metaContent(html, 'description')).toContain(STORE);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/`);
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:url')).toBe(`${ORIGIN}/`);
    expect(html).not.toContain('application/ld+json');
  });

  it("name the listing, and a category's listing after its category", async () => {
    const listing = (await page('/products?ordering=_price')).html;
    expect(titleOf(listing)).toBe(`فروشگاه | ${STORE}`);
    expect(canonicalOf(listing)).toBe(`${ORIGIN}/products`);

    const category = (await app.inject({ method: 'GET', url: '/api/products/categories?limit=1' })).json().results[0];
    const { status, html } = await page(`/products?category=${category.id}&ordering=_price`);
    expect(status).toBe(200);
    expect(titleOf(html)).toBe(`${category.name} | ${STORE}`);
    expect(metaContent(html, 'description')).toContain(category.name);
    expect(canonicalOf(html)).toBe(`${ORIGIN}/products?category=${category.id}`);

    for (const url of ['/products?category=abc', '/products?category=999999']) {
      expect(titleOf((await page(url)).html), url).toBe(`فروشگاه | ${STORE}`);
    }
  });
});

describe("the first paint's code and data", () => {
  const firstAnswers = (html: string) =>
    JSON.parse(html.match(/<script id="first-answers" type="application\/json">([^<]*)<\/script>/)?.[1] ?? '{}') as Record<
      string,
      { count?: number; results?: unknown[]; name?: string }
    >;

  it("preload the home page's modules and embed the API's answers to its first calls, exactly as the API gives them", async () => {
    const { html } = await page('/');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-test.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/carousel-test.js">');
    const answers = firstAnswers(html);
    const newest = '/api/products/public?limit=40&ordering=-updated_at';
    expect(Object.keys(answers)).toEqual(
      expect.arrayContaining(['/api/settings/general', '/api/shop/announces?limit=20', newest]),
    );
    const api = await site.inject({ method: 'GET', url: newest, headers: { host: new URL(ORIGIN).host } });
    expect(answers[newest]).toEqual(api.json());
    expect(answers[newest]?.results).toHaveLength(40);
  });

  it("embed a product page's product", async () => {
    const [product] = (await site.inject({ method: 'GET', url: '/api/products/public?limit=1' })).json().results;
    const answers = firstAnswers((await page(`/products/${product.id}`)).html);
    expect(answers[`/api/products/public/${product.id}`]?.name).toBe(product.name);
  });
});

describe('crawler files, with or without a built storefront', () => {
  it('list every public page, category and published product in the sitemap', async () => {
    const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.body;
    expect(
      xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);

    const origin = 'http://localhost:80';
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((found) => found[1] ?? '');
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true);
    expect(locs.slice(0, 4)).toEqual([`${origin}/`, `${origin}/products`, `${origin}/contacts`, `${origin}/abouts`]);

    const categories = CategoryListSchema.parse((await app.inject({ method: 'GET', url: '/api/products/categories' })).json());
    expect(locs.filter((loc) => loc.includes('/products?category='))).toHaveLength(categories.count);

    const products = [...xml.matchAll(/<url><loc>[^<]*\/products\/(\d+)<\/loc><lastmod>(\d{4}-\d{2}-\d{2})<\/lastmod><\/url>/g)];
    const listed = ProductListSchema.parse((await app.inject({ method: 'GET', url: '/api/products/public?limit=1' })).json());
    expect(products).toHaveLength(listed.count);
    const newest = listed.results[0];
    const entry = products.find((found) => found[1] === String(newest?.id));
    expect(entry?.[2]).toBe(newest?.updated_at.slice(0, 10));
  });

  it('let robots crawl the shop but not the API or customer pages, and point them to the sitemap', async () => {
    const response = await site.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/users/',
        'Disallow: /api/shop/cart',
        'Disallow: /profile',
        'Disallow: /checkout',
        'Disallow: /shop/',
        'Disallow: /auth/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
    expect((await app.inject({ method: 'GET', url: '/robots.txt' })).body).toContain('Sitemap: http://localhost:80/sitemap.xml');
  });
});
