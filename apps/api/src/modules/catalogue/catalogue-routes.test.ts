import {
  BrandListSchema,
  CategoryListSchema,
  ProductDetailSchema,
  ProductListSchema,
  type ProductSummary,
  VariationListSchema,
} from '@shop/contract/catalogue';
import { toPersianDigits } from '@shop/contract/persian';
import { beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/client.ts';
import { DEMO_NOW } from '../../db/seed/demo-shop.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createProduct } from '../catalogue-admin/product-writes-service.ts';
import { returnStock, takeStock } from '../inventory/inventory-service.ts';

const { app, db } = await createTestApp();

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

/** Every product the filters select, through the API's own pagination. */
async function allProducts(query: string): Promise<ProductSummary[]> {
  const products: ProductSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const { body } = await get(`/api/products/public?${query}&limit=100&offset=${offset}`);
    products.push(...body.results);
    if (!body.next) return products;
  }
}

describe('GET /api/products/public', () => {
  it('lists 30 products a page, newest first, with the spec envelope', async () => {
    const { status, body } = await get('/api/products/public');
    expect(status).toBe(200);
    const page = ProductListSchema.parse(body);
    expect(page.count).toBeGreaterThanOrEqual(150);
    expect(page.results).toHaveLength(30);
    expect(page.previous).toBeNull();
    expect(new URL(page.next ?? '').searchParams.get('offset')).toBe('30');
    const inStock = page.results.filter((product) => product.in_stock);
    const dates = inStock.map((product) => product.updated_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('computes price and discount from the regular and sale prices', async () => {
    for (const product of await allProducts('has_discount=true')) {
      expect(product.sale_price).not.toBeNull();
      expect(product.price).toBe(product.sale_price);
      expect(product.discount).toBe(product.regular_price - product.price);
      expect(product.discount).toBeGreaterThan(0);
    }
    for (const product of await allProducts('has_discount=false')) {
      expect(product.price).toBe(product.regular_price);
      expect(product.discount).toBe(0);
    }
  });

  it('sorts by the price a customer pays, available products first', async () => {
    for (const [ordering, direction] of [
      ['_price', 1],
      ['-_price', -1],
    ] as const) {
      const products = await allProducts(`ordering=${ordering}`);
      const firstUnavailable = products.findIndex((product) => !product.in_stock);
      expect(products.slice(firstUnavailable).every((product) => !product.in_stock)).toBe(true);
      const prices = products.slice(0, firstUnavailable).map((product) => product.price);
      expect(prices).toEqual([...prices].sort((a, b) => direction * (a - b)));
    }
  });

  it('keeps a category with its subcategories', async () => {
    const categories = CategoryListSchema.parse((await get('/api/products/categories')).body).results;
    const parent = categories.find(
      (category) => category.parent === null && categories.some((child) => child.parent === category.id),
    );
    if (!parent) throw new Error('demo shop has no nested category');
    const family = new Set([
      parent.id,
      ...categories.filter((category) => category.parent === parent.id).map((category) => category.id),
    ]);
    const products = await allProducts(`category=${parent.id}`);
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => family.has(product.category?.id ?? -1))).toBe(true);
    const children = categories.filter((category) => category.parent === parent.id);
    let childTotal = 0;
    for (const child of children) childTotal += (await get(`/api/products/public?category=${child.id}`)).body.count;
    const direct = products.filter((product) => product.category?.id === parent.id).length;
    expect(products.length).toBe(childTotal + direct);
  });

  it('filters by brand, stock, price range and ids', async () => {
    const brands = BrandListSchema.parse((await get('/api/products/brands')).body).results;
    const [first, second] = brands;
    if (!first || !second) throw new Error('demo shop has fewer than two brands');
    const byBrand = await allProducts(`brand=${first.id},${second.id}`);
    expect(byBrand.length).toBeGreaterThan(0);
    expect(byBrand.every((product) => [first.id, second.id].includes(product.brand?.id ?? -1))).toBe(true);

    const unavailable = await allProducts('in_stock=false');
    expect(unavailable.length).toBeGreaterThan(0);
    expect(unavailable.every((product) => !product.in_stock)).toBe(true);
    expect((await allProducts('in_stock=true')).every((product) => product.in_stock)).toBe(true);

    const ranged = await allProducts('price__gt=1000000&price__lt=5000000');
    expect(ranged.length).toBeGreaterThan(0);
    expect(ranged.every((product) => product.price >= 1_000_000 && product.price <= 5_000_000)).toBe(true);

    const ids = ranged.slice(0, 3).map((product) => product.id);
    const picked = await get(`/api/products/public?id=${ids.join(',')}`);
    expect(picked.body.results.map((product: ProductSummary) => product.id).sort()).toEqual([...ids].sort());
  });

  it('combines filters with pagination edges', async () => {
    const total = (await get('/api/products/public?in_stock=true')).body.count;
    const last = await get(`/api/products/public?in_stock=true&limit=7&offset=${total - 3}`);
    expect(last.body.results).toHaveLength(3);
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toContain('in_stock=true');
    const beyond = await get(`/api/products/public?offset=${total + 500}`);
    expect(beyond.status).toBe(200);
    expect(beyond.body.results).toEqual([]);
  });

  it('clamps a huge limit and refuses malformed parameters in Persian', async () => {
    expect((await get('/api/products/public?limit=100000')).body.results).toHaveLength(100);
    const cases: [string, string][] = [
      ['limit=abc', 'limit'],
      ['limit=0', 'limit'],
      ['offset=-1', 'offset'],
      ['ordering=name', 'ordering'],
      ['category=abc', 'category'],
      ['brand=1,x', 'brand'],
      ['has_discount=maybe', 'has_discount'],
      ['price__gt=-5', 'price__gt'],
      ['price__lt=1e999', 'price__lt'],
      ['id=99999999999', 'id'],
    ];
    for (const [query, field] of cases) {
      const { status, body } = await get(`/api/products/public?${query}`);
      expect(status, query).toBe(400);
      expect(Object.keys(body), query).toContain(field);
      expect(body[field][0], query).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('accepts Persian digits in parameters', async () => {
    const { status, body } = await get(`/api/products/public?limit=${encodeURIComponent('۵')}`);
    expect(status).toBe(200);
    expect(body.results).toHaveLength(5);
  });
});

describe('searching as a Persian customer types', () => {
  const names = {
    arabicLetters: 'كيسه آب گرم پزشكي مدل تست',
    persianLetters: 'کیف کمک‌های اولیه کوهنوردی',
    digits: 'ترازوی آشپزخانه دقیق مدل KX۲۰۰',
    zwnj: 'دستگاه‌های ضدعفونی‌کننده هوا',
  };
  beforeAll(async () => {
    for (const name of Object.values(names)) {
      await createProduct(db, {
        name,
        excerpt: 'محصول آزمایشی جست‌وجو',
        description: '',
        categoryId: null,
        brandId: null,
        regularPrice: 100_000,
        stockType: 'unlimited',
        // On the demo shop's clock, so that which product is newest does not depend on the day the tests run.
        updatedAt: new Date(DEMO_NOW),
      });
    }
  });

  const search = async (text: string) =>
    (await get(`/api/products/public?search=${encodeURIComponent(text)}&limit=100`)).body.results.map(
      (product: ProductSummary) => product.name,
    ) as string[];

  it('matches Arabic ي and ك with Persian ی and ک, both ways', async () => {
    expect(await search('کیسه آب گرم پزشکی')).toContain('کیسه آب گرم پزشکی مدل تست');
    expect(await search('كيف كمك')).toContain(names.persianLetters);
  });

  it('stores names with Persian letters', async () => {
    expect(await search('کیسه آب')).not.toContain(names.arabicLetters);
  });

  it('matches Persian, Arabic and Latin digits alike', async () => {
    for (const query of ['KX200', 'kx۲۰۰', 'KX٢٠٠', '۲۰۰']) expect(await search(query), query).toContain(names.digits);
  });

  it('ignores zero-width non-joiners, tatweel and repeated spaces', async () => {
    for (const query of ['دستگاههای ضدعفونی', 'دستگاه های   ضدعفونی‌کننده', 'دستـــگاه‌های']) {
      expect(await search(query), query).toContain(names.zwnj);
    }
  });

  it('finds partial words and joined or split spellings', async () => {
    const pressure = await search('فشار');
    expect(pressure.length).toBeGreaterThan(0);
    expect(pressure.some((name) => name.includes('فشارسنج'))).toBe(true);
    expect((await search('فشار سنج')).length).toBeGreaterThanOrEqual(pressure.filter((name) => name.includes('فشارسنج')).length);
  });

  it('ranks names that start with the query first', async () => {
    const results = await search('فشارسنج');
    expect(results[0]?.startsWith('فشارسنج')).toBe(true);
  });

  it('treats LIKE wildcards as plain text', async () => {
    expect(await search('%%%')).toEqual([]);
    expect(await search('___')).toEqual([]);
  });

  it('answers an empty result for text nowhere in the shop', async () => {
    const { status, body } = await get(`/api/products/public?search=${encodeURIComponent('زرافه آبی')}`);
    expect(status).toBe(200);
    expect(body.count).toBe(0);
  });
});

describe('GET /api/products/public/statistics', () => {
  it('gives the price range of the filtered products, whatever price bounds are set', async () => {
    const brands = (await get('/api/products/brands')).body.results;
    const products = await allProducts(`brand=${brands[0].id}`);
    const prices = products.map((product) => product.price);
    const { status, body } = await get(`/api/products/public/statistics?brand=${brands[0].id}&price__gt=1`);
    expect(status).toBe(200);
    expect(body).toEqual({ min_price: Math.min(...prices), max_price: Math.max(...prices) });
  });

  it('answers nulls when nothing matches', async () => {
    expect((await get('/api/products/public/statistics?search=zzzzzz')).body).toEqual({ min_price: null, max_price: null });
  });
});

describe('GET /api/products/public/{id} and its variations and related products', () => {
  it('shows a product with gallery, description and price note', async () => {
    const [summary] = (await get('/api/products/public?limit=1&has_discount=true')).body.results;
    const { status, body } = await get(`/api/products/public/${summary.id}`);
    expect(status).toBe(200);
    const product = ProductDetailSchema.parse(body);
    expect(product.description.length).toBeGreaterThan(0);
    expect(product.gallery.length).toBeGreaterThan(0);
    expect(product.featured_image?.f).toMatch(/^\/media\/products\/.+\.webp$/);
  });

  it('describes a variable product through its attributes and variations', async () => {
    const variable = (await allProducts('')).filter((product) => product.type === 'variable');
    expect(variable.length).toBeGreaterThanOrEqual(10);
    for (const summary of variable) {
      const product = ProductDetailSchema.parse((await get(`/api/products/public/${summary.id}`)).body);
      const variations = VariationListSchema.parse((await get(`/api/products/public/${summary.id}/variations`)).body);
      expect(product.variable_attributes.length).toBeGreaterThan(0);
      expect(variations.length).toBeGreaterThan(0);
      const offered = new Set(product.variable_attributes.flatMap((entry) => entry.values.map((value) => value.id)));
      for (const variation of variations) {
        expect(variation.variation_attributes).toHaveLength(product.variable_attributes.length);
        expect(variation.variation_attributes.every((chosen) => offered.has(chosen.value.id))).toBe(true);
      }
      expect(product.price).toBe(Math.min(...variations.map((variation) => variation.price)));
    }
  });

  it('gives a simple product no variations', async () => {
    const simple = (await allProducts('')).find((product) => product.type === 'simple');
    expect((await get(`/api/products/public/${simple?.id}/variations`)).body).toEqual([]);
  });

  it('offers up to 10 related products, same category first, never the product itself', async () => {
    const [summary] = (await get('/api/products/public?limit=1&ordering=-_price')).body.results;
    const { status, body } = await get(`/api/products/public/${summary.id}/related`);
    expect(status).toBe(200);
    expect(body.length).toBe(10);
    expect(body.map((product: ProductSummary) => product.id)).not.toContain(summary.id);
    const sameCategory = (await get(`/api/products/public?category=${summary.category.id}`)).body.count - 1;
    const leading = body.slice(0, Math.min(sameCategory, 10));
    expect(leading.every((product: ProductSummary) => product.category?.id === summary.category.id)).toBe(true);
    expect((await get(`/api/products/public/${summary.id}/related?limit=3`)).body).toHaveLength(3);
  });

  it('answers 404 for a missing product and 400 for a malformed id', async () => {
    for (const suffix of ['', '/variations', '/related']) {
      const missing = await get(`/api/products/public/2000000000${suffix}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ detail: 'محصول یافت نشد.' });
      const malformed = await get(`/api/products/public/abc${suffix}`);
      expect(malformed.status).toBe(400);
      expect(malformed.body.id).toEqual(['شناسه نامعتبر است.']);
    }
  });

  it('reads an id only as plain decimal digits, in any script, with one message otherwise', async () => {
    const product = (await get('/api/products/public?limit=1')).body.results[0];
    expect((await get(`/api/products/public/${encodeURIComponent(toPersianDigits(product.id))}`)).body.id).toBe(product.id);
    const hex = `0x${product.id.toString(16)}`;
    for (const written of [hex, `${product.id}e0`, `%2B${product.id}`, `%20${product.id}`, `${product.id}.0`, '9'.repeat(40)]) {
      const { status, body } = await get(`/api/products/public/${written}`);
      expect({ status, body }, written).toEqual({ status: 400, body: { id: ['شناسه نامعتبر است.'] } });
    }
    const { status, body } = await get(`/api/products/public?category=${hex}&brand=1,${hex},1e1`);
    expect({ status, body }).toEqual({
      status: 400,
      body: { category: ['شناسه نامعتبر است.'], brand: ['شناسه نامعتبر است.'] },
    });
  });
});

describe('categories and brands', () => {
  it('lists a two-level category tree', async () => {
    const { body } = await get('/api/products/categories');
    const categories = CategoryListSchema.parse(body).results;
    const ids = new Set(categories.map((category) => category.id));
    const roots = categories.filter((category) => category.parent === null);
    const children = categories.filter((category) => category.parent !== null);
    expect(roots.length).toBeGreaterThanOrEqual(6);
    expect(children.every((child) => ids.has(child.parent ?? -1))).toBe(true);
    expect(children.every((child) => roots.some((root) => root.id === child.parent))).toBe(true);
    const firstRoot = roots[0];
    const ownChildren = (await get(`/api/products/categories?parent=${firstRoot?.id}`)).body.results;
    expect(ownChildren.length).toBeGreaterThan(0);
  });

  it('lists and searches brands', async () => {
    const brands = BrandListSchema.parse((await get('/api/products/brands')).body);
    expect(brands.count).toBeGreaterThanOrEqual(15);
    expect(brands.results.every((brand) => brand.image_data?.f.startsWith('/media/brands/'))).toBe(true);
    const first = brands.results[0];
    if (!first) throw new Error('no brands');
    const found = (await get(`/api/products/brands?brand=${encodeURIComponent(first.name)}`)).body.results;
    expect(found.map((brand: { id: number }) => brand.id)).toContain(first.id);
    expect((await get('/api/products/brands?limit=2')).body.results).toHaveLength(2);
  });

  it('keeps the brands that sell in a category', async () => {
    const categories = (await get('/api/products/categories')).body.results;
    const leaf = categories.find((category: { parent: number | null }) => category.parent !== null);
    const brands = (await get(`/api/products/brands?category=${leaf.id}`)).body.results;
    const products = await allProducts(`category=${leaf.id}`);
    expect(new Set(brands.map((brand: { id: number }) => brand.id))).toEqual(
      new Set(products.map((product) => product.brand?.id)),
    );
  });
});

describe('the catalogue cache', () => {
  it('never hides a product that was just added', async () => {
    const before = (await get('/api/products/public?has_discount=false&limit=1')).body;
    const range = (await get('/api/products/public/statistics?has_discount=false')).body;
    await createProduct(db, {
      name: 'دستگاه تازه برای آزمون حافظه موقت',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: (range.max_price ?? 0) + 1000,
      stockType: 'unlimited',
      // Newer than every other product, whatever day the test runs.
      updatedAt: new Date(DEMO_NOW + 3600_000),
    });
    const after = (await get('/api/products/public?has_discount=false&limit=1')).body;
    expect(after.count).toBe(before.count + 1);
    expect(after.results[0].name).toBe('دستگاه تازه برای آزمون حافظه موقت');
    expect((await get('/api/products/public/statistics?has_discount=false')).body.max_price).toBe((range.max_price ?? 0) + 1000);
  });

  it("shows a product's stock moved by an order at once, and keeps the listings read before", async () => {
    const id = await createProduct(db, {
      name: 'دستگاه انبار محدود برای آزمون حافظه موقت',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 1000,
      stockType: 'limited',
      stock: 5,
    });
    expect((await get(`/api/products/public/${id}`)).body.stock).toBe(5);
    const listing = (await get(`/api/products/public?id=${id}`)).body;
    expect(listing.results[0].stock).toBe(5);

    await inTransaction(db, (tx) => takeStock(tx, [{ productId: id, variationId: null, quantity: 2 }]));
    expect((await get(`/api/products/public/${id}`)).body.stock).toBe(3);
    // Nothing sold out: the listings keep what they read, for their few seconds.
    expect((await get(`/api/products/public?id=${id}`)).body).toEqual(listing);

    await inTransaction(db, (tx) => takeStock(tx, [{ productId: id, variationId: null, quantity: 3 }]));
    expect((await get(`/api/products/public/${id}`)).body).toMatchObject({ stock: 0, in_stock: false });
    expect((await get(`/api/products/public?id=${id}`)).body.results[0]).toMatchObject({ stock: 0, in_stock: false });
  });
});

describe('a limited stock of less than one step', () => {
  const packs = (name: string, stock: number) =>
    createProduct(db, {
      name,
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 8_000,
      stockType: 'limited',
      stock,
      quantityStep: 50,
    });

  it('is out of stock on the product’s page, its card, the in-stock filter and search', async () => {
    const id = await packs('ماسک جراحی بنددار برای آزمون گام', 40);
    expect((await get(`/api/products/public/${id}`)).body).toMatchObject({ in_stock: false, stock: 40, quantity_step: 50 });
    expect((await get(`/api/products/public?id=${id}`)).body.results).toMatchObject([{ id, in_stock: false }]);
    expect((await get(`/api/products/public?id=${id}&in_stock=true`)).body.count).toBe(0);
    expect((await get(`/api/products/public?id=${id}&in_stock=false`)).body.count).toBe(1);
    const search = encodeURIComponent('ماسک جراحی بنددار برای آزمون گام');
    expect((await get(`/api/products/public?search=${search}`)).body.results).toMatchObject([{ id, in_stock: false }]);
    expect((await get(`/api/products/public?search=${search}&in_stock=true`)).body.count).toBe(0);
  });

  it('leaves a variation, and a variable product whose only variation it is, out of stock', async () => {
    const id = await createProduct(db, {
      name: 'سرسوزن بسته‌ای برای آزمون گام',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 0,
      stockType: 'unlimited',
      attributes: [{ name: 'سایز', values: ['۲۱G', '۲۳G'] }],
      variations: [
        { regularPrice: 9_000, stockType: 'limited', stock: 40, quantityStep: 50, values: { سایز: '۲۱G' } },
        { regularPrice: 12_000, stockType: 'limited', stock: 0, quantityStep: 50, values: { سایز: '۲۳G' } },
      ],
    });
    const variations = VariationListSchema.parse((await get(`/api/products/public/${id}/variations`)).body);
    expect(variations.map((variation) => variation.in_stock)).toEqual([false, false]);
    expect((await get(`/api/products/public/${id}`)).body).toMatchObject({ in_stock: false, stock_type: 'out_of_stock' });
    expect((await get(`/api/products/public?id=${id}&in_stock=true`)).body.count).toBe(0);
  });

  it('follows a sale that leaves less than a step, and stock given back, in the listings read before too', async () => {
    const id = await packs('دستکش بسته‌ای برای آزمون گام', 60);
    expect((await get(`/api/products/public?id=${id}&in_stock=true`)).body.count).toBe(1);
    await inTransaction(db, (tx) => takeStock(tx, [{ productId: id, variationId: null, quantity: 50 }]));
    expect((await get(`/api/products/public/${id}`)).body).toMatchObject({ stock: 10, in_stock: false });
    expect((await get(`/api/products/public?id=${id}&in_stock=true`)).body.count).toBe(0);
    await inTransaction(db, (tx) => returnStock(tx, [{ productId: id, variationId: null, quantity: 50 }]));
    expect((await get(`/api/products/public?id=${id}&in_stock=true`)).body.results).toMatchObject([{ id, stock: 60 }]);

    const variable = await createProduct(db, {
      name: 'آنژیوکت بسته‌ای برای آزمون گام',
      excerpt: '',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 0,
      stockType: 'unlimited',
      attributes: [{ name: 'سایز', values: ['۱۸G'] }],
      variations: [{ regularPrice: 20_000, stockType: 'limited', stock: 60, quantityStep: 50, values: { سایز: '۱۸G' } }],
    });
    const [variation] = VariationListSchema.parse((await get(`/api/products/public/${variable}/variations`)).body);
    if (!variation) throw new Error('no variation');
    expect((await get(`/api/products/public?id=${variable}`)).body.results).toMatchObject([{ in_stock: true, price: 20_000 }]);
    await inTransaction(db, (tx) => takeStock(tx, [{ productId: variable, variationId: variation.id, quantity: 50 }]));
    expect((await get(`/api/products/public?id=${variable}`)).body.results).toMatchObject([{ in_stock: false }]);
  });
});
