import { CategoryListSchema, ProductListSchema, type ProductSummary } from '@shop/contract/catalogue';
import { PRODUCT_COUNT_BOUND } from '@shop/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Database, engineOf } from '../../db/client.ts';
import { createTestApp } from '../../test/test-app.ts';
import { createProduct, productSearchFields } from '../catalogue-admin/product-writes-service.ts';
import { searchPageReader } from '../search/search-queries.ts';
import { categoryFamily, productCardReading } from './catalogue-service.ts';
import { categories, products } from './catalogue-tables.ts';

const { app, db } = await createTestApp();

const list = async (query: string) => {
  const response = await app.inject({ method: 'GET', url: `/api/products/public?${query}` });
  expect(response.statusCode).toBe(200);
  return ProductListSchema.parse(response.json());
};
const names = (page: { results: ProductSummary[] }) => page.results.map((product) => product.name);
const offsetOf = (link: string | null) => (link === null ? null : Number(new URL(link).searchParams.get('offset') ?? 0));

/** A product of the tests' own, made on a set day so that which is newest never depends on the clock. */
const product = (name: string, day: number, extra: { excerpt?: string; outOfStock?: boolean } = {}) =>
  createProduct(db, {
    name,
    excerpt: extra.excerpt ?? 'کالای آزمایشی فهرست',
    description: '',
    categoryId: null,
    brandId: null,
    regularPrice: 100_000,
    stockType: extra.outOfStock ? 'out_of_stock' : 'unlimited',
    updatedAt: new Date(Date.UTC(2026, 0, day)),
  });

describe('search ranks by decision 0003 on every page', () => {
  // One made-up word, so that nothing of the demo shop matches. Made in an order unlike the ranking's.
  const made = [
    ['بسته آزمایشی', 9, { excerpt: 'همراه با زنجفیلک' }],
    ['ابرزنجفیلک کوچک', 8],
    ['دستگاه زنجفیلک بزرگ', 7],
    ['زنجفیلک ناموجود', 6, { outOfStock: true }],
    ['زنجفیلک آبی', 2],
    ['زنجفیلک قرمز', 3],
    ['بزرگ‌ترین زنجفیلک‌دان', 5],
  ] as const;
  const ranked = [
    // The name starts with the query: available first, then newest first.
    'زنجفیلک قرمز',
    'زنجفیلک آبی',
    'زنجفیلک ناموجود',
    // A word of the name starts with it, newest first.
    'دستگاه زنجفیلک بزرگ',
    'بزرگ‌ترین زنجفیلک‌دان',
    // The name holds it inside a word.
    'ابرزنجفیلک کوچک',
    // Found through the excerpt alone.
    'بسته آزمایشی',
  ];

  it('pages through the tiers in order, one page carrying on where the last stopped', async () => {
    for (const [name, day, extra] of made) await product(name, day, extra);
    const whole = await list(`search=${encodeURIComponent('زنجفیلک')}&limit=100`);
    expect(names(whole)).toEqual(ranked);
    expect(whole).toMatchObject({ count: ranked.length, count_is_exact: true, next: null });

    const paged: string[] = [];
    for (let offset = 0; offset < ranked.length; offset += 2) {
      const page = await list(`search=${encodeURIComponent('زنجفیلک')}&limit=2&offset=${offset}`);
      paged.push(...names(page));
      expect(offsetOf(page.next)).toBe(offset + 2 < ranked.length ? offset + 2 : null);
      expect(page.count).toBe(ranked.length);
    }
    expect(paged).toEqual(ranked);
  });

  it('puts the names holding every word before matches through the excerpt, for a query of several words', async () => {
    await product('زنجفیلک سبز', 4, { excerpt: 'اندازه بزرگ' });
    const page = await list(`search=${encodeURIComponent('زنجفیلک بزرگ')}&limit=100`);
    // The phrase itself at a word's start, then every word apart, then a word found only in the excerpt.
    expect(names(page)).toEqual(['دستگاه زنجفیلک بزرگ', 'بزرگ‌ترین زنجفیلک‌دان', 'زنجفیلک سبز']);
    // The count reads the same tiers, each match once.
    expect(page).toMatchObject({ count: 3, count_is_exact: true });
  });

  it('orders a search newest first when asked, relevance aside', async () => {
    const page = await list(`search=${encodeURIComponent('زنجفیلک')}&ordering=-updated_at&limit=100`);
    const available = page.results.filter((found) => found.in_stock);
    expect(available.map((found) => found.updated_at)).toEqual(
      available
        .map((found) => found.updated_at)
        .sort()
        .reverse(),
    );
  });
});

