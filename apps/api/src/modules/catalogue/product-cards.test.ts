import { type ProductSummary, ProductSummarySchema } from '@shop/contract/catalogue';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { anonymousViewer, catalogueReads, createProduct, productSummaries } from './catalogue-service.ts';
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
  catalogueReads.forget();
  return (await listed('ordering=-updated_at')).find((product) => product.id === id);
}

describe("a listing's cards, written by the database", () => {
  it("are each product's summary as every other reader gives it, field for field", async () => {
    const cards = await listed('ordering=_price');
    expect(cards.length).toBeGreaterThanOrEqual(150);
    const summaries = await productSummaries(
      db,
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
