import { type ProductSummary, ProductSummarySchema } from '@shop/contract/catalogue';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { engineOf, type Transaction } from '../../db/client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createProduct } from '../catalogue-admin/product-writes-service.ts';
import { anonymousViewer, productSummaries } from './catalogue-service.ts';
import { brands, categories, products } from './catalogue-tables.ts';

// Pictures served from elsewhere, so that the cards' URLs are seen to follow the server's setting.
const mediaBase = 'https://media.example.ir/shop/';
const { app, db } = await createTestApp({ env: { MEDIA_BASE_URL: mediaBase } });

async function listed(query: string): Promise<ProductSummary[]> {
  const found: ProductSummary[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await app.inject({ method: 'GET', url: `/api/products/public?${query}&limit=100&offset=${offset}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const page = response.json();
    found.push(...page.results);
    if (!page.next) return found;
  }
}

/** A product's card as the listing shows it now: the writes here go around the services, which empty the cache. */
async function cardOf(id: number) {
  app.caches.catalogue.forget();
  return (await listed('ordering=-updated_at')).find((product) => product.id === id);
}

describe("a listing's cards, read with the search index's changes", () => {
  it("are each product's summary as every other reader gives it, field for field", async () => {
    const cards = await listed('ordering=_price');
    expect(cards.length).toBeGreaterThanOrEqual(150);
    const summaries = await productSummaries(
      db,
      app.pictures,
      cards.map((card) => card.id),
      anonymousViewer,
    );
    for (const card of cards) {
      expect(ProductSummarySchema.strict().parse(card)).toEqual(summaries.get(card.id));
    }
    const pictured = cards.filter((card) => card.featured_image);
    expect(pictured.length).toBeGreaterThan(100);
    for (const { featured_image } of pictured) expect(featured_image?.f.startsWith(mediaBase)).toBe(true);
    // Every kind of stock and a product without a brand or category are among them.
    expect(new Set(cards.map((card) => card.stock_type))).toEqual(new Set(['unlimited', 'limited', 'call', 'out_of_stock']));
  });

  it('follow a changed price, stock, category name or brand name, and a deleted brand, at once', async () => {
    const [category] = await db.insert(categories).values({ name: 'دسته آزمایشی کارت' }).returning();
    const [brand] = await db.insert(brands).values({ name: 'برند آزمایشی', nameEn: 'Card Test' }).returning();
    if (!category || !brand) throw new Error('no category or brand made');
    const id = await createProduct(db, {
      name: 'کالای کارت',
      excerpt: '',
      description: '',
      categoryId: category.id,
      brandId: brand.id,
      regularPrice: 500_000,
      stockType: 'limited',
      stock: 4,
    });
    expect(await cardOf(id)).toMatchObject({ price: 500_000, stock: 4, category: { name: 'دسته آزمایشی کارت' } });

    await db.update(products).set({ salePrice: 450_000, stock: 3 }).where(eq(products.id, id));
    await db.update(categories).set({ name: 'دسته تازه' }).where(eq(categories.id, category.id));
    await db.update(brands).set({ name: 'برند تازه' }).where(eq(brands.id, brand.id));
    expect(await cardOf(id)).toMatchObject({
      price: 450_000,
      sale_price: 450_000,
      discount: 50_000,
      stock: 3,
      category: { id: category.id, name: 'دسته تازه' },
      category_data: { id: category.id, name: 'دسته تازه' },
      brand: { id: brand.id, name: 'برند تازه' },
    });

    await db.delete(brands).where(eq(brands.id, brand.id));
    expect(await cardOf(id)).toMatchObject({ brand: null, category: { name: 'دسته تازه' } });
    await db.delete(products).where(eq(products.id, id));
    expect(await cardOf(id)).toBeUndefined();
  });

  it('are read again when written again with nothing else about the product changed', async () => {
    const [category] = await db.insert(categories).values({ name: 'دسته کارت نگه‌داشته' }).returning();
    if (!category) throw new Error('no category made');
    const id = await createProduct(db, {
      name: 'کالای کارت نگه‌داشته',
      excerpt: '',
      description: '',
      categoryId: category.id,
      brandId: null,
      regularPrice: 700_000,
      stockType: 'limited',
      stock: 9,
    });
    // Read once, the card is held by this process beside its search index.
    expect(await cardOf(id)).toMatchObject({ stock: 9, category: { name: 'دسته کارت نگه‌داشته' } });
    // Neither writes anything search reads, only what the card shows.
    await db.execute(sql`update ${products} set stock = 8 where ${products.id} = ${id}`);
    expect(await cardOf(id)).toMatchObject({ stock: 8 });
    await db.update(categories).set({ name: 'دسته کارت تازه' }).where(eq(categories.id, category.id));
    expect(await cardOf(id)).toMatchObject({ stock: 8, category: { name: 'دسته کارت تازه' } });
  });

  it('keep a name exactly as written, marks, quotes and control characters too', async () => {
    // A name that holds the picture's mark (U+0001), its escaped text, quotes and a backslash.
    const name = 'دستکش "ویژه" \\u0001 \u0001 \\ پایان';
    const id = await createProduct(db, {
      name,
      excerpt: 'توضیح',
      description: '',
      categoryId: null,
      brandId: null,
      regularPrice: 1_000,
      stockType: 'unlimited',
    });
    expect(await cardOf(id)).toMatchObject({ name, category: null, brand: null, featured_image: null });
  });
});

/**
 * `first` writes and keeps its transaction open until `second`, begun meanwhile, is seen waiting for one of its locks;
 * then both commit.
 */
async function racing(first: (tx: Transaction) => Promise<unknown>, second: (tx: Transaction) => Promise<unknown>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let wrote = () => {};
  const firstWrote = new Promise<void>((resolve) => {
    wrote = resolve;
  });
  const one = db.transaction(async (tx) => {
    await first(tx);
    wrote();
    await held;
  });
  await firstWrote;
  const two = db.transaction(async (tx) => {
    await second(tx);
  });
  for (let attempt = 0; attempt < 100; attempt++) {
    const [locks] = await db
      .select({ waiting: sql<number>`count(*)::int` })
      .from(sql`pg_stat_activity`)
      .where(sql`wait_event_type = 'Lock' and datname = current_database()`);
    if (locks?.waiting) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  release();
  await Promise.all([one, two]);
}

describe('a rename and a product moved into the category at the same moment', () => {
  // Two transactions at once need two connections, which PGlite has not.
  it.skipIf(engineOf(db) !== 'postgres')('leave the held card with the new name, whichever began first', async () => {
    const [category] = await db.insert(categories).values({ name: 'دسته پیش از نام تازه' }).returning();
    const [elsewhere] = await db.insert(categories).values({ name: 'دسته دیگر' }).returning();
    if (!category || !elsewhere) throw new Error('no category made');
    const id = await createProduct(db, {
      name: 'کالای هم‌زمان',
      excerpt: '',
      description: '',
      categoryId: elsewhere.id,
      brandId: null,
      regularPrice: 10_000,
      stockType: 'limited',
      stock: 10,
    });
    const rename = (name: string) => (tx: Transaction) =>
      tx.update(categories).set({ name }).where(eq(categories.id, category.id));
    const move = (into: number) => (tx: Transaction) => tx.update(products).set({ categoryId: into }).where(eq(products.id, id));

    // The rename first: the move's key check waits for it, then the product's card reads the new name.
    expect(await cardOf(id)).toMatchObject({ category: { name: 'دسته دیگر' } });
    await racing(rename('نام تازه یک'), move(category.id));
    expect(await cardOf(id)).toMatchObject({ category: { id: category.id, name: 'نام تازه یک' } });
    // The move first: the rename waits for it, then notes the moved product among its category's.
    await db.update(products).set({ categoryId: elsewhere.id }).where(eq(products.id, id));
    expect(await cardOf(id)).toMatchObject({ category: { name: 'دسته دیگر' } });
    await racing(move(category.id), rename('نام تازه دو'));
    expect(await cardOf(id)).toMatchObject({ category: { id: category.id, name: 'نام تازه دو' } });
  });
});