describe('counts past the bound', () => {
  it('counts exactly up to a bound and says «more» past it, with pages to the very end', async () => {
    const made = PRODUCT_COUNT_BOUND.listing + 5;
    await db.insert(products).values(
      Array.from({ length: made }, (_, index) => {
        const name = `کالای شمارش شماره ${index}`;
        return {
          name,
          excerpt: '',
          description: '',
          regularPrice: 10_000 + index,
          stockType: 'unlimited' as const,
          updatedAt: new Date(Date.UTC(2025, 0, 1, 0, 0, index)),
          ...productSearchFields(name, '', []),
        };
      }),
    );
    const search = `search=${encodeURIComponent('کالای شمارش')}`;
    const first = await list(`${search}&limit=10`);
    expect(first).toMatchObject({ count: PRODUCT_COUNT_BOUND.search, count_is_exact: false });
    expect(offsetOf(first.next)).toBe(10);

    // Past the bound the pages go on to the last, each saying whether another follows.
    const beforeLast = await list(`${search}&limit=10&offset=${made - 15}`);
    expect(beforeLast.results).toHaveLength(10);
    expect(offsetOf(beforeLast.next)).toBe(made - 5);
    const last = await list(`${search}&limit=10&offset=${made - 5}`);
    expect(last.results).toHaveLength(5);
    expect(last.next).toBeNull();
    expect(offsetOf(last.previous)).toBe(made - 15);
    // The oldest of them comes last in the newest-first order.
    expect(last.results.at(-1)?.name).toBe('کالای شمارش شماره 0');

    // The whole shop is past the listing's bound; a narrow search is still counted exactly.
    expect(await list('limit=1')).toMatchObject({ count: PRODUCT_COUNT_BOUND.listing, count_is_exact: false });
    const narrow = await list(`search=${encodeURIComponent('کالای شمارش شماره 100')}&limit=100`);
    // 100 and 1000 to 1004.
    expect(narrow).toMatchObject({ count: 6, count_is_exact: true, next: null });
  });
});

describe('pages followed by their next link stay whole while the shop changes', () => {
  /** Every page from the first, each reached by the last one's `next` link, with `between` run before each. */
  async function follow(query: string, between: (page: number) => Promise<void> = async () => {}) {
    const seen: string[] = [];
    let url: string | null = `/api/products/public?${query}`;
    for (let page = 1; url; page++) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      const body = ProductListSchema.parse(response.json());
      seen.push(...names(body));
      await between(page);
      url = body.next && `${new URL(body.next).pathname}${new URL(body.next).search}`;
    }
    return seen;
  }

  it('neither repeats nor skips a product when new ones arrive between pages', async () => {
    const category = (await app.inject({ method: 'GET', url: '/api/products/categories?limit=1' })).json().results[0].id;
    const query = `category=${category}&limit=4`;
    const before = names(await list(`${query.replace('limit=4', 'limit=100')}`));
    expect(before.length).toBeGreaterThan(8);

    // A new product in the category goes to the top of the newest-first order.
    const arrive = (name: string, day: number) =>
      createProduct(db, {
        name,
        excerpt: '',
        description: '',
        categoryId: category,
        brandId: null,
        regularPrice: 1000,
        stockType: 'unlimited',
        updatedAt: new Date(Date.UTC(2030, 0, day)),
      });
    expect(await follow(query, (page) => arrive(`کالای تازه ${page}`, page).then(() => undefined))).toEqual(before);

    // By position alone, the second page repeats the first page's last product once a new one arrives.
    const first = names(await list(query));
    await arrive('کالای تازه دیگر', 30);
    expect(names(await list(`${query}&offset=4`))[0]).toBe(first.at(-1));
  });

  it('carries on through the relevance tiers and through prices in both directions', async () => {
    const search = `search=${encodeURIComponent('زنجفیلک')}`;
    expect(await follow(`${search}&limit=2`)).toEqual(names(await list(`${search}&limit=100`)));
    for (const ordering of ['_price', '-_price', '-updated_at']) {
      const whole = names(await list(`${search}&ordering=${ordering}&limit=100`));
      expect(await follow(`${search}&ordering=${ordering}&limit=3`), ordering).toEqual(whole);
    }
  });

  it('refuses a position edited by hand with a Persian message on `after`', async () => {
    const cases = ['not-a-position', Buffer.from('[9,true,1,1]').toString('base64url'), Buffer.from('{}').toString('base64url')];
    for (const after of cases) {
      const response = await app.inject({ method: 'GET', url: `/api/products/public?after=${after}` });
      expect(response.statusCode, after).toBe(400);
      expect(response.json().after).toEqual(['نشانی صفحهٔ بعد معتبر نیست؛ فهرست را از صفحهٔ اول باز کنید.']);
    }
    // A search in relevance order needs the tier its last page ended in.
    const untiered = Buffer.from('[null,true,1,1]').toString('base64url');
    const response = await app.inject({ method: 'GET', url: `/api/products/public?search=x&after=${untiered}` });
    expect(response.statusCode).toBe(400);
  });

  it('follows the next link of a search of marks alone, which lists the whole shop', async () => {
    const first = await list(`search=${encodeURIComponent('\u200c\u064e')}&limit=2`);
    expect(first.next).not.toBeNull();
    const next = await list(new URL(first.next as string).search.slice(1));
    expect(next.results).toHaveLength(2);
  });
});

