import { lt, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { productCards, productSearchChanges, products } from './catalogue-tables.ts';
import type { SearchedProduct } from './search-index.ts';

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

/**
 * Every published product's search fields and the snapshot they were read in, read in one transaction so that the two
 * agree: a change committed after it is found among the changes since that snapshot.
 */
export async function readSearchedProducts(db: Database): Promise<{ snapshot: string; products: SearchedProduct[] }> {
  return db.transaction(
    async (tx) => {
      const { rows } = (await tx.execute(sql`select ${currentSnapshot} as snapshot,
        (select json_agg(${searchedFields}) from ${products} where ${products.isPublished}) as products`)) as unknown as {
        rows: [{ snapshot: string; products: SearchedRow[] | null }];
      };
      const [{ snapshot, products: found }] = rows;
      return { snapshot, products: (found ?? []).map(toSearched) };
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
 * The products changed by transactions committed since `snapshot` and visible now: every one `snapshot` does not see
 * as committed. Those older than its oldest running transaction are all seen, and none is newer than the current
 * snapshot's end, so the index on the transaction id reads the range between; a product changed twice is listed twice.
 *
 * The page's statement is prepared once and planned once (docs/decisions/0034): the range's ends are sub-selects, which
 * the planner estimates the same whatever the snapshot is, as it does the cards' ids, so PostgreSQL keeps its generic
 * plan; and each product is read by its key, so that plan stays cheap however many changes the statistics suggest.
 * Seeing the values, it planned the statement again at every page, which cost more than running it.
 */
const changesSince = (snapshot: SQL | Placeholder) => sql`(select json_agg(coalesce(
    (select ${searchedFields} from ${products} where ${products.id} = changed.product_id and ${products.isPublished}),
    json_build_array(changed.product_id)))
  from ${productSearchChanges} changed
  where changed.xid >= (select pg_snapshot_xmin(${snapshot}::pg_snapshot))
    and changed.xid < (select pg_snapshot_xmax(pg_current_snapshot()))
    and not pg_visible_in_snapshot(changed.xid, ${snapshot}::pg_snapshot))`;

/** JSON text never holds it unescaped: it parts the cards the statement reads. */
const CARD_SEPARATOR = '\u0002';

const pageStatement = sql`select ${currentSnapshot} as snapshot, ${changesSince(sql.placeholder('snapshot'))} as changes,
  (select string_agg(coalesce(replace(${productCards.card}, chr(1), ${sql.placeholder('mediaBase')}), ''), chr(2)
      order by page.ordinal)
    from unnest((select ${sql.placeholder('ids')}::int[])) with ordinality as page(id, ordinal)
    left join ${productCards} on ${productCards.productId} = page.id) as cards`;

const dialect = new PgDialect();
const pageStatements = new WeakMap<Database, ReturnType<typeof preparePage>>();

/** One statement of a fixed text, prepared once per connection. */
const preparePage = (db: Database) =>
  db._.session.prepareQuery(dialect.sqlToQuery(pageStatement), undefined, 'search_page', false);

/** Some products' cards, and the changes since the index's snapshot with the snapshot both were read in. */
export interface SearchPageRead {
  snapshot: string;
  changes: SearchChange[];
  /** The card of each id asked for, in its order, or undefined for a product that has none (it is gone). */
  cards: (string | undefined)[];
}

/**
 * In one round trip: the cards of some of a page's products, with where pictures are served from written into their
 * URLs (docs/decisions/0032); and what changed since the snapshot the index last read, so that a page found before a
 * change is found again (docs/decisions/0033).
 */
export async function readSearchPage(
  db: Database,
  request: { ids: number[]; snapshot: string; mediaBase: string },
): Promise<SearchPageRead> {
  let statement = pageStatements.get(db);
  if (!statement) {
    statement = preparePage(db);
    pageStatements.set(db, statement);
  }
  const { rows } = (await statement.execute(request)) as {
    rows: [{ snapshot: string; changes: ([number] | SearchedRow)[] | null; cards: string | null }];
  };
  const [{ snapshot, changes, cards }] = rows;
  return {
    snapshot,
    changes: (changes ?? []).map((row) => ({ id: row[0], product: row.length > 1 ? toSearched(row as SearchedRow) : undefined })),
    cards: cards === null ? [] : cards.split(CARD_SEPARATOR).map((card) => card || undefined),
  };
}

/** Forgets changes older than `before`: a process that has not read them since rebuilds its index whole. */
export async function pruneSearchChanges(db: Database, before: Date): Promise<void> {
  await db.delete(productSearchChanges).where(lt(productSearchChanges.changedAt, before));
}
