import type { ProductFilters } from '@shop/contract/catalogue';
import { PRODUCT_COUNT_BOUND } from '@shop/contract/constants';
import { normalizeForSearch } from '@shop/contract/persian';
import type { ProductOrdering } from '@shop/contract/product-ordering';
import type { Database } from '../../db/client.ts';
import { CardShelf } from './card-shelf.ts';
import { decodePosition, encodePosition } from './listing-position.ts';
import { type ListingPosition, type ProductSelection, SearchIndex, type SearchQuery } from './search-index.ts';
import {
  type CategoryTree,
  findCategoryTree,
  pruneSearchChanges,
  readIndexedCatalogue,
  readSearchPage,
  type SearchChange,
} from './search-queries.ts';

// The catalogue's listings and searches, answered from this process's index of the published products and the cards
// the database wrote (docs/decisions/0033, 0034): the catalogue asks for a page and gets its count and cards, and
// knows nothing of the index, its positions or the statements that keep it new.

export type { CategoryTree };

/** Each category and the one it is filed under, as the database holds them now. */
export function readCategoryTree(db: Database): Promise<CategoryTree> {
  return findCategoryTree(db);
}

/** A category with all its descendants. */
export function familyOf(tree: CategoryTree, categoryId: number): number[] {
  const family = [categoryId];
  for (let index = 0; index < family.length; index++) {
    for (const row of tree) if (row.parentId === family[index]) family.push(row.id);
  }
  return family;
}

/** A category filter keeps the products of its subcategories too. */
function selectionIn(tree: CategoryTree, { category, ...filters }: ProductFilters): ProductSelection {
  if (category === undefined) return filters;
  const family = familyOf(tree, category);
  return family.length === 1 ? { ...filters, categoryId: category } : { ...filters, categoryIds: family };
}

/** One page of a listing or a search, as the listing's query asks for it. */
export interface CataloguePageRequest {
  filters: ProductFilters;
  ordering: ProductOrdering | undefined;
  limit: number;
  offset: number;
  /** Where the last page ended, as its `next` link carries it; it wins over `offset`. */
  after: string | undefined;
  /** Where pictures are served from, written as inside a JSON string: the cards' URLs start with it. */
  mediaBase: string;
}

/**
 * A page and how many products match: exact up to PRODUCT_COUNT_BOUND and «more than» past it. The page reads one row
 * past its end, so the link to the next page is right whatever the count says, and that link starts the next page
 * after this one's last product: new or moved goods neither repeat nor skip one (docs/decisions/0027).
 */
export interface CataloguePage {
  count: number;
  countIsExact: boolean;
  /** Where the next page starts, as its `after`; undefined on the last page. */
  nextAfter: string | undefined;
  /** The page's products' ids, in its order. */
  ids: number[];
  /** The page's cards, each as the UTF-8 the answer sends in its `results`. */
  cards: Buffer[];
}

/** How long changes are kept for the processes' indexes to read (docs/decisions/0033). */
const CHANGES_KEPT_MS = 24 * 60 * 60 * 1000;
/** An index that has read no changes for this long may have missed pruned ones: it is read whole again. */
const REBUILD_AFTER_MS = CHANGES_KEPT_MS / 2;
/** How often a search reads again after finding changes, before it answers with what it has. */
const ROUNDS = 3;

interface IndexState {
  index: SearchIndex;
  /** The snapshot the index has taken in every change committed before. */
  snapshot: string;
  /** When it last read the changes, on the monotonic clock. */
  syncedAt: number;
  /** Cards read since, each as new as `snapshot` or its product among the changes since. */
  cards: CardShelf;
  /** The category tree as new as `snapshot`, or being read again after a page saw it change. */
  categories: Promise<CategoryTree>;
}

/** Each database's index, built on its first search (or by `warmSearchIndex`); a failed build is tried again. */
const indexes = new WeakMap<Database, Promise<IndexState>>();

function build(db: Database): Promise<IndexState> {
  const built = readIndexedCatalogue(db).then(async ({ snapshot, products, categories }) => ({
    index: await SearchIndex.built(products),
    snapshot,
    syncedAt: performance.now(),
    cards: new CardShelf(),
    categories: Promise.resolve(categories),
  }));
  indexes.set(db, built);
  built.catch(() => {
    if (indexes.get(db) === built) indexes.delete(db);
  });
  return built;
}

