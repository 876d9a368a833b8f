import { PRODUCT_ORDERINGS, type ProductOrdering } from '@shop/contract/product-ordering';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ListingPosition, ProductSelection } from './search-index.ts';
import { relevanceTier, type SearchedProduct, SearchIndex, type SearchQuery } from './search-index.ts';

/**
 * The index against the plainest reading of decision 0003 and the listing's orders: every product tested, the matches
 * sorted whole. Few words and few sort values, so that names share words, prices and dates tie, and tiers meet.
 */
const vocabulary = ['فشارسنج', 'فشار', 'سنج', 'دستکش', 'نیتریل', 'ماسک', 'سه', 'لایه', 'امرن', 'om-12', 'b'];

const productArbitrary = (id: number, words = vocabulary, leads: string[] = []) =>
  fc
    .record({
      name: fc
        .tuple(
          leads.length ? fc.subarray(leads, { maxLength: 1 }) : fc.constant([]),
          fc.array(fc.constantFrom(...words), { minLength: 1, maxLength: 4 }),
        )
        .map(([lead, rest]) => [...lead, ...rest]),
      excerpt: fc.array(fc.constantFrom(...words), { maxLength: 3 }),
      inStock: fc.boolean(),
      price: fc.constantFrom(1000, 2000, 3000),
      key: fc.constantFrom(1_700_000_000_000_000, 1_700_000_000_000_001, 1_800_000_000_000_000),
      categoryId: fc.constantFrom(null, 1, 2, 3),
      brandId: fc.constantFrom(null, 1, 2),
      discounted: fc.boolean(),
    })
    .map(
      ({ name, excerpt, ...fields }): SearchedProduct => ({
        id,
        searchName: name.join(' '),
        searchText: [...name, ...excerpt].join(''),
        ...fields,
      }),
    );

const catalogueArbitrary = (size: number, words = vocabulary, leads: string[] = []) =>
  fc.tuple(...Array.from({ length: size }, (_, index) => productArbitrary(index + 1, words, leads)));

const queryArbitrary = (words = vocabulary) =>
  fc
    .array(
      fc
        .tuple(fc.constantFrom(...words), fc.nat(), fc.nat())
        .map(([word, start, length]) => word.slice(start % word.length, (start % word.length) + 1 + (length % word.length))),
      { minLength: 1, maxLength: 3 },
    )
    .map((words): SearchQuery => ({ normalized: words.join(' '), words }));

/** A change of what a product is filed under and its discount, nothing else; `alone` says whether to make it alone. */
const refiling = fc.record({
  alone: fc.boolean(),
  fields: fc.record({
    categoryId: fc.constantFrom(null, 1, 2, 3),
    brandId: fc.constantFrom(null, 1, 2),
    discounted: fc.boolean(),
  }),
});

/** A listing: a search without words, in the newest order unless another is asked for. */
const listingArbitrary = fc.constant<SearchQuery>({ normalized: '', words: [] });

const selectionArbitrary: fc.Arbitrary<ProductSelection> = fc.record(
  {
    categoryIds: fc.constantFrom([1, 2], [3]),
    categoryId: fc.constantFrom(1, 2),
    brand: fc.constantFrom([1], [1, 2]),
    has_discount: fc.boolean(),
    in_stock: fc.boolean(),
    price__gt: fc.constantFrom(1000, 2000),
    price__lt: fc.constantFrom(2000, 3000),
    id: fc.constantFrom([1, 2, 3], [5, 69, 70]),
  },
  { requiredKeys: [] },
);

const orderingArbitrary = fc.constantFrom<ProductOrdering | undefined>(undefined, ...PRODUCT_ORDERINGS);

function keeps(selection: ProductSelection, product: SearchedProduct): boolean {
  const { categoryIds, categoryId, brand, has_discount, in_stock, price__gt, price__lt, id } = selection;
  return (
    (id === undefined || id.includes(product.id)) &&
    (categoryIds === undefined || categoryIds.includes(product.categoryId ?? -1)) &&
    (categoryId === undefined || product.categoryId === categoryId) &&
    (brand === undefined || brand.includes(product.brandId ?? -1)) &&
    (has_discount === undefined || product.discounted === has_discount) &&
    (in_stock === undefined || product.inStock === in_stock) &&
    (price__gt === undefined || product.price >= price__gt) &&
    (price__lt === undefined || product.price <= price__lt)
  );
}

/** The order's comparison of two rows: tier, available first, then the sort value and id in the order's direction. */
function comparePositions(ordering: ProductOrdering | undefined, a: ListingPosition, b: ListingPosition): number {
  if ((a.tier ?? 0) !== (b.tier ?? 0)) return (a.tier ?? 0) - (b.tier ?? 0);
  if (a.inStock !== b.inStock) return a.inStock ? -1 : 1;
  if (ordering === '_price') return a.key - b.key || a.id - b.id;
  return b.key - a.key || b.id - a.id;
}

function referenceSearch(
  products: SearchedProduct[],
  query: SearchQuery,
  selection: ProductSelection,
  ordering: ProductOrdering | undefined,
  page: { limit: number; offset: number; after?: ListingPosition | undefined },
  bound: number,
) {
  const ranked = ordering === undefined && query.words.length > 0;
  const rows = products
    .filter((product) => keeps(selection, product) && query.words.every((word) => product.searchText.includes(word)))
    .map(
      (product): ListingPosition => ({
        tier: ranked ? relevanceTier(product.searchName, query) : null,
        inStock: product.inStock,
        key: ordering === '_price' || ordering === '-_price' ? product.price : product.key,
        id: product.id,
      }),
    )
    .sort((a, b) => comparePositions(ordering, a, b));
  const { after } = page;
  const from = after ? rows.filter((row) => comparePositions(ordering, row, after) > 0) : rows.slice(page.offset);
  return { total: Math.min(rows.length, bound + 1), positions: from.slice(0, page.limit) };
}

