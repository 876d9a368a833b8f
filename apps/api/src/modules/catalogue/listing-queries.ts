import { createHash } from 'node:crypto';
import { PAGE_SIZE } from '@shop/contract/constants';
import type { ProductOrdering } from '@shop/contract/product-ordering';
import { and, asc, desc, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import {
  type Bound,
  type BoundSelection,
  boundFilters,
  newestFirst,
  type ProductSelection,
  productConditions,
} from './catalogue-queries.ts';
import { productCards, products } from './catalogue-tables.ts';

function productOrder(ordering: ProductOrdering | undefined): SQL[] {
  const available = desc(products.inStock);
  switch (ordering) {
    case '_price':
      return [available, asc(products.price), asc(products.id)];
    case '-_price':
      return [available, desc(products.price), desc(products.id)];
    default:
      return newestFirst;
  }
}

/**
 * Where a page ended, in the terms of its order: the relevance tier (a search's own order), whether the product is
 * available, its sort value (a price, or the last change in microseconds since 1970: a JavaScript date would drop the
 * database's microseconds and land between two rows) and its id. The next page starts after it, wherever the products
 * before it have moved since (docs/decisions/0027).
 */
export interface ListingPosition {
  tier: number | null;
  inStock: boolean;
  key: number;
  id: number;
}

/** Which way a position's sort value and id run in the listing's order, after availability and the relevance tier. */
const keyDirection = (shape: { ordering: ProductOrdering | undefined }) => (shape.ordering === '_price' ? sql`asc` : sql`desc`);

const byPrice = (ordering: ProductOrdering | undefined) => ordering === '_price' || ordering === '-_price';

/** The value a position keeps of a row, read exactly from the database. */
const positionKey = (ordering: ProductOrdering | undefined) =>
  byPrice(ordering) ? sql`${products.price}` : sql`(extract(epoch from ${products.updatedAt}) * 1000000)::bigint`;

type BoundPosition = { [Part in 'inStock' | 'key' | 'id']: Bound<ListingPosition[Part]> };

/** The rows that come after a position in an order, as a range the order's index walks. */
function afterPosition(ordering: ProductOrdering | undefined, { inStock, key, id }: BoundPosition): SQL {
  if (ordering === '_price') {
    return sql`(${products.inStock} < ${inStock} or (${products.inStock} = ${inStock} and (${products.price}, ${products.id}) > (${key}, ${id})))`;
  }
  const value = byPrice(ordering) ? sql`${key}` : sql`timestamptz 'epoch' + ${key} * interval '1 microsecond'`;
  const column = byPrice(ordering) ? products.price : products.updatedAt;
  return sql`(${products.inStock}, ${column}, ${products.id}) < (${inStock}, ${value}, ${id})`;
}

/** Where to start a page: so many rows in, or after where the last page ended. */
export interface PageStart {
  limit: number;
  offset: number;
  after?: ListingPosition | undefined;
}

/** One page of a listing, and how many products match it counted no further than the bound and one more. */
export interface ListingRequest {
  selection: ProductSelection;
  ordering: ProductOrdering | undefined;
  page: PageStart;
  bound: number;
  /** Where pictures are served from, written as inside a JSON string: the cards' URLs start with it. */
  mediaBase: string;
}

/** What makes two listings one statement: which filters they have, their order and where they start; not the values. */
interface ListingShape {
  bound: (typeof boundFilters)[number][];
  has_discount?: boolean | undefined;
  in_stock?: boolean | undefined;
  ordering: ProductOrdering | undefined;
  /** Whether the page starts after where the last one ended. */
  after: boolean;
  /**
   * The page's length and how far the count reads, for a shape planned once (see `plannedOnce`), and its offset when
   * it starts at the top or after a position. A plan made once for an offset it is not told assumes a tenth of the
   * table is skipped: PostgreSQL may then find that plan dearer than one made for the values and plan every run.
   */
  fixed?: { limit: number; countLimit: number; offset?: 0 } | undefined;
  /** How many categories a parent category's page reads one by one (see `familyByCategory`). */
  family?: number | undefined;
}

function shapeOf(request: ListingRequest): ListingShape {
  const { selection, ordering, page, bound } = request;
  const shape: ListingShape = {
    bound: boundFilters.filter((name) => selection[name] !== undefined),
    has_discount: selection.has_discount,
    in_stock: selection.in_stock,
    ordering,
    after: page.after !== undefined,
    family: familyByCategory(selection) ? selection.categoryIds?.length : undefined,
  };
  if (!plannedOnce(shape, page.limit)) return shape;
  const fromTheTop = page.after !== undefined || page.offset === 0;
  return { ...shape, fixed: { limit: page.limit, countLimit: bound + 1, ...(fromTheTop && { offset: 0 as const }) } };
}

/** The lengths the storefront's own product pages ask for (and the one more row that tells whether a next exists). */
const STOREFRONT_PAGE_LIMITS: readonly number[] = [PAGE_SIZE.listingProducts + 1, PAGE_SIZE.homeProducts + 1];

/**
 * Whether a listing's plan is the same whatever its values, so that it is prepared once, with its page's length and
 * the count's bound written in so that a plan made once knows how few rows it reads (docs/decisions/0031): the whole
 * catalogue, or only its available or discounted products, walks its order's index; one category's products come
 * straight from that category's index in the same order, however few or many it has. Only the storefront's own page
 * lengths: at most 432 statements per connection, which no client can grow.
 */
function plannedOnce(shape: ListingShape, limit: number): boolean {
  if (!STOREFRONT_PAGE_LIMITS.includes(limit)) return false;
  const [filter, ...others] = shape.bound;
  return filter === undefined || (filter === 'categoryId' && others.length === 0);
}

/** The most categories a parent category's page reads one by one; a larger family is read as one list. */
const FAMILY_READ_APART = 8;
/** The filters a parent category's page tests while it reads each category apart. */
const FAMILY_FILTERS: readonly (typeof boundFilters)[number][] = ['categoryIds', 'price__gt', 'price__lt'];

/**
 * Whether a parent category's page reads each of its categories from that category's index, in the page's order and no
 * further than the page, and merges them: the catalogue's order index, walked and tested for the family, read 1,400
 * products for a page of 31, and the family's entries sorted read a few thousand (docs/decisions/0031). A price range
 * is tested as each category's index is walked; a brand is not read apart, as a rare one would have every category read
 * whole.
 */
function familyByCategory(selection: ProductSelection): boolean {
  const { categoryIds } = selection;
  if (!categoryIds || categoryIds.length > FAMILY_READ_APART) return false;
  return boundFilters.every((name) => FAMILY_FILTERS.includes(name) || selection[name] === undefined);
}

/** The values a statement of `shape` runs with, under the names its placeholders have. */
function listingValues(request: ListingRequest): Record<string, unknown> {
  const { selection, page, bound } = request;
  const offset = page.after ? 0 : page.offset;
  return {
    ...Object.fromEntries(boundFilters.map((name) => [name, selection[name]])),
    ...Object.fromEntries((selection.categoryIds ?? []).map((id, index) => [`category${index}`, id])),
    afterInStock: page.after?.inStock,
    afterKey: page.after?.key,
    afterId: page.after?.id,
    limit: page.limit,
    offset,
    // Each category of a family is read only as far as the page needs, from its start.
    familyLimit: offset + page.limit,
    countLimit: bound + 1,
    mediaBase: request.mediaBase,
  };
}

const placeholders = <Name extends string>(names: readonly Name[]) =>
  Object.fromEntries(names.map((name) => [name, sql.placeholder(name)])) as unknown as Record<Name, Placeholder>;

/** Where the last page ended, for a page that starts after it. */
const afterOf = (shape: ListingShape): BoundPosition | undefined =>
  !shape.after
    ? undefined
    : { inStock: sql.placeholder('afterInStock'), key: sql.placeholder('afterKey'), id: sql.placeholder('afterId') };

/** The positions of the products that meet `conditions`, in `order`, no more than `rows` of them. */
const positionsOf = (shape: ListingShape, conditions: SQL | undefined, order: SQL[], rows: RowCount) =>
  sql`select ${products.id} as id, ${products.inStock} as in_stock, ${positionKey(shape.ordering)} as key
    from ${products} where ${conditions} order by ${sql.join(order, sql`, `)} limit ${rows}`;

/** A number of rows: a value the statement runs with, or one written into it. */
type RowCount = Placeholder | SQL;

/** How many rows a statement reads, and from where: its values, or written in for a shape planned once. */
function pageBounds(shape: ListingShape): Record<'countLimit' | 'familyLimit' | 'limit' | 'offset', RowCount> {
  const bounds = placeholders(['countLimit', 'familyLimit', 'limit', 'offset']);
  if (!shape.fixed) return bounds;
  const written = Object.entries(shape.fixed).map(([name, value]) => [name, sql.raw(String(Math.trunc(value)))]);
  return { ...bounds, ...Object.fromEntries(written) };
}

/** The positions of a page, ids, availability and sort value, in the listing's order. */
function pagePositions(shape: ListingShape, selection: BoundSelection) {
  const { limit, offset, familyLimit } = pageBounds(shape);
  const after = afterOf(shape);
  const conditions = (filters: BoundSelection) =>
    and(productConditions(filters, undefined), after && afterPosition(shape.ordering, after));
  const order = productOrder(shape.ordering);
  if (shape.family) {
    const categories = Array.from({ length: shape.family }, (_, index) => {
      const filters = { ...selection, categoryIds: undefined, categoryId: sql.placeholder(`category${index}`) };
      return sql`(${positionsOf(shape, conditions(filters), order, familyLimit)})`;
    });
    return sql`select * from (${sql.join(categories, sql` union all `)}) as family
      order by in_stock desc, key ${keyDirection(shape)}, id ${keyDirection(shape)} limit ${limit} offset ${offset}`;
  }
  return sql`${positionsOf(shape, conditions(selection), order, limit)} offset ${offset}`;
}

/** The matches a count reads, no more than the bound and one. */
const boundedMatches = (selection: BoundSelection, countLimit: RowCount) =>
  sql`select 1 from ${products} where ${productConditions(selection, undefined)} limit ${countLimit}`;

function listingStatement(db: Database, shape: ListingShape) {
  const selection: BoundSelection = {
    ...placeholders(shape.bound),
    has_discount: shape.has_discount,
    in_stock: shape.in_stock,
  };
  const ascending = keyDirection(shape);
  const { countLimit, limit } = pageBounds(shape);
  // The page's cards joined as the answer's JSON, all but the row read past its end, with where pictures are served
  // from written into their URLs; and every row's position, for where the next page starts (docs/decisions/0032).
  const cards = (positions: SQL) => sql`(select replace(string_agg(${productCards.card}, ',' order by chosen.ordinal)
          filter (where chosen.ordinal < ${limit}), chr(1), ${sql.placeholder('mediaBase')}) as cards,
        json_agg(json_build_array(chosen.in_stock, chosen.key, chosen.id) order by chosen.ordinal) as positions
      from (select *, row_number() over (order by in_stock desc, key ${ascending}, id ${ascending}) as ordinal
        from (${positions}) as listed) as chosen
      join ${productCards} on ${productCards.productId} = chosen.id) as page`;
  const statement = sql`select (select count(*)::int from (${boundedMatches(selection, countLimit)}) as counted) as total,
    page.* from ${cards(pagePositions(shape, selection))}`;
  // Any other shape is unnamed, so that the database plans each run for its values: a plan made once for any value
  // walked a whole index for a rare filter, 74 ms where the plan for its values took 9 (docs/decisions/0031). A name
  // follows from the shape, so a statement built again after the LRU dropped it is the one the connections prepared.
  const name = shape.fixed && `listing_${createHash('sha256').update(JSON.stringify(shape)).digest('hex').slice(0, 24)}`;
  return db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, name || undefined, false);
}