async function indexOf(db: Database): Promise<IndexState> {
  const held = indexes.get(db) ?? build(db);
  const state = await held;
  if (performance.now() - state.syncedAt <= REBUILD_AFTER_MS) return state;
  // The searches that find it stale together wait for one build.
  const current = indexes.get(db);
  return current && current !== held ? current : build(db);
}

/** Builds a database's search index ahead of its first search, so that no customer waits for it; resolves to its size. */
export async function warmSearchIndex(db: Database): Promise<number> {
  return (await indexOf(db)).index.size;
}

function takeIn(state: IndexState, snapshot: string, changes: SearchChange[]): void {
  for (const { id, product } of changes) {
    state.index.put(id, product);
    state.cards.drop(id);
  }
  // A read answered after a later one sets an older snapshot: the changes between are then read, and taken in, again.
  state.snapshot = snapshot;
  state.syncedAt = performance.now();
}

/**
 * One page of a listing or a search and how many match, from this process's index of the published products
 * (docs/decisions/0033). A request whose `after` is not a position this gives is a Persian 400.
 */
export async function findCataloguePage(db: Database, request: CataloguePageRequest): Promise<CataloguePage> {
  const { filters, ordering, limit, offset, after, mediaBase } = request;
  // One reading of whether this is a search, for its positions' tier and its count's bound, as the index reads it.
  const normalized = normalizeForSearch(filters.search ?? '');
  const bound = normalized ? PRODUCT_COUNT_BOUND.search : PRODUCT_COUNT_BOUND.listing;
  const position = after === undefined ? undefined : decodePosition(after, { ranked: normalized !== '' && !ordering });
  // A listing is a search without words: every product it is filed under is a candidate.
  const query = { normalized, words: normalized ? normalized.split(' ') : [] };
  const { total, cards, positions } = await readPage(db, { query, filters, ordering, limit, offset, position, bound, mediaBase });
  const last = positions.length > limit ? positions[limit - 1] : undefined;
  return {
    count: Math.min(total, bound),
    countIsExact: total <= bound,
    nextAfter: last && encodePosition(last),
    ids: positions.slice(0, limit).map((shown) => shown.id),
    cards,
  };
}

/**
 * The page's positions, one row past its end, and its cards but that row's. The cards this process has not held yet
 * are read in the same round trip as the changes committed since the index last read them (docs/decisions/0034), and
 * a page found before a change is found again, so that an answer holds every change committed before it was asked.
 */
async function readPage(
  db: Database,
  request: Omit<CataloguePageRequest, 'after'> & {
    query: SearchQuery;
    position: ListingPosition | undefined;
    bound: number;
  },
): Promise<{ total: number; cards: Buffer[]; positions: ListingPosition[] }> {
  const { query, mediaBase } = request;
  const page = { limit: request.limit + 1, offset: request.offset, after: request.position };
  const state = await indexOf(db);
  const held = indexes.get(db);
  for (let round = 1; ; round++) {
    const selection = selectionIn(await state.categories, request.filters);
    const { total, positions } = state.index.search(query, selection, request.ordering, page, request.bound);
    // The page reads one row past its end, to tell whether another page follows: its card is not sent.
    const ids = positions.slice(0, page.limit - 1).map((position) => position.id);
    // The last round reads every card, so that a page answered while changes keep coming holds them all.
    const last = round === ROUNDS;
    const cards = last ? ids.map(() => undefined) : state.cards.held(ids, mediaBase);
    const missing = cards.flatMap((card, at) => (card ? [] : [at]));
    const read = await readSearchPage(db, { ids: missing.map((at) => ids[at] as number), snapshot: state.snapshot, mediaBase });
    if (read.treeChanged) {
      // Read again before the snapshot moves past the change, so that every later page waits for the new tree.
      state.categories = (async () => findCategoryTree(db))();
      state.categories.catch(() => {
        if (indexes.get(db) === held) indexes.delete(db);
      });
    }
    takeIn(state, read.snapshot, read.changes);
    // Read in the snapshot the index now holds, they are as new as it is.
    missing.forEach((at, index) => {
      const card = read.cards[index];
      if (card) cards[at] = state.cards.hold(ids[at] as number, card, mediaBase);
    });
    const changed = read.changes.length > 0 || read.treeChanged;
    // A product gone since the index found it has no card, and is left out.
    if (!changed || last) return { total, cards: cards.filter((card) => card !== undefined), positions };
  }
}

/** Forgets the changes every index has had time to read. */
export function pruneSearchIndexChanges(db: Database, now: Date): Promise<void> {
  return pruneSearchChanges(db, new Date(now.getTime() - CHANGES_KEPT_MS));
}