/** Tiers by hand, as decision 0003 words them. */
describe('relevanceTier', () => {
  const query = (normalized: string): SearchQuery => ({ normalized, words: normalized.split(' ') });
  it.each([
    ['فشارسنج بازویی', 'فشار', 0],
    ['دستگاه فشارسنج', 'فشار', 1],
    ['دستگاه فشارسنج', 'سنج', 2],
    ['ماسک سهلایه سه لایه', 'لایه', 1],
    ['ماسک سهلایه', 'ماسک لایه', 3],
    ['ماسک سهلایه', 'دستکش', 4],
  ])('places «%s» for «%s» in tier %i', (name, words, tier) => {
    expect(relevanceTier(name, query(words))).toBe(tier);
  });
});

describe('the search index', () => {
  const pageArbitrary = fc.record({ limit: fc.integer({ min: 1, max: 12 }), offset: fc.nat(20) });

  it('answers every listing and search page as the products tested one by one and sorted whole do, also after changes', () => {
    fc.assert(
      fc.property(
        catalogueArbitrary(60),
        fc.array(fc.tuple(fc.integer({ min: 1, max: 70 }), fc.option(productArbitrary(0), { nil: undefined }), refiling), {
          maxLength: 25,
        }),
        fc.array(
          fc.tuple(fc.oneof(queryArbitrary(), listingArbitrary), selectionArbitrary, orderingArbitrary, pageArbitrary, fc.nat()),
          {
            minLength: 1,
            maxLength: 8,
          },
        ),
        (catalogue, changes, searches) => {
          const index = new SearchIndex(catalogue);
          const live = new Map(catalogue.map((product) => [product.id, product]));
          for (const [id, changed, refiled] of changes) {
            // Half the changes of a product it holds move it to another category or brand, or change its discount, alone.
            const held = live.get(id);
            const product = refiled.alone && held ? { ...held, ...refiled.fields } : changed && { ...changed, id };
            index.put(id, product);
            if (product) live.set(id, product);
            else live.delete(id);
          }
          expect(index.size).toBe(live.size);
          const products = [...live.values()];
          for (const [query, selection, ordering, page, pick] of searches) {
            const bound = 10;
            const expected = referenceSearch(products, query, selection, ordering, page, bound);
            expect(index.search(query, selection, ordering, page, bound)).toEqual(expected);
            // The next page, after the last row of a page read from the top.
            const whole = referenceSearch(products, query, selection, ordering, { limit: 1000, offset: 0 }, bound);
            const after = whole.positions[pick % Math.max(whole.positions.length, 1)];
            if (!after) continue;
            const next = { limit: page.limit, offset: 0, after };
            expect(index.search(query, selection, ordering, next, bound)).toEqual(
              referenceSearch(products, query, selection, ordering, next, bound),
            );
          }
        },
      ),
      { seed: 20_261_127, numRuns: 300 },
    );
  });

  it('ranks thousands of names that share a word as it ranks a few, by their first characters', () => {
    // Few words, so that thousands of names hold each: the index then tells their tiers apart by first characters. Most
    // names start with a word no search asks for, so that the first tier is small and the next ones fill pages.
    const words = ['فشارسنج', 'فشار', 'سنج', 'دستکش', 'ب'];
    fc.assert(
      fc.property(
        catalogueArbitrary(3000, words, ['دستگاه', 'کیف', 'فشرده']),
        fc.array(fc.tuple(queryArbitrary(words), orderingArbitrary, pageArbitrary), { minLength: 20, maxLength: 20 }),
        (catalogue, searches) => {
          const index = new SearchIndex(catalogue);
          for (const [query, ordering, page] of searches) {
            expect(index.search(query, {}, ordering, page, 100)).toEqual(
              referenceSearch(catalogue, query, {}, ordering, page, 100),
            );
          }
        },
      ),
      { seed: 20_261_127, numRuns: 5 },
    );
  });

  it('puts the few names with a word starting with the query before thousands holding it inside a word', () => {
    const products = Array.from({ length: 3000 }, (_, index): SearchedProduct => {
      const rare = index % 300 === 7;
      const name = rare ? 'دستگاه سنجاق سینه' : 'دستگاه فشارسنج';
      return {
        id: index + 1,
        searchName: name,
        searchText: name.replaceAll(' ', ''),
        inStock: index % 7 !== 0,
        price: 1000 + (index % 13) * 1000,
        key: 1_700_000_000_000_000 + ((index * 7919) % 3000),
        categoryId: null,
        brandId: null,
        discounted: false,
      };
    });
    const index = new SearchIndex(products);
    const query: SearchQuery = { normalized: 'سنج', words: ['سنج'] };
    for (const page of [
      { limit: 31, offset: 0 },
      { limit: 31, offset: 30 },
    ]) {
      const found = index.search(query, {}, undefined, page, 100);
      expect(found).toEqual(referenceSearch(products, query, {}, undefined, page, 100));
    }
    const first = index.search(query, {}, undefined, { limit: 31, offset: 0 }, 100).positions;
    expect(first.map((row) => row.tier)).toEqual([...Array(10).fill(1), ...Array(21).fill(2)]);
  });
});