const dialect = new PgDialect();

/** Statements built for each database, by shape; a shop meets a few dozen shapes, a hostile client no more than this. */
const listingStatements = new WeakMap<Database, LRUCache<string, ReturnType<typeof listingStatement>>>();

/** A page as the database answers it: its cards as the JSON the answer sends, and every row's position. */
export interface ListingPage {
  total: number;
  /** The cards of the page's rows but the one read past its end, comma-separated: a JSON array's inside. */
  cards: string;
  positions: ListingPosition[];
}

/**
 * One page of products with its positions and the bounded count of its matches, in one round trip; a search's pages
 * come from the search index instead (catalogue-search.ts). The statement of each shape is built once, and the database
 * writes the page's cards as the answer's JSON, so that the server neither builds SQL nor reads each product for each
 * listing (docs/decisions/0027, 0031, 0032).
 */
export async function findListingPage(db: Database, request: ListingRequest): Promise<ListingPage> {
  const shape = shapeOf(request);
  let statements = listingStatements.get(db);
  if (!statements) {
    statements = new LRUCache({ max: 500 });
    listingStatements.set(db, statements);
  }
  const key = JSON.stringify(shape);
  let statement = statements.get(key);
  if (!statement) {
    statement = listingStatement(db, shape);
    statements.set(key, statement);
  }
  const { rows } = (await statement.execute(listingValues(request))) as { rows: [ListingAnswer] };
  const [{ total, cards, positions }] = rows;
  return {
    total,
    cards: cards ?? '',
    positions: (positions ?? []).map(([inStock, key, id]) => ({ tier: null, inStock, key, id })),
  };
}

/** A page's row as the statement answers it, its positions as arrays (empty pages aggregate to nulls). */
interface ListingAnswer {
  total: number;
  cards: string | null;
  positions: [boolean, number, number][] | null;
}