describe("a parent category's pages", () => {
  const orders = {
    '': (a: ProductSummary, b: ProductSummary) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id,
    _price: (a: ProductSummary, b: ProductSummary) => a.price - b.price || a.id - b.id,
    '-_price': (a: ProductSummary, b: ProductSummary) => b.price - a.price || b.id - a.id,
  };

  it("are its categories' products merged in each order, within a price range too, by page number and by next link", async () => {
    const { results: tree } = CategoryListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/products/categories?limit=100' })).json(),
    );
    const parent = tree.find((category) => tree.filter((child) => child.parent === category.id).length >= 2);
    if (!parent) throw new Error('the demo shop has no category with subcategories');
    const family = await categoryFamily(db, parent.id);
    // Each category of the family listed on its own, which reads no family at once.
    const alone = await Promise.all(
      family.map(async (id) => (await list(`category=${id}&limit=100`)).results.filter((found) => found.category?.id === id)),
    );
    const prices = alone
      .flat()
      .map((found) => found.price)
      .sort((a, b) => a - b);
    const [lowest, highest] = [prices[Math.floor(prices.length / 4)] ?? 0, prices[Math.floor((prices.length * 3) / 4)] ?? 0];
    const ranges = [
      { query: '', keeps: () => true },
      {
        query: `&price__gt=${lowest}&price__lt=${highest}`,
        keeps: (found: ProductSummary) => found.price >= lowest && found.price <= highest,
      },
    ];
    for (const [[ordering, order], range] of Object.entries(orders).flatMap((entry) =>
      ranges.map((each) => [entry, each] as const),
    )) {
      const expected = alone
        .flat()
        .filter(range.keeps)
        .sort((a, b) => Number(b.in_stock) - Number(a.in_stock) || order(a, b))
        .map((found) => found.id);
      expect(expected.length).toBeGreaterThan(7);
      const query = `category=${parent.id}&ordering=${ordering}${range.query}&limit=7`;
      const byNumber: number[] = [];
      for (let offset = 0; offset < expected.length; offset += 7) {
        byNumber.push(...(await list(`${query}&offset=${offset}`)).results.map((found) => found.id));
      }
      expect(byNumber).toEqual(expected);
      const byLink: number[] = [];
      for (let next: string | null = `/api/products/public?${query}`; next; ) {
        const response = await app.inject({ method: 'GET', url: next });
        const page = ProductListSchema.parse(response.json());
        byLink.push(...page.results.map((found) => found.id));
        next = page.next && new URL(page.next).pathname + new URL(page.next).search;
      }
      expect(byLink).toEqual(expected);
    }
  });
});

describe('a category moved under another', () => {
  it("is listed with its products among the new parent's at once, and no longer among the old one's", async () => {
    const [first, second] = await db
      .insert(categories)
      .values([{ name: 'دسته بالای یکم' }, { name: 'دسته بالای دوم' }])
      .returning();
    if (!first || !second) throw new Error('no categories made');
    const [moved] = await db.insert(categories).values({ name: 'دسته جابه‌جا', parentId: first.id }).returning();
    if (!moved) throw new Error('no category made');
    const id = await createProduct(db, {
      name: 'کالای دسته جابه‌جا',
      excerpt: '',
      description: '',
      categoryId: moved.id,
      brandId: null,
      regularPrice: 100_000,
      stockType: 'unlimited',
    });
    const listedUnder = async (category: number) => {
      // The write goes around the services, which would empty the cache.
      app.caches.catalogue.forget();
      return (await list(`category=${category}&limit=100`)).results.some((found) => found.id === id);
    };
    expect([await listedUnder(first.id), await listedUnder(second.id)]).toEqual([true, false]);
    await db.update(categories).set({ parentId: second.id }).where(eq(categories.id, moved.id));
    expect([await listedUnder(first.id), await listedUnder(second.id)]).toEqual([false, true]);
  });
});

describe("a page's one statement", () => {
  // A connection's prepared statements are its own: a transaction holds one connection, which PGlite has always.
  it.skipIf(engineOf(db) !== 'postgres')('is planned once on a connection, whatever its snapshot and ids', async () => {
    const plans = await db.transaction(async (tx) => {
      const reader = tx as unknown as Database;
      const rowsOf = async <Row>(query: ReturnType<typeof sql>) => ((await tx.execute(query)) as unknown as { rows: Row[] }).rows;
      const ids = (await tx.select({ id: products.id }).from(products).limit(30)).map((row) => row.id);
      const readSearchPage = searchPageReader(reader, productCardReading(app.pictures));
      for (let page = 0; page < 12; page++) {
        const [snapshot] = await rowsOf<{ snapshot: string }>(sql`select pg_current_snapshot()::text as snapshot`);
        if (!snapshot) throw new Error('no snapshot read');
        const read = await readSearchPage({ ids: ids.slice(0, page % 3 === 0 ? 0 : page), ...snapshot });
        expect(read.cards).toHaveLength(page % 3 === 0 ? 0 : page);
      }
      const [counts] = await rowsOf<{ generic_plans: string; custom_plans: string }>(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'search_page'`,
      );
      return counts;
    });
    // PostgreSQL tries five custom plans before it weighs the generic one, then keeps that (the connection may have
    // answered pages before this test).
    expect(Number(plans?.custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(plans?.generic_plans)).toBeGreaterThanOrEqual(7);
  });
});
