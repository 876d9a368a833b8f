import { lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { SearchedProduct } from './search-index.ts';
import { categories, categoryTreeChanges, productSearchChanges, products } from './search-tables.ts';

/**
 * What search reads of a product, as one JSON array: id, normalised name and text, availability, price, the last
 * change in microseconds since 1970 (the newest order's key, as a listing's positions keep it), category, brand and
 * whether it is discounted. Nulls after the id for a product no longer published, or gone.
 */
const searchedFields = sql`json_build_array(${products.id}, ${products.searchName}, ${products.searchText},
  ${products.inStock}, ${products.price}, (extract(epoch from ${products.updatedAt}) * 1000000)::bigint,
  ${products.categoryId}, ${products.brandId}, ${products.discount} > 0)`;

type SearchedRow = [number, string, string, boolean, number, number, number | null, number | null, boolean];

const toSearched = ([id, searchName, searchText, inStock, price, key, categoryId, brandId, discounted]: SearchedRow) => ({
  id,
  searchName,
  searchText,
  inStock,
  price,
  key,
  categoryId,
  brandId,
  discounted,
});

/** The snapshot a read was made in, as text: every transaction it sees committed, and none it does not. */
const currentSnapshot = sql`pg_current_snapshot()::text`;

/** Each category and the one it is filed under. */
export type CategoryTree = { id: number; parentId: number | null }[];

export function findCategoryTree(db: Database): Promise<CategoryTree> {
  return db.select({ id: categories.id, parentId: categories.parentId }).from(categories);
}

/**
 * Every published product's search fields, the category tree and the snapshot they were read in, read in one
 * transaction so that they agree: a change committed after it is found among the changes since that snapshot.
 */
export async function readIndexedCatalogue(
  db: Database,
): Promise<{ snapshot: string; products: SearchedProduct[]; categories: CategoryTree }> {
  return db.transaction(
    async (tx) => {
      const { rows } = (await tx.execute(sql`select ${currentSnapshot} as snapshot,
        (select json_agg(${searchedFields}) from ${products} where ${products.isPublished}) as products,
        (select json_agg(json_build_array(${categories.id}, ${categories.parentId})) from ${categories}) as categories`)) as unknown as {
        rows: [{ snapshot: string; products: SearchedRow[] | null; categories: [number, number | null][] | null }];
      };
      const [{ snapshot, products: found, categories: tree }] = rows;
      return {
        snapshot,
        products: (found ?? []).map(toSearched),
        categories: (tree ?? []).map(([id, parentId]) => ({ id, parentId })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** A product whose search fields changed: what they are now, or undefined when it is no longer published. */
export interface SearchChange {
  id: number;
  product: SearchedProduct | undefined;
}

/**
 * A change log's entries written by transactions committed since `snapshot` and visible now: every one `snapshot` does
 * not see as committed. Those older than its oldest running transaction are all seen, and none is newer than the
 * current snapshot's end, so the index on the transaction id reads the range between.
 *
 * The page's statement is prepared once and planned once (docs/decisions/0034): the range's ends are sub-selects, which
 * the planner estimates the same whatever the snapshot is, as it does the cards' ids, so PostgreSQL keeps its generic
 * plan. Seeing the values, it planned the statement again at every page, which cost more than running it.
 */
const committedSince = (
  log: SQL,
  snapshot: SQL | Placeholder,
) => sql`${log}.xid >= (select pg_snapshot_xmin(${snapshot}::pg_snapshot))
  and ${log}.xid < (select pg_snapshot_xmax(pg_current_snapshot()))
  and not pg_visible_in_snapshot(${log}.xid, ${snapshot}::pg_snapshot)`;

/**
 * The products changed since `snapshot`, a product changed twice listed twice. Each is read by its key, so that the
 * generic plan stays cheap however many changes the statistics suggest.
 */
const changesSince = (snapshot: SQL | Placeholder) => sql`(select json_agg(coalesce(
    (select ${searchedFields} from ${products} where ${products.id} = changed.product_id and ${products.isPublished}),
    json_build_array(changed.product_id)))
  from ${productSearchChanges} changed where ${committedSince(sql`changed`, snapshot)})`;

/** Whether the category tree changed since the snapshot, read as the products' changes are. */
const treeChangedSince = (snapshot: SQL | Placeholder) =>
  sql`exists (select from ${categoryTreeChanges} changed where ${committedSince(sql`changed`, snapshot)})`;

/**
 * How a statement reads the cards of some products: `json(ids)` is an expression of one JSON array holding, for each
 * product of `ids` (an int[] expression) that exists, the array of its card's fields, in any order; `card` makes the
 * card from them. The catalogue says what a card is (docs/decisions/0043); search only reads them with its changes.
 */
export interface CardReading<Card> {
  json: (ids: SQL) => SQL;
  card: (fields: unknown[]) => Card;
}

/** Some products' cards, and the changes since the index's snapshot with the snapshot both were read in. */
export interface SearchPageRead<Card> {
  snapshot: string;
  changes: SearchChange[];
  /** Whether categories were added, removed or moved since the snapshot. */
  treeChanged: boolean;
  /** The cards of the ids asked for that exist, in no order. */
  cards: Card[];
}

export type SearchPageReader<Card> = (request: { ids: number[]; snapshot: string }) => Promise<SearchPageRead<Card>>;

const dialect = new PgDialect();

/**
 * In one round trip: the cards of some of a page's products, and what changed since the snapshot the index last read,
 * so that a page found before a change is found again (docs/decisions/0033). The statement's text is fixed, so it is
 * prepared once per connection and planned once (docs/decisions/0034).
 */
export function searchPageReader<Card>(db: Database, reading: CardReading<Card>): SearchPageReader<Card> {
  const statement = sql`select ${currentSnapshot} as snapshot, ${changesSince(sql.placeholder('snapshot'))} as changes,
    ${treeChangedSince(sql.placeholder('snapshot'))} as tree_changed,
    ${reading.json(sql`(select ${sql.placeholder('ids')}::int[])`)} as cards`;
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(statement), undefined, 'search_page', false);
  return async (request) => {
    const { rows } = (await prepared.execute(request)) as {
      rows: [{ snapshot: string; changes: ([number] | SearchedRow)[] | null; tree_changed: boolean; cards: unknown[][] | null }];
    };
    const [{ snapshot, changes, tree_changed, cards }] = rows;
    return {
      snapshot,
      treeChanged: tree_changed,
      changes: (changes ?? []).map((row) => ({
        id: row[0],
        product: row.length > 1 ? toSearched(row as SearchedRow) : undefined,
      })),
      cards: (cards ?? []).map(reading.card),
    };
  };
}

/** Forgets changes older than `before`: a process that has not read them since rebuilds its index whole. */
export async function pruneSearchChanges(db: Database, before: Date): Promise<void> {
  await db.delete(productSearchChanges).where(lt(productSearchChanges.changedAt, before));
  await db.delete(categoryTreeChanges).where(lt(categoryTreeChanges.changedAt, before));
}
